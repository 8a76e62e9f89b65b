import type { Me } from '@kc/domain/auth';
import { levelSelectorKind } from '@kc/domain/navigation';
import type { QueryClient } from '@tanstack/react-query';
import { ensureMySelection } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { levelTarget } from '#web/lib/level-target.ts';
import { getSelectedId } from '#web/lib/selection.ts';
import { propertyOverviewQueryOptions, rollupOverviewQueryOptions } from './overview-api.ts';

/** The overview's loader: the login's selection (shared with the shell), then the one overview call. */
export async function loadOverview(queryClient: QueryClient, me: Me): Promise<void> {
  const kind = levelSelectorKind(me.role, me.commercialLevel);
  const selection = kind === null ? null : await ensureMySelection(queryClient, kind);
  const target = levelTarget(me, selection, kind === null ? null : getSelectedId(kind));
  if (!target) return;
  await ensureQueries(queryClient, [
    target.level === 'property'
      ? propertyOverviewQueryOptions(target.id)
      : rollupOverviewQueryOptions(target.level, target.id),
  ]);
}
