import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { throttleVerdict } from '@kc/domain/auth-throttle';
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
  const { rows } = await ctx.db.pool.query<{
    pair: number;
    pair_last: Date | null;
    pair_nth: Date | null;
    account: number;
    account_nth: Date | null;
    address: number;
    address_nth: Date | null;
    now: Date;
  }>(
    `WITH since AS (SELECT now() - make_interval(mins => $4) AS t),
          last_ok AS (SELECT coalesce(max(created_at), '-infinity') AS t
                        FROM auth_attempts WHERE kind = $1 AND email = $2 AND success),
          account AS (SELECT ip, created_at FROM auth_attempts, since, last_ok
                       WHERE kind = $1 AND email = $2 AND NOT success
                         AND created_at > since.t AND created_at > last_ok.t),
          address AS (SELECT created_at FROM auth_attempts, since
                       WHERE kind = $1 AND ip = $3 AND NOT success AND created_at > since.t)
     SELECT
       (SELECT count(*)::int FROM account WHERE ip = $3) AS pair,
       (SELECT max(created_at) FROM account WHERE ip = $3) AS pair_last,
       (SELECT created_at FROM account WHERE ip = $3 ORDER BY created_at DESC OFFSET $5 - 1 LIMIT 1) AS pair_nth,
       (SELECT count(*)::int FROM account) AS account,
       (SELECT created_at FROM account ORDER BY created_at DESC OFFSET $6 - 1 LIMIT 1) AS account_nth,
       (SELECT count(*)::int FROM address) AS address,
       (SELECT created_at FROM address ORDER BY created_at DESC OFFSET $7 - 1 LIMIT 1) AS address_nth,
       now() AS now`,
    [kind, email, ip, s.windowMinutes, s.pairLimit, s.accountLimit, s.addressLimit],
  );
  const r = rows[0]!;
  const verdict = throttleVerdict(
    {
      pair: r.pair,
      pairLastAt: r.pair_last,
      pairNthLatestAt: r.pair_nth,
      account: r.account,
      accountNthLatestAt: r.account_nth,
      address: r.address,
      addressNthLatestAt: r.address_nth,
    },
    s,
    r.now, // the database's clock wrote the attempts' times
  );
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
