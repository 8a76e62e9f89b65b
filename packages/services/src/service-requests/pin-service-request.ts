import { AppError } from '@kc/domain/errors';
import { canPinAnother, MAX_PINNED_MESSAGE } from '@kc/domain/service-requests/rules';
import type { SrPinned } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { loadRequestInScope, loginOf, revisionOf } from './sr-access.ts';

/** Any fixed 32-bit number: with the login id, serialises one login's concurrent pins. */
const PIN_LOCK = 731_016;

/**
 * Pins a request to the top of the caller's list (idempotent). A sixth pin is refused with the spec's "maximum 5
 * pinned requests" (409), counted under a per-login lock so two tabs cannot both take the fifth place.
 */
export async function pinServiceRequest(ctx: ServiceContext, caller: Caller, requestId: number): Promise<SrPinned> {
  const request = await loadRequestInScope(ctx.db.prisma, caller.scope, requestId);
  const login = loginOf(caller.actor);
  if (!login) throw new AppError('FORBIDDEN', 'Only a signed-in login pins requests');
  const key = { loginPool: login.pool, loginId: login.id };
  return ctx.db.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PIN_LOCK}::int, ${login.id}::int)`;
    const pins = await tx.serviceRequestPin.findMany({ where: key, select: { serviceRequestId: true } });
    if (pins.some((p) => p.serviceRequestId === requestId)) return { pinned: true, pinnedCount: pins.length };
    if (!canPinAnother(pins.length))
      throw new AppError('CONFLICT', MAX_PINNED_MESSAGE, [{ field: 'pinned', message: MAX_PINNED_MESSAGE }]);
    await tx.serviceRequestPin.create({ data: { ...key, serviceRequestId: requestId } });
    await recordRevisions(tx, caller.actor, [
      { ...revisionOf(request), type: 'ADD', path: 'pins', newValue: { login: `${login.pool}:${login.id}` } },
    ]);
    return { pinned: true, pinnedCount: pins.length + 1 };
  });
}
