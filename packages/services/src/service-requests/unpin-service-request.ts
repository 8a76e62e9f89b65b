import { AppError } from '@kc/domain/errors';
import type { SrPinned } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { loadRequestInScope, loginOf, revisionOf } from './sr-access.ts';

/** Unpins a request from the caller's list (idempotent: unpinning a request that is not pinned changes nothing). */
export async function unpinServiceRequest(ctx: ServiceContext, caller: Caller, requestId: number): Promise<SrPinned> {
  const request = await loadRequestInScope(ctx.db.prisma, caller.scope, requestId);
  const login = loginOf(caller.actor);
  if (!login) throw new AppError('FORBIDDEN', 'Only a signed-in login pins requests');
  const key = { loginPool: login.pool, loginId: login.id };
  return ctx.db.prisma.$transaction(async (tx) => {
    const { count } = await tx.serviceRequestPin.deleteMany({ where: { ...key, serviceRequestId: requestId } });
    if (count)
      await recordRevisions(tx, caller.actor, [
        { ...revisionOf(request), type: 'REMOVE', path: 'pins', oldValue: { login: `${login.pool}:${login.id}` } },
      ]);
    return { pinned: false, pinnedCount: await tx.serviceRequestPin.count({ where: key }) };
  });
}
