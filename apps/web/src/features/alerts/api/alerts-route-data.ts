import type { QueryClient } from '@tanstack/react-query';
import { ensureSelectedProperty } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { exceptionAlertsQueryOptions, settingsQueryOptions } from './alerts-api.ts';

/** /exceptions: the header's property and its alerts. */
export async function loadExceptions(queryClient: QueryClient): Promise<void> {
  const property = await ensureSelectedProperty(queryClient);
  if (property) await ensureQueries(queryClient, [exceptionAlertsQueryOptions(property.id)]);
}

/** /exceptions/settings: the header's property and its settings. */
export async function loadAlertsSettings(queryClient: QueryClient): Promise<void> {
  const property = await ensureSelectedProperty(queryClient);
  if (property) await ensureQueries(queryClient, [settingsQueryOptions('property', property.id)]);
}
