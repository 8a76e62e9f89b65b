import { SR_STATUSES } from '@kc/domain/service-requests/rules';
import type { SrPage, SrSearch } from '@kc/domain/service-requests/schemas';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { listPage } from './list-page.ts';
import { loginOf, requestsInScope, type LoginRef } from './sr-access.ts';

const OPEN_IDS = SR_STATUSES.filter((s) => s.open).map((s) => s.id);

/** The filters of the list as a Prisma condition (scope is added by the caller). */
function filters(q: SrSearch, login: LoginRef | null): Prisma.ServiceRequestWhereInput[] {
  const and: Prisma.ServiceRequestWhereInput[] = [];
  if (q.statusIds?.length) and.push({ statusId: { in: q.statusIds } });
  if (q.open !== undefined) and.push({ statusId: q.open ? { in: OPEN_IDS } : { notIn: OPEN_IDS } });
  if (q.typeId !== undefined) and.push({ typeId: q.typeId });
  if (q.assigneeId !== undefined) and.push({ assigneeId: q.assigneeId === 0 ? null : q.assigneeId });
  if (q.propertyId !== undefined) and.push({ propertyId: q.propertyId });
  if (q.corporationId !== undefined) and.push({ property: { corporationId: q.corporationId } });
  if (q.from) and.push({ createdAt: { gte: new Date(q.from) } });
  if (q.to) and.push({ createdAt: { lte: new Date(q.to) } });
  // "Mine": assigned to a provider user; a customer's own are those its login created.
  if (q.mine && login)
    and.push(
      login.pool === 'internal' ? { assigneeId: login.id } : { createdByPool: login.pool, createdById: login.id },
    );
  return and;
}

/**
 * /service-requests: one page of the requests the filters select, newest first, the caller's pins first when asked,
 * 100 a page with the exact total (spec 000 §7.4, spec 001 §9).
 */
export async function searchServiceRequests(
  ctx: ServiceContext,
  { actor, scope }: Caller,
  q: SrSearch,
): Promise<SrPage> {
  const login = loginOf(actor);
  return listPage(ctx.db.prisma, login, requestsInScope(scope, { AND: filters(q, login) }), q.page, q.pinnedFirst);
}
