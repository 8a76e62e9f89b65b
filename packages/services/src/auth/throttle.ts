import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import type { ServiceContext } from '../context.ts';

export type AttemptKind = 'sign-in' | 'reset-code';

/**
 * Refuses an attempt when the account or the address has failed too often inside the window.
 * Kept in Postgres, not memory, so every API process sees the same counts.
 * An account's count restarts after its last success; an address's does not.
 */
export async function assertNotThrottled(
  ctx: ServiceContext,
  kind: AttemptKind,
  email: string,
  ip: string,
): Promise<void> {
  const { throttleWindowMinutes, maxFailuresPerAccount, maxFailuresPerAddress } = ctx.auth;
  const { rows } = await ctx.db.pool.query<{ account: string; address: string }>(
    `WITH since AS (SELECT now() - make_interval(mins => $4) AS t),
          last_ok AS (SELECT max(created_at) AS t FROM auth_attempts WHERE kind = $1 AND email = $2 AND success)
     SELECT
       (SELECT count(*) FROM auth_attempts, since, last_ok
          WHERE kind = $1 AND email = $2 AND NOT success AND created_at > since.t
            AND (last_ok.t IS NULL OR created_at > last_ok.t)) AS account,
       (SELECT count(*) FROM auth_attempts, since
          WHERE kind = $1 AND ip = $3 AND NOT success AND created_at > since.t) AS address`,
    [kind, email, ip, throttleWindowMinutes],
  );
  const counts = rows[0]!;
  if (Number(counts.account) >= maxFailuresPerAccount || Number(counts.address) >= maxFailuresPerAddress) {
    ctx.log.warn({ event: 'auth.throttled', kind, email, ip }, 'attempt refused: too many failures');
    throw new AppError('TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts);
  }
}

export async function recordAttempt(
  ctx: ServiceContext,
  kind: AttemptKind,
  email: string,
  ip: string,
  success: boolean,
): Promise<void> {
  await ctx.db.prisma.authAttempt.create({ data: { kind, email, ip, success } });
}
