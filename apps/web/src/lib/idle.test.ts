// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createIdleMonitor,
  formatCountdown,
  IDLE_LIMIT_MS,
  IDLE_WARNING_MS,
  idlePhase,
  isLowTime,
  LAST_ACTIVITY_KEY,
  limitPassed,
  readLastActivity,
  type IdlePhase,
} from './idle.ts';

describe('idle timing (pure)', () => {
  it('is active before the limit, for both kinds of user', () => {
    expect(idlePhase(1000, 0, { isInternal: true })).toEqual({ kind: 'active', msUntilLimit: IDLE_LIMIT_MS - 1000 });
    expect(idlePhase(IDLE_LIMIT_MS - 1, 0, { isInternal: false }).kind).toBe('active');
  });

  it('expires internal users at the limit and warns external users for five minutes', () => {
    expect(idlePhase(IDLE_LIMIT_MS, 0, { isInternal: true })).toEqual({ kind: 'expired' });
    expect(idlePhase(IDLE_LIMIT_MS, 0, { isInternal: false })).toEqual({
      kind: 'warning',
      remainingMs: IDLE_WARNING_MS,
    });
    expect(idlePhase(IDLE_LIMIT_MS + IDLE_WARNING_MS - 1, 0, { isInternal: false })).toEqual({
      kind: 'warning',
      remainingMs: 1,
    });
    expect(idlePhase(IDLE_LIMIT_MS + IDLE_WARNING_MS, 0, { isInternal: false })).toEqual({ kind: 'expired' });
  });

  it('uses the spec constants', () => {
    expect(IDLE_LIMIT_MS).toBe(28_800_000);
    expect(IDLE_WARNING_MS).toBe(300_000);
  });

  it('takes the low-time style under 20 % left and formats the countdown', () => {
    expect(isLowTime(60_000)).toBe(false);
    expect(isLowTime(59_999)).toBe(true);
    expect(formatCountdown(300_000)).toBe('5:00');
    expect(formatCountdown(65_001)).toBe('1:06');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('knows when the limit has passed (window focus)', () => {
    expect(limitPassed(IDLE_LIMIT_MS - 1, 0)).toBe(false);
    expect(limitPassed(IDLE_LIMIT_MS, 0)).toBe(true);
  });
});

describe('createIdleMonitor (fake timers)', () => {
  let phases: IdlePhase[];
  let onExpire: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') });
    localStorage.clear();
    phases = [];
    onExpire = vi.fn<() => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const monitor = (isInternal: boolean) => {
    const m = createIdleMonitor({ isInternal, onPhase: (p) => phases.push(p), onExpire });
    m.start();
    return m;
  };
  const last = () => phases.at(-1)!;

  it('signs an internal user out at the limit, without a warning', () => {
    monitor(true);
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(phases.some((p) => p.kind === 'warning')).toBe(false);
  });

  it('counts an external user down each second and signs out at zero', () => {
    monitor(false);
    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(last()).toEqual({ kind: 'warning', remainingMs: IDLE_WARNING_MS });
    vi.advanceTimersByTime(1000);
    expect(last()).toEqual({ kind: 'warning', remainingMs: IDLE_WARNING_MS - 1000 });
    vi.advanceTimersByTime(IDLE_WARNING_MS - 1001);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('Stay Logged In restarts the timer', () => {
    const m = monitor(false);
    vi.advanceTimersByTime(IDLE_LIMIT_MS + 60_000);
    expect(last().kind).toBe('warning');
    m.stay();
    expect(last().kind).toBe('active');
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(last().kind).toBe('active');
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('debounces activity to one write per second, and ignores it during the warning', () => {
    const m = monitor(false);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    vi.advanceTimersByTime(5000);
    m.activity();
    m.activity();
    vi.advanceTimersByTime(200);
    m.activity();
    expect(setItem.mock.calls.filter(([key]) => key === LAST_ACTIVITY_KEY)).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    // The trailing write records the last event of the burst.
    expect(setItem.mock.calls.filter(([key]) => key === LAST_ACTIVITY_KEY)).toHaveLength(2);
    expect(readLastActivity()).toBe(Date.now() - 200);

    vi.advanceTimersByTime(IDLE_LIMIT_MS);
    expect(last().kind).toBe('warning');
    m.activity();
    vi.advanceTimersByTime(1500);
    expect(last().kind).toBe('warning');
    setItem.mockRestore();
  });

  it('activity keeps the session alive past the original limit', () => {
    const m = monitor(true);
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 10_000);
    m.activity();
    vi.advanceTimersByTime(20_000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('signs out on focus once the limit has passed, even during the countdown', () => {
    const m = monitor(false);
    // Background tabs may sleep: the stored time is what counts.
    m.stop();
    m.start();
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - IDLE_LIMIT_MS - 1000));
    m.focus();
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('focus before the limit changes nothing', () => {
    const m = monitor(false);
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1000);
    m.focus();
    expect(onExpire).not.toHaveBeenCalled();
    expect(last().kind).toBe('active');
  });

  it('follows activity recorded by another tab', () => {
    const m = monitor(false);
    vi.advanceTimersByTime(IDLE_LIMIT_MS + 1000);
    expect(last().kind).toBe('warning');
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    m.sync();
    expect(last().kind).toBe('active');
  });

  it('starts from the stored last activity, so a reload does not reset the timer', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - IDLE_LIMIT_MS));
    monitor(true);
    expect(onExpire).toHaveBeenCalledOnce();
  });
});
