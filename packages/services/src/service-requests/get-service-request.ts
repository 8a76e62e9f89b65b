import type { ServiceRequest } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { loadRequestInScope, loginOf, readRequest } from './sr-access.ts';

/** One request with its property, corporation, warranty date and notes: provider staff, or the property's customer. */
export async function getServiceRequest(
  ctx: ServiceContext,
  { actor, scope }: Caller,
  requestId: number,
): Promise<ServiceRequest> {
  await loadRequestInScope(ctx.db.prisma, scope, requestId);
  return readRequest(ctx.db.prisma, loginOf(actor), requestId);
}
