// The reader's IANA time zone, which the reports, exports and the overview send so that their days are the reader's
// calendar days. Asking the browser for it (Intl.DateTimeFormat().resolvedOptions()) loads its time-zone data: the
// first time on a page that is a task of 100 ms and more on a phone, in the middle of the overview's first load
// (issue 13: total blocking time; decision 0067). The name is kept in localStorage with the zone's UTC offsets in
// January and July, which Date reads without that data: a stored name whose offsets no longer match (the device moved
// to another zone) is asked for again.

const STORAGE_KEY = 'kc.timeZone';

let known: string | undefined;

/** The local zone's offsets at the start and the middle of this year, in minutes: its fingerprint. */
export function zoneFingerprint(now = new Date()): string {
  const year = now.getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()}/${new Date(year, 6, 1).getTimezoneOffset()}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function askBrowser(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Asks the browser and remembers the answer (the sign-in does it while its request is on the way). */
export function rememberViewerTimeZone(): string {
  known = askBrowser();
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ zone: known, fingerprint: zoneFingerprint() }));
  return known;
}

/** The reader's IANA time zone: remembered when its offsets still match, else asked for. */
export function viewerTimeZone(): string {
  if (known) return known;
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as { zone?: unknown; fingerprint?: unknown };
    if (stored && typeof stored.zone === 'string' && stored.zone && stored.fingerprint === zoneFingerprint()) {
      known = stored.zone;
      return known;
    }
  } catch {
    // unreadable: ask the browser
  }
  return rememberViewerTimeZone();
}

/** For tests: forget the zone known to this page. */
export function forgetViewerTimeZone(): void {
  known = undefined;
}
