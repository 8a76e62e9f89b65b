import { DbIdParamSchema } from '@kc/domain/ids';
import type { QueryClient } from '@tanstack/react-query';
import { ensureSelectedProperty } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import {
  keyActivityAlertQueryOptions,
  keyActivityAlertsQueryOptions,
  keyActivityChoicesQueryOptions,
} from './key-activity-alerts-api.ts';

/** A rule id from the path, or null when it is not one (the page then says "not found"). */
export const alertIdOf = (raw: string): number | null => {
  const parsed = DbIdParamSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/**
 * The loader of each Key Activity Emails page, on the property selected in the header: the list; one rule (view);
 * the choices and, when editing, the rule (form).
 */
export async function loadKeyActivityPage(
  queryClient: QueryClient,
  page: 'list' | 'view' | 'form',
  rawAlertId?: string,
): Promise<void> {
  const property = await ensureSelectedProperty(queryClient);
  if (!property) return;
  const alertId = rawAlertId === undefined ? null : alertIdOf(rawAlertId);
  const one = alertId === null ? [] : [keyActivityAlertQueryOptions(property.id, alertId)];
  if (page === 'list') return ensureQueries(queryClient, [keyActivityAlertsQueryOptions(property.id)]);
  if (page === 'view') return ensureQueries(queryClient, one);
  return ensureQueries(queryClient, [keyActivityChoicesQueryOptions(property.id), ...one]);
}
