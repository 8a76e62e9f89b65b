import {
  KeyActivityAlertSchema,
  KeyActivityChoicesSchema,
  type KeyActivityAlertCreate,
  type KeyActivityAlertUpdate,
} from '@kc/domain/key-activity-alerts/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

export const keyActivityKeys = {
  all: (propertyId: number) => ['key-activity-alerts', propertyId] as const,
  list: (propertyId: number) => ['key-activity-alerts', propertyId, 'list'] as const,
  one: (propertyId: number, alertId: number) => ['key-activity-alerts', propertyId, 'one', alertId] as const,
  choices: (propertyId: number) => ['key-activity-alerts', propertyId, 'choices'] as const,
};
const base = (propertyId: number) => `/api/properties/${propertyId}/key-activity-alerts`;

export const keyActivityAlertsQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: keyActivityKeys.list(propertyId),
    queryFn: ({ signal }) => apiRequest(base(propertyId), { schema: z.array(KeyActivityAlertSchema), signal }),
  });

export const keyActivityAlertQueryOptions = (propertyId: number, alertId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: keyActivityKeys.one(propertyId, alertId),
    queryFn: ({ signal }) => apiRequest(`${base(propertyId)}/${alertId}`, { schema: KeyActivityAlertSchema, signal }),
  });

export const keyActivityChoicesQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: keyActivityKeys.choices(propertyId),
    queryFn: ({ signal }) => apiRequest(`${base(propertyId)}/choices`, { schema: KeyActivityChoicesSchema, signal }),
  });

/** Saving or removing a rule changes the list and the rule: both are asked again. */
function useInvalidate(propertyId: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: keyActivityKeys.all(propertyId) });
}

export function useSaveKeyActivityAlert(propertyId: number, alertId?: number) {
  const invalidate = useInvalidate(propertyId);
  return useMutation({
    mutationFn: (body: KeyActivityAlertCreate | KeyActivityAlertUpdate) =>
      apiRequest(alertId === undefined ? base(propertyId) : `${base(propertyId)}/${alertId}`, {
        method: alertId === undefined ? 'POST' : 'PUT',
        body,
        schema: KeyActivityAlertSchema,
        silent: true,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteKeyActivityAlert(propertyId: number) {
  const invalidate = useInvalidate(propertyId);
  return useMutation({
    mutationFn: (alertId: number) => apiRequest(`${base(propertyId)}/${alertId}`, { method: 'DELETE', silent: true }),
    onSuccess: invalidate,
  });
}
