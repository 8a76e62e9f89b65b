import { requestLandingEarly, type IdHints } from '#web/lib/landing.ts';
import { loadRollupBriefing } from '../components/rollup-briefing-loader.ts';

/**
 * The overview's early start (its route's `staticData.startEarly`, decision 0072): when a customer signs in bound for
 * it or opens it directly, its landing call goes out with /api/auth/me, and a roll-up login's briefing chunk with it.
 */
export function startOverviewEarly(hints: IdHints): void {
  if (hints.pool !== 'external') return;
  requestLandingEarly();
  if (hints.kind === 'region' || hints.kind === 'division' || hints.kind === null)
    loadRollupBriefing().catch(() => undefined);
}
