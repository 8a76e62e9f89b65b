import { PropertyOverviewSchema, RollupOverviewSchema, type RollupLevel } from '@kc/domain/overview';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';
import { viewerTimeZone } from '#web/lib/viewer-time-zone.ts';
import type { LevelTarget } from '#web/lib/level-target.ts';

/** What the overview shows: the selected property's briefing, or a level's roll-up. */
export type OverviewTarget = LevelTarget;

const PLURAL: Record<OverviewTarget['level'], string> = {
  property: 'properties',
  region: 'regions',
  division: 'divisions',
  corporation: 'corporations',
};

export const overviewKeys = {
  all: ['overview'] as const,
  target: (target: OverviewTarget, tz: string) => ['overview', target.level, target.id, tz] as const,
};

const url = (target: OverviewTarget, tz: string) =>
  `/api/${PLURAL[target.level]}/${target.id}/overview?tz=${encodeURIComponent(tz)}`;

export const propertyOverviewQueryOptions = (id: number, tz = viewerTimeZone(), silent = false) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: overviewKeys.target({ level: 'property', id }, tz),
    queryFn: ({ signal }) =>
      apiRequest(url({ level: 'property', id }, tz), { schema: PropertyOverviewSchema, signal, silent }),
    staleTime: 30_000,
  });

export const rollupOverviewQueryOptions = (level: RollupLevel, id: number, tz = viewerTimeZone(), silent = false) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: overviewKeys.target({ level, id }, tz),
    queryFn: ({ signal }) => apiRequest(url({ level, id }, tz), { schema: RollupOverviewSchema, signal, silent }),
    staleTime: 30_000,
  });

/** Starts a guessed target's overview without an error toast: the guess may no longer be reachable. */
export function prefetchOverviewSilently(queryClient: QueryClient, target: OverviewTarget): void {
  const tz = viewerTimeZone();
  void (target.level === 'property'
    ? queryClient.prefetchQuery(propertyOverviewQueryOptions(target.id, tz, true))
    : queryClient.prefetchQuery(rollupOverviewQueryOptions(target.level, target.id, tz, true)));
}
