// Where a customer login lands, asked for early (issue 13 item 6, decision 0072): GET /api/me/overview answers the
// header selector's list, the chosen entity and its overview in one call, so signing in (or opening /overview) shows
// the overview after one round of parallel requests: this call, /api/auth/me and the page's chunks, side by side.
// Only the request starts here (the sign-in page's download carries no schema); the overview's loader takes the
// answer, parses it and puts each part where the shell and the page look for it (features/overview/api).
import { levelSelectorKind } from '@kc/domain/navigation';
import { apiRequest } from './api-client.ts';
import { getSelectedId } from './selection.ts';
import { getTokens } from './token-storage.ts';
import { viewerTimeZone } from './viewer-time-zone.ts';

let early: Promise<unknown> | undefined;

interface IdHints {
  pool: string | null;
  /** The header selector's kind (spec rule: levelSelectorKind); undefined when the token does not say. */
  kind: 'property' | 'region' | 'division' | null | undefined;
}

/**
 * What the stored (or given) id token says about its login: the pool in its subject (`external:12`) and, from its role
 * and `lvl` claims, the header selector's kind. Hints for loading early only; the API decides from its own data.
 */
export function idTokenHints(idToken = getTokens()?.idToken): IdHints {
  try {
    const payload = (idToken ?? '').split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const pool = typeof claims.sub === 'string' ? (claims.sub.split(':')[0] ?? null) : null;
    const { role, lvl } = claims;
    const kind = typeof role === 'number' && typeof lvl === 'number' ? levelSelectorKind(role, lvl) : undefined;
    return { pool, kind };
  } catch {
    return { pool: null, kind: undefined };
  }
}

/** The landing call's address: the reader's zone and the selections this browser remembers. */
export function landingPath(): string {
  const query = new URLSearchParams({ tz: viewerTimeZone() });
  for (const kind of ['property', 'region', 'division'] as const) {
    const id = getSelectedId(kind);
    if (id !== null) query.set(kind, String(id));
  }
  return `/api/me/overview?${query.toString()}`;
}

/** Starts the landing call for a customer login's session (provider staff land on the dashboard: nothing to ask). */
export function requestLandingEarly(): void {
  early = undefined;
  if (idTokenHints().pool !== 'external') return;
  // Silent: when it fails the overview asks for its parts one by one, and those report the failure.
  const answer = apiRequest(landingPath(), { silent: true });
  answer.catch(() => undefined);
  early = answer;
}

/** The early landing answer for the overview's first load; later loads ask for their parts as usual. */
export function takeEarlyLanding(): Promise<unknown> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
