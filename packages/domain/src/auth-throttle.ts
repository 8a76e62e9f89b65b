/**
 * Throttling of guesses at a password or a reset code (NIST SP 800-63B-4 §3.2.2; decision 0031).
 *
 * Failures are counted inside a sliding window, three ways:
 * - per account and address: after `delayAfter` failures each further attempt must wait twice as long as the one
 *   before (1 s, 2 s, 4 s … up to `maxDelaySeconds`), and at `pairLimit` failures the pair is refused until enough of
 *   them have left the window. Only the address that guesses is slowed, so a stranger cannot lock someone out;
 * - per account from every address: a ceiling (at most 100, NIST's bound) against guessing spread over many addresses;
 * - per address over every account: a ceiling against one address spraying many accounts.
 * A success resets the account's counts (not the address's).
 */
export interface ThrottleSettings {
  windowMinutes: number;
  delayAfter: number;
  maxDelaySeconds: number;
  pairLimit: number;
  accountLimit: number;
  addressLimit: number;
}

/** What the store knows about recent failures; `nthLatest*` is the time of the limit-th most recent failure. */
export interface FailureCounts {
  pair: number;
  pairLastAt: Date | null;
  pairNthLatestAt: Date | null;
  account: number;
  accountNthLatestAt: Date | null;
  address: number;
  addressNthLatestAt: Date | null;
}

export type ThrottleVerdict =
  { allowed: true } | { allowed: false; reason: 'delay' | 'pair' | 'account' | 'address'; retryAfterSeconds: number };

/** Seconds an account-and-address pair must wait after its latest failure, given how many it has had. */
export function delayAfterFailures(failures: number, s: Pick<ThrottleSettings, 'delayAfter' | 'maxDelaySeconds'>) {
  if (failures < s.delayAfter) return 0;
  return Math.min(2 ** (failures - s.delayAfter), s.maxDelaySeconds);
}

export function throttleVerdict(c: FailureCounts, s: ThrottleSettings, now: Date): ThrottleVerdict {
  const windowMs = s.windowMinutes * 60_000;
  /** Seconds until the limit-th latest failure leaves the window (then fewer than the limit remain). */
  const untilBelowLimit = (nth: Date | null) =>
    Math.max(1, Math.ceil(((nth?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));
  if (c.account >= s.accountLimit)
    return { allowed: false, reason: 'account', retryAfterSeconds: untilBelowLimit(c.accountNthLatestAt) };
  if (c.address >= s.addressLimit)
    return { allowed: false, reason: 'address', retryAfterSeconds: untilBelowLimit(c.addressNthLatestAt) };
  if (c.pair >= s.pairLimit)
    return { allowed: false, reason: 'pair', retryAfterSeconds: untilBelowLimit(c.pairNthLatestAt) };
  const delayMs = delayAfterFailures(c.pair, s) * 1000;
  const waited = c.pairLastAt ? now.getTime() - c.pairLastAt.getTime() : Infinity;
  if (delayMs > 0 && waited < delayMs)
    return { allowed: false, reason: 'delay', retryAfterSeconds: Math.max(1, Math.ceil((delayMs - waited) / 1000)) };
  return { allowed: true };
}
