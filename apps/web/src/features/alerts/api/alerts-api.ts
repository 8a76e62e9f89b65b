import type { LevelSettings } from '@kc/domain/alerts';
import {
  ClearedBadgeSchema,
  ExceptionSettingsViewSchema,
  NotScannedListSchema,
  RollupAlertsSchema,
} from '@kc/domain/alerts-views';
import { LEVEL_PLURAL, type EntityLevel } from '@kc/domain/hierarchy';
import type { RollupLevel } from '@kc/domain/overview';
import { ExceptionAlertsSchema } from '@kc/domain/property-ops';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

/** Everything under 'alerts' depends on the settings: a save invalidates the whole family. */
export const alertsKeys = {
  all: ['alerts'] as const,
  propertyAlerts: (propertyId: number) => ['alerts', 'property', propertyId] as const,
  settings: (level: EntityLevel, id: number) => ['alerts', 'settings', level, id] as const,
  rollup: (level: RollupLevel, id: number) => ['alerts', 'rollup', level, id] as const,
  notScanned: (level: EntityLevel, id: number) => ['alerts', 'not-scanned', level, id] as const,
};

const base = (level: EntityLevel, id: number) => `/api/${LEVEL_PLURAL[level]}/${id}`;

export const exceptionAlertsQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: alertsKeys.propertyAlerts(propertyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/exception-alerts`, { schema: ExceptionAlertsSchema, signal }),
    refetchInterval: 5 * 60_000,
  });

export const settingsQueryOptions = (level: EntityLevel, id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: alertsKeys.settings(level, id),
    queryFn: ({ signal }) =>
      apiRequest(`${base(level, id)}/exception-settings`, { schema: ExceptionSettingsViewSchema, signal }),
  });

export const rollupAlertsQueryOptions = (level: RollupLevel, id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: alertsKeys.rollup(level, id),
    queryFn: ({ signal }) => apiRequest(`${base(level, id)}/exception-alerts`, { schema: RollupAlertsSchema, signal }),
  });

export const notScannedQueryOptions = (level: EntityLevel, id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: alertsKeys.notScanned(level, id),
    queryFn: ({ signal }) =>
      apiRequest(`${base(level, id)}/keys-requested-but-not-scanned`, { schema: NotScannedListSchema, signal }),
  });

/** PUT a level's own settings; every alerts query follows (lists, roll-ups and the other levels' inherited values). */
export function useSaveSettings(level: EntityLevel, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LevelSettings) =>
      apiRequest(`${base(level, id)}/exception-settings`, {
        method: 'PUT',
        body,
        schema: ExceptionSettingsViewSchema,
        silent: true,
      }),
    onSuccess: (view) => {
      qc.setQueryData(alertsKeys.settings(level, id), view);
      return qc.invalidateQueries({ queryKey: alertsKeys.all });
    },
  });
}

export function useClearBadgeAlert(propertyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (badgeId: number) =>
      apiRequest(`/api/properties/${propertyId}/badges/${badgeId}/clear-alert`, {
        method: 'POST',
        body: {},
        schema: ClearedBadgeSchema,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: alertsKeys.all }),
  });
}
