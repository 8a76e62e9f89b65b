import type { SrPage } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope } from '../access/scope.ts';
import { listPage } from './list-page.ts';
import { loginOf, requestsInScope } from './sr-access.ts';

/** A property's requests, newest first (provider staff, or the property's customer): 404 outside the caller's scope. */
export async function listPropertyServiceRequests(
  ctx: ServiceContext,
  { actor, scope }: Caller,
  propertyId: number,
  page: number,
): Promise<SrPage> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  return listPage(ctx.db.prisma, loginOf(actor), requestsInScope(scope, { propertyId }), page);
}
