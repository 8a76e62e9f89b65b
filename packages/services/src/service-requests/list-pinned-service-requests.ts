import type { SrRow } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { ROW_INCLUDE, loginOf, requestsInScope, rowsOf } from './sr-access.ts';

/** The caller's pinned requests (at most 5), newest pin first; pins outside the caller's scope are left out. */
export async function listPinnedServiceRequests(ctx: ServiceContext, { actor, scope }: Caller): Promise<SrRow[]> {
  const login = loginOf(actor);
  if (!login) return [];
  const pins = await ctx.db.prisma.serviceRequestPin.findMany({
    where: { loginPool: login.pool, loginId: login.id, request: requestsInScope(scope) },
    include: { request: { include: ROW_INCLUDE } },
    orderBy: [{ createdAt: 'desc' }, { serviceRequestId: 'desc' }],
  });
  return rowsOf(
    ctx.db.prisma,
    login,
    pins.map((p) => p.request),
  );
}
