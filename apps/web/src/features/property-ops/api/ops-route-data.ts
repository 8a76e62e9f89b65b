import type { Me } from '@kc/domain/auth';
import { DbIdSchema } from '@kc/domain/ids';
import type { QueryClient } from '@tanstack/react-query';
import { ensureHeaderProperty, ensureSelectedProperty } from '#web/lib/my-entities.ts';
import { ensureQueries } from '#web/lib/route-data.ts';
import {
  activitiesQueryOptions,
  vendorsQueryOptions,
  workOrderQueryOptions,
  workOrdersQueryOptions,
} from './property-ops-api.ts';

/** The property pages of this feature and the list each shows at once. */
const PAGE_QUERIES = {
  vendors: (propertyId: number) => [vendorsQueryOptions(propertyId)],
  'work-orders': (propertyId: number) => [workOrdersQueryOptions(propertyId)],
  activities: (propertyId: number) => [activitiesQueryOptions(propertyId)],
  // The work-order form offers the property's vendors.
  'work-order-form': (propertyId: number) => [vendorsQueryOptions(propertyId)],
} as const;
export type OpsPage = keyof typeof PAGE_QUERIES;

const idOf = (raw: string): number | null => {
  const parsed = DbIdSchema.safeParse(Number(raw));
  return parsed.success ? parsed.data : null;
};

/** The loader of a page under /property/{propertyId}/… (provider staff). */
export function loadPropertyOpsPage(
  queryClient: QueryClient,
  page: OpsPage,
  rawPropertyId: string,
  rawOrderId?: string,
) {
  const propertyId = idOf(rawPropertyId);
  if (propertyId === null) return;
  const orderId = rawOrderId === undefined ? null : idOf(rawOrderId);
  return ensureQueries(queryClient, [
    ...PAGE_QUERIES[page](propertyId),
    ...(orderId === null ? [] : [workOrderQueryOptions(orderId)]),
  ]);
}

/** The loader of a customer page of the property selected in the header (the shell resolves it the same way). */
export async function loadSelectedPropertyOpsPage(queryClient: QueryClient, page: OpsPage): Promise<void> {
  const property = await ensureSelectedProperty(queryClient);
  if (property) await ensureQueries(queryClient, PAGE_QUERIES[page](property.id));
}

/**
 * The loader of the customer's work-order form (/property-work-orders/{orderId}): when editing, the order and then
 * the vendors of its own property; when adding ("add"), the vendors of ?propertyId or of the header's property.
 */
export async function loadCustomerWorkOrderForm(
  queryClient: QueryClient,
  me: Me,
  rawOrderId: string,
  fromUrl: number | undefined,
): Promise<void> {
  if (rawOrderId === 'add') {
    const propertyId = fromUrl ?? (await ensureHeaderProperty(queryClient, me))?.id;
    if (propertyId !== undefined) await ensureQueries(queryClient, PAGE_QUERIES['work-order-form'](propertyId));
    return;
  }
  const orderId = idOf(rawOrderId);
  if (orderId === null) return;
  const order = await queryClient.ensureQueryData(workOrderQueryOptions(orderId)).catch(() => null);
  if (order) await ensureQueries(queryClient, PAGE_QUERIES['work-order-form'](order.propertyId));
}
