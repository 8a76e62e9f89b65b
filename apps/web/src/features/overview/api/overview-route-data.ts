import type { Me } from '@kc/domain/auth';
import { levelSelectorKind } from '@kc/domain/navigation';
import type { QueryClient } from '@tanstack/react-query';
import { ensureMySelection } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { levelTarget } from '#web/lib/level-target.ts';
import { getSelectedId } from '#web/lib/selection.ts';
import { loadRollupBriefing } from '../components/rollup-briefing-loader.ts';
import { landingSeeded } from './landing-data.ts';
import { prefetchOverviewSilently, propertyOverviewQueryOptions, rollupOverviewQueryOptions } from './overview-api.ts';

/**
 * The overview's loader: the login's selection (shared with the shell), then the one overview call; both already in
 * the cache when the session's landing call answered them (decision 0072).
 */
export async function loadOverview(queryClient: QueryClient, me: Me): Promise<void> {
  await landingSeeded(queryClient);
  const kind = levelSelectorKind(me.role, me.commercialLevel);
  const storedId = kind === null ? null : getSelectedId(kind);
  // Usually the entity chosen last time is still the one shown: its overview starts beside the selection list
  // instead of after it (one round trip less on a phone). Silent, since the list decides whether it still counts.
  if (kind !== null && storedId !== null) prefetchOverviewSilently(queryClient, { level: kind, id: storedId });
  const selection = kind === null ? null : await ensureMySelection(queryClient, kind);
  const target = levelTarget(me, selection, storedId);
  if (!target) return;
  if (target.level !== 'property') void loadRollupBriefing().catch(() => undefined);
  await ensureQueries(queryClient, [
    target.level === 'property'
      ? propertyOverviewQueryOptions(target.id)
      : rollupOverviewQueryOptions(target.level, target.id),
  ]);
}
