import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { findPrincipalByEmail } from './principal.ts';
import { hashToken, issueRefreshToken, type SessionMeta } from './refresh-tokens.ts';
import { assertAcceptablePassword, entityTypeOf, storePassword } from './password-rules.ts';
import type { SignInResult } from './sign-in.ts';

/** Answers the new-password challenge of sign-in: stores the chosen password and signs the login in. */
export async function completeNewPassword(
  ctx: ServiceContext,
  input: { email: string; session: string; newPassword: string },
  meta: SessionMeta,
): Promise<SignInResult> {
  const found = await findPrincipalByEmail(ctx.db, input.email);
  const challenge =
    found && (await ctx.db.prisma.authChallenge.findUnique({ where: { secretHash: hashToken(input.session) } }));
  const ownsChallenge =
    challenge && found && (found.pool === 'internal' ? challenge.internalUserId : challenge.siteLoginId) === found.id;
  if (
    !found ||
    found.disabled ||
    !challenge ||
    !ownsChallenge ||
    challenge.kind !== 'new-password' ||
    challenge.usedAt ||
    challenge.expiresAt < new Date()
  ) {
    throw new AppError('UNAUTHORIZED', MESSAGES.challengeExpired);
  }
  assertAcceptablePassword(ctx, input.newPassword, found.email);
  const { passwordHash: _secret, ...principal } = found;
  await ctx.db.prisma.$transaction(async (tx) => {
    const claimed = await tx.authChallenge.updateMany({
      where: { id: challenge.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) throw new AppError('UNAUTHORIZED', MESSAGES.challengeExpired);
    await storePassword(tx, found.pool, found.id, input.newPassword, false);
    await recordRevisions(tx, { principal }, [
      {
        entityType: entityTypeOf(found.pool),
        entityId: found.id,
        type: 'UPDATE',
        path: 'password',
        oldValue: 'temporary',
        newValue: 'chosen',
      },
    ]);
  });
  const issued = await issueRefreshToken(ctx.db, found.pool, found.id, ctx.auth.refreshTokenTtlDays, meta);
  ctx.log.info({ event: 'auth.new-password', pool: found.pool, principalId: found.id }, 'new password chosen');
  return { principal: { ...principal, mustChangePassword: false }, ...issued };
}
