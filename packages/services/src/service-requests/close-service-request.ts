import { AppError } from '@kc/domain/errors';
import { SR_STATUS } from '@kc/domain/service-requests/rules';
import { SR_MESSAGES, type ServiceRequest, type SrCloseInput } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { changeServiceRequest } from './change-service-request.ts';
import { loadRequestInScope } from './sr-access.ts';

/** Closes an open request with its resolution note (409 when it is already closed). */
export async function closeServiceRequest(
  ctx: ServiceContext,
  caller: Caller,
  requestId: number,
  input: SrCloseInput,
): Promise<ServiceRequest> {
  const before = await loadRequestInScope(ctx.db.prisma, caller.scope, requestId);
  if (before.statusId === SR_STATUS.closed) throw new AppError('CONFLICT', SR_MESSAGES.alreadyClosed);
  return changeServiceRequest(ctx, caller, requestId, { ...input, statusId: SR_STATUS.closed });
}
