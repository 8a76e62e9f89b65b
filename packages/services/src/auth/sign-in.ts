import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import type { SignInBody } from '@kc/domain/auth';
import type { ServiceContext } from '../context.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { findPrincipalByEmail, type Principal } from './principal.ts';
import { issueRefreshToken, type SessionMeta } from './refresh-tokens.ts';
import { assertNotThrottled, recordAttempt } from './throttle.ts';
import { openChallenge } from './challenges.ts';

export interface SignInResult {
  principal: Principal;
  refreshToken: string;
  familyId: string;
}

export type SignInOutcome =
  ({ kind: 'tokens' } & SignInResult) | { kind: 'new-password-required'; session: string; email: string };

/**
 * Signs a person in from either pool. Unknown e-mail, wrong password and disabled login all get the
 * same message, and an unknown e-mail still costs one hash check, so neither text nor timing tells them apart.
 */
export async function signIn(
  ctx: ServiceContext,
  input: SignInBody,
  meta: SessionMeta & { ip: string },
): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  await assertNotThrottled(ctx, 'sign-in', email, meta.ip);

  const found = await findPrincipalByEmail(ctx.db, email);
  const passwordOk = found
    ? await verifyPassword(found.passwordHash, input.password)
    : (await verifyPassword(await dummyPasswordHash(), input.password), false);

  if (!found || !passwordOk || found.disabled) {
    await recordAttempt(ctx, 'sign-in', email, meta.ip, false);
    ctx.log.info({ event: 'auth.sign-in.failed', email, ip: meta.ip, known: Boolean(found) }, 'sign-in refused');
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  await recordAttempt(ctx, 'sign-in', email, meta.ip, true);
  if (found.mustChangePassword) {
    // A temporary or admin-set password proves identity only far enough to choose a new one.
    const challenge = await ctx.db.prisma.$transaction((tx) => openChallenge(tx, 'new-password', found.pool, found.id));
    ctx.log.info({ event: 'auth.sign-in.new-password-required', email }, 'new password required');
    return { kind: 'new-password-required', session: challenge.secret, email };
  }

  const { passwordHash: _secret, ...principal } = found;
  const issued = await issueRefreshToken(ctx.db, principal.pool, principal.id, ctx.auth.refreshTokenTtlDays, meta);
  ctx.log.info({ event: 'auth.sign-in', pool: principal.pool, principalId: principal.id, ip: meta.ip }, 'signed in');
  return { kind: 'tokens', principal, ...issued };
}
