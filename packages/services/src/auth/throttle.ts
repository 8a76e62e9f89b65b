import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { throttleVerdict, type FailureCounts } from '@kc/domain/auth-throttle';
import type { ServiceContext } from '../context.ts';

export type AttemptKind = 'sign-in' | 'reset-code';

/**
 * Refuses an attempt the domain's throttle rule says must wait (per account and address first, with a progressive
 * delay; then the account's and the address's ceilings), with the seconds to wait. Kept in Postgres, not memory, so
 * every API process sees the same counts. An account's counts restart after its last success; an address's do not.
 */
export async function assertNotThrottled(
  ctx: ServiceContext,
  kind: AttemptKind,
  email: string,
  ip: string,
): Promise<void> {
  const s = ctx.auth.throttle;
  // Columns named as the domain's FailureCounts, so the row is passed to the rule as it is.
  const { rows } = await ctx.db.pool.query<FailureCounts & { now: Date }>(
    `WITH since AS (SELECT now() - make_interval(mins => $4) AS t),
          last_ok AS (SELECT coalesce(max(created_at), '-infinity') AS t
                        FROM auth_attempts WHERE kind = $1 AND email = $2 AND success),
          account AS (SELECT ip, created_at FROM auth_attempts, since, last_ok
                       WHERE kind = $1 AND email = $2 AND NOT success
                         AND created_at > since.t AND created_at > last_ok.t),
          address AS (SELECT created_at FROM auth_attempts, since
                       WHERE kind = $1 AND ip = $3 AND NOT success AND created_at > since.t)
     SELECT
       (SELECT count(*)::int FROM account WHERE ip = $3) AS "pair",
       (SELECT max(created_at) FROM account WHERE ip = $3) AS "pairLastAt",
       (SELECT created_at FROM account WHERE ip = $3 ORDER BY created_at DESC OFFSET $5 - 1 LIMIT 1) AS "pairNthLatestAt",
       (SELECT count(*)::int FROM account) AS "account",
       (SELECT created_at FROM account ORDER BY created_at DESC OFFSET $6 - 1 LIMIT 1) AS "accountNthLatestAt",
       (SELECT count(*)::int FROM address) AS "address",
       (SELECT created_at FROM address ORDER BY created_at DESC OFFSET $7 - 1 LIMIT 1) AS "addressNthLatestAt",
       now() AS now`,
    [kind, email, ip, s.windowMinutes, s.pairLimit, s.accountLimit, s.addressLimit],
  );
  const counts = rows[0]!;
  // The database's clock wrote the attempts' times, so it is the one to compare them with.
  const verdict = throttleVerdict(counts, s, counts.now);
  if (verdict.allowed) return;
  ctx.log.warn({ event: 'auth.throttled', kind, email, ip, reason: verdict.reason }, 'attempt refused: wait');
  throw new AppError('TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts, [], {
    retryAfterSeconds: verdict.retryAfterSeconds,
  });
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
