// The last activity's time in the browser's storage, on its own: signing in writes it, and the sign-in page should not
// load the idle timer for that (decision 0050). idle.ts re-exports it.

/** Shared by every tab of the browser, so activity in one keeps the others signed in. */
export const LAST_ACTIVITY_KEY = 'kc.lastActivity';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readLastActivity(): number | null {
  const value = Number(storage()?.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeLastActivity(at = Date.now()): void {
  storage()?.setItem(LAST_ACTIVITY_KEY, String(at));
}
