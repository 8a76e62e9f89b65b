import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import type { ServiceContext } from '../context.ts';
import { recordRevisions, type Actor } from '../audit/record-revision.ts';
import { findPrincipalByEmail, type Principal } from './principal.ts';
import { verifyPassword } from './password.ts';
import { assertNotThrottled, recordAttempt } from './throttle.ts';
import { assertAcceptablePassword, entityTypeOf, revokeAllSessions, storePassword } from './password-rules.ts';

/** Change password while signed in. Every other session of the login is signed out; this one stays. */
export async function changePassword(
  ctx: ServiceContext,
  actor: Actor,
  principal: Principal,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  await assertNotThrottled(ctx, 'sign-in', principal.email, ip);
  const found = await findPrincipalByEmail(ctx.db, principal.email);
  if (!found || !(await verifyPassword(found.passwordHash, input.currentPassword))) {
    await recordAttempt(ctx, 'sign-in', principal.email, ip, false);
    throw new AppError('PASSWORD_INCORRECT', MESSAGES.passwordIncorrect, [
      { field: 'currentPassword', message: MESSAGES.passwordIncorrect },
    ]);
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError('VALIDATION_FAILED', 'The new password must differ from the current one', [
      { field: 'newPassword', message: 'Must differ from the current password' },
    ]);
  }
  assertAcceptablePassword(ctx, input.newPassword, principal.email);
  const revoked = await ctx.db.prisma.$transaction(async (tx) => {
    await storePassword(tx, principal.pool, principal.id, input.newPassword, false);
    const count = await revokeAllSessions(tx, principal.pool, principal.id, sessionId);
    await recordRevisions(tx, actor, [
      {
        entityType: entityTypeOf(principal.pool),
        entityId: principal.id,
        type: 'UPDATE',
        path: 'password',
        oldValue: 'old',
        newValue: 'changed',
      },
    ]);
    return count;
  });
  ctx.log.info(
    { event: 'auth.password-changed', pool: principal.pool, principalId: principal.id, otherSessionsRevoked: revoked },
    'password changed',
  );
}
