import type { QueryClient } from '@tanstack/react-query';
import { entityQueryOptions } from '#web/lib/entity-api.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import { poDraftsQueryOptions, poLookupsQueryOptions, poOrderQueryOptions } from './po-form-api.ts';

/** The loaders of the order form's routes: everything the first paint needs, in parallel (decision 0025). */
export async function loadNewPurchaseOrder(queryClient: QueryClient, propertyId: number | null): Promise<void> {
  if (propertyId === null) return;
  await ensureQueries(queryClient, [
    entityQueryOptions('property', propertyId),
    poLookupsQueryOptions(),
    poDraftsQueryOptions(propertyId),
  ]);
  const regionId = queryClient.getQueryData(entityQueryOptions('property', propertyId).queryKey)?.region?.id;
  if (regionId) await ensureQueries(queryClient, [entityQueryOptions('region', regionId)]);
}

export async function loadPurchaseOrderForEdit(queryClient: QueryClient, poId: number | null): Promise<void> {
  if (poId === null) return;
  await ensureQueries(queryClient, [poOrderQueryOptions(poId), poLookupsQueryOptions()]);
}
