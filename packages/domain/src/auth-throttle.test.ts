import { describe, expect, it } from 'vitest';
import { delayAfterFailures, throttleVerdict, type FailureCounts, type ThrottleSettings } from './auth-throttle.ts';

const settings: ThrottleSettings = {
  windowMinutes: 15,
  delayAfter: 3,
  maxDelaySeconds: 60,
  pairLimit: 10,
  accountLimit: 100,
  addressLimit: 100,
};
const now = new Date('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const none: FailureCounts = {
  pair: 0,
  pairLastAt: null,
  pairNthLatestAt: null,
  account: 0,
  accountNthLatestAt: null,
  address: 0,
  addressNthLatestAt: null,
};

describe('delayAfterFailures', () => {
  it('is free for the first failures, then doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 8, 9, 20].map((n) => delayAfterFailures(n, settings))).toEqual([
      0, 0, 0, 1, 2, 4, 8, 32, 60, 60,
    ]);
  });
});

describe('throttleVerdict', () => {
  it('allows an attempt with no recent failures', () => {
    expect(throttleVerdict(none, settings, now)).toEqual({ allowed: true });
  });

  it('slows a failing pair down and lets it try again once the delay has passed', () => {
    const four = { ...none, pair: 4, pairLastAt: ago(1), account: 4, address: 4 };
    expect(throttleVerdict(four, settings, now)).toEqual({ allowed: false, reason: 'delay', retryAfterSeconds: 1 });
    expect(throttleVerdict({ ...four, pairLastAt: ago(2) }, settings, now)).toEqual({ allowed: true });
  });

  it('refuses a pair at its limit until the limit-th latest failure leaves the window', () => {
    const locked = { ...none, pair: 10, pairLastAt: ago(5 * 60), pairNthLatestAt: ago(10 * 60), account: 10 };
    expect(throttleVerdict(locked, settings, now)).toEqual({ allowed: false, reason: 'pair', retryAfterSeconds: 300 });
  });

  it('applies the account ceiling from every address, and the address ceiling over every account', () => {
    const spread = { ...none, account: 100, accountNthLatestAt: ago(60) };
    expect(throttleVerdict(spread, settings, now)).toMatchObject({ allowed: false, reason: 'account' });
    const spray = { ...none, address: 100, addressNthLatestAt: ago(14 * 60 + 59) };
    expect(throttleVerdict(spray, settings, now)).toEqual({ allowed: false, reason: 'address', retryAfterSeconds: 1 });
  });

  it('does not slow an account that fails from other addresses only', () => {
    expect(throttleVerdict({ ...none, account: 40, accountNthLatestAt: null }, settings, now)).toEqual({
      allowed: true,
    });
  });
});
