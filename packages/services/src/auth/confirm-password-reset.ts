import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { MAX_CODE_TRIES, codeHash } from './challenges.ts';
import { findPrincipalByEmail } from './principal.ts';
import { assertNotThrottled, recordAttempt } from './throttle.ts';
import { assertAcceptablePassword, entityTypeOf, revokeAllSessions, storePassword } from './password-rules.ts';

const invalidCode = () =>
  new AppError('INVALID_RESET_CODE', MESSAGES.invalidResetCode, [
    { field: 'code', message: MESSAGES.invalidResetCode },
  ]);

/**
 * Forgotten password, step 2: a correct, unexpired code sets the new password and ends every session.
 * A code dies after five wrong tries; failures also count towards the account and address throttles.
 */
export async function confirmPasswordReset(
  ctx: ServiceContext,
  input: { email: string; code: string; newPassword: string },
  ip: string,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await assertNotThrottled(ctx, 'reset-code', email, ip);
  const found = await findPrincipalByEmail(ctx.db, email);
  if (!found || found.disabled) {
    await recordAttempt(ctx, 'reset-code', email, ip, false);
    throw new AppError('NOT_FOUND', MESSAGES.userNotFoundByEmail, [
      { field: 'email', message: MESSAGES.userNotFoundByEmail },
    ]);
  }
  const challenge = await ctx.db.prisma.authChallenge.findFirst({
    where: {
      kind: 'reset-code',
      usedAt: null,
      expiresAt: { gt: new Date() },
      ...(found.pool === 'internal' ? { internalUserId: found.id } : { siteLoginId: found.id }),
    },
    orderBy: { createdAt: 'desc' },
  });
  const expected = challenge ? Buffer.from(challenge.secretHash) : Buffer.alloc(64);
  const given = Buffer.from(codeHash(challenge?.id ?? 'none', input.code));
  if (!challenge || challenge.attempts >= MAX_CODE_TRIES || !timingSafeEqual(expected, given)) {
    if (challenge)
      await ctx.db.prisma.authChallenge.update({ where: { id: challenge.id }, data: { attempts: { increment: 1 } } });
    await recordAttempt(ctx, 'reset-code', email, ip, false);
    throw invalidCode();
  }
  assertAcceptablePassword(ctx, input.newPassword, found.email);
  const { passwordHash: _secret, ...principal } = found;
  await ctx.db.prisma.$transaction(async (tx) => {
    const claimed = await tx.authChallenge.updateMany({
      where: { id: challenge.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) throw invalidCode();
    await storePassword(tx, found.pool, found.id, input.newPassword, false);
    await revokeAllSessions(tx, found.pool, found.id);
    await recordRevisions(tx, { principal }, [
      {
        entityType: entityTypeOf(found.pool),
        entityId: found.id,
        type: 'UPDATE',
        path: 'password',
        oldValue: 'old',
        newValue: 'reset',
      },
    ]);
  });
  await recordAttempt(ctx, 'reset-code', email, ip, true);
  ctx.log.info(
    { event: 'auth.password-reset', pool: found.pool, principalId: found.id, ip },
    'password reset with code',
  );
}
