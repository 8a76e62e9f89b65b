import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { LAST_ACTIVITY_KEY, readLastActivity, writeLastActivity } from './last-activity.ts';

export { LAST_ACTIVITY_KEY, readLastActivity, writeLastActivity } from './last-activity.ts';

/** Spec 000 §9: idle limit for internal and external users (8 hours). */
export const IDLE_LIMIT_MS = 28_800_000;
/** Spec 000 §9: the external users' warning countdown (5 minutes). */
export const IDLE_WARNING_MS = 300_000;
/** Spec 000 §4, §9: activity resets the timer, debounced by 1 second. */
export const ACTIVITY_DEBOUNCE_MS = 1_000;
/** Spec 000 §4: the countdown takes its low-time style under 20 percent left. */
export const LOW_TIME_FRACTION = 0.2;
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

export type IdlePhase =
  { kind: 'active'; msUntilLimit: number } | { kind: 'warning'; remainingMs: number } | { kind: 'expired' };

export interface IdleOptions {
  /** Internal users are signed out at the limit; external users get the countdown first. */
  isInternal: boolean;
  limitMs?: number;
  warningMs?: number;
}

/** Where a session stands after `lastActivity`, at `now`. */
export function idlePhase(
  now: number,
  lastActivity: number,
  { isInternal, limitMs = IDLE_LIMIT_MS, warningMs = IDLE_WARNING_MS }: IdleOptions,
): IdlePhase {
  const idle = Math.max(0, now - lastActivity);
  if (idle < limitMs) return { kind: 'active', msUntilLimit: limitMs - idle };
  if (isInternal) return { kind: 'expired' };
  const remainingMs = limitMs + warningMs - idle;
  return remainingMs > 0 ? { kind: 'warning', remainingMs } : { kind: 'expired' };
}

/** Spec 000 §4: on window focus a logout happens if the idle limit has passed (for both kinds of user). */
export function limitPassed(now: number, lastActivity: number, limitMs = IDLE_LIMIT_MS): boolean {
  return now - lastActivity >= limitMs;
}

export function isLowTime(remainingMs: number, totalMs = IDLE_WARNING_MS): boolean {
  return remainingMs < totalMs * LOW_TIME_FRACTION;
}

/** "4:05": minutes and seconds left, rounded up so that 0:00 only shows at the end. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface IdleMonitor {
  start(): void;
  stop(): void;
  /** A user event; written at most once per debounce interval, and ignored while the warning shows. */
  activity(): void;
  /** "Stay Logged In": restarts the timer. */
  stay(): void;
  /** The window regained focus. */
  focus(): void;
  /** Another tab wrote the last-activity time. */
  sync(): void;
}

export interface IdleMonitorOptions extends IdleOptions {
  onPhase(phase: IdlePhase): void;
  onExpire(): void;
  debounceMs?: number;
}

/**
 * The idle timer without React: one timeout to the next change of phase, a one-second tick during the countdown,
 * last activity in localStorage. Timing is read from Date.now and setTimeout so fake timers can drive it.
 */
export function createIdleMonitor(options: IdleMonitorOptions): IdleMonitor {
  const debounceMs = options.debounceMs ?? ACTIVITY_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = 0;
  let phase: IdlePhase = { kind: 'active', msUntilLimit: options.limitMs ?? IDLE_LIMIT_MS };
  let running = false;
  let expired = false;

  const last = () => readLastActivity() ?? Date.now();

  const expire = () => {
    if (expired) return;
    expired = true;
    stop();
    options.onExpire();
  };

  const evaluate = () => {
    if (!running) return;
    clearTimeout(timer);
    phase = idlePhase(Date.now(), last(), options);
    options.onPhase(phase);
    if (phase.kind === 'expired') return expire();
    // During the countdown tick each second (on the second boundary), else sleep until the limit.
    const wait = phase.kind === 'active' ? phase.msUntilLimit : phase.remainingMs % 1000 || 1000;
    timer = setTimeout(evaluate, wait);
  };

  const write = () => {
    lastWrite = Date.now();
    writeLastActivity(lastWrite);
  };

  function stop() {
    running = false;
    clearTimeout(timer);
    clearTimeout(trailing);
    trailing = undefined;
  }

  return {
    start() {
      running = true;
      expired = false;
      if (readLastActivity() === null) write();
      evaluate();
    },
    stop,
    activity() {
      if (!running || phase.kind !== 'active') return;
      const now = Date.now();
      if (now - lastWrite >= debounceMs) {
        write();
        evaluate();
      } else if (!trailing) {
        trailing = setTimeout(
          () => {
            trailing = undefined;
            if (!running || phase.kind !== 'active') return;
            write();
            evaluate();
          },
          lastWrite + debounceMs - now,
        );
      }
    },
    stay() {
      if (!running) return;
      write();
      evaluate();
    },
    focus() {
      if (!running) return;
      if (limitPassed(Date.now(), last(), options.limitMs)) return expire();
      evaluate();
    },
    sync: evaluate,
  };
}

/**
 * Runs the idle monitor while mounted: listens to activity, focus and the other tabs, and reports the phase (the
 * countdown ticks each second). `onExpire` fires once.
 */
export function useIdleTimer({
  isInternal,
  onExpire,
  enabled = true,
}: {
  isInternal: boolean;
  onExpire: () => void;
  enabled?: boolean;
}) {
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active', msUntilLimit: IDLE_LIMIT_MS });
  // The latest onExpire, without restarting the monitor when the caller passes a new function.
  const expire = useEffectEvent(onExpire);
  const monitorRef = useRef<IdleMonitor | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const monitor = createIdleMonitor({ isInternal, onPhase: setPhase, onExpire: () => expire() });
    monitorRef.current = monitor;
    const onActivity = () => monitor.activity();
    const onFocus = () => monitor.focus();
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY || event.key === null) monitor.sync();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    window.addEventListener('focus', onFocus);
    window.addEventListener('storage', onStorage);
    monitor.start();
    return () => {
      monitor.stop();
      monitorRef.current = null;
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('storage', onStorage);
    };
  }, [isInternal, enabled]);

  return { phase, stay: () => monitorRef.current?.stay() };
}
