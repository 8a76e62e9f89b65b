import {
  MyPropertySchema,
  NamedEntitySchema,
  PropertySummarySchema,
  type MyProperty,
  type NamedEntity,
} from '@kc/domain/property-summary';
import type { Me } from '@kc/domain/auth';
import { levelSelectorKind } from '@kc/domain/navigation';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';
import { getSelectedId, resolveSelection, type SelectionKind } from '#web/lib/selection.ts';

/** The properties the login reaches, in the server's order (the first is the default selection). */
export const myPropertiesQueryOptions = queryOptions({
  queryKey: ['me', 'properties'] as const,
  queryFn: ({ signal }) => apiRequest('/api/me/properties', { schema: z.array(MyPropertySchema), signal }),
  staleTime: 5 * 60_000,
});

export const myRegionsQueryOptions = queryOptions({
  queryKey: ['me', 'regions'] as const,
  queryFn: ({ signal }) => apiRequest('/api/me/regions', { schema: z.array(NamedEntitySchema), signal }),
  staleTime: 5 * 60_000,
});

export const myDivisionsQueryOptions = queryOptions({
  queryKey: ['me', 'divisions'] as const,
  queryFn: ({ signal }) => apiRequest('/api/me/divisions', { schema: z.array(NamedEntitySchema), signal }),
  staleTime: 5 * 60_000,
});

/** The list behind a header selector (properties, regions or divisions the login reaches); none without a kind. */
export function useMySelection(kind: SelectionKind | null): { isPending: boolean; data: NamedEntity[] | undefined } {
  const properties = useQuery({ ...myPropertiesQueryOptions, enabled: kind === 'property' });
  const regions = useQuery({ ...myRegionsQueryOptions, enabled: kind === 'region' });
  const divisions = useQuery({ ...myDivisionsQueryOptions, enabled: kind === 'division' });
  const list = kind === 'region' ? regions : kind === 'division' ? divisions : properties;
  return { isPending: kind !== null && list.isPending, data: list.data };
}

/** For a route's loader: the list behind a header selector, or null when it failed. */
export function ensureMySelection(queryClient: QueryClient, kind: SelectionKind): Promise<NamedEntity[] | null> {
  const list =
    kind === 'property'
      ? queryClient.ensureQueryData(myPropertiesQueryOptions)
      : kind === 'region'
        ? queryClient.ensureQueryData(myRegionsQueryOptions)
        : queryClient.ensureQueryData(myDivisionsQueryOptions);
  return list.catch(() => null);
}

/**
 * Header customer number, sidebar card and account state of one property (404 outside the login's scope); the one
 * cache entry of `GET /api/properties/{id}/summary`. `silent`: no toast on failure, for a page that turns the failure
 * into its own answer (the help hub redirects to not-found).
 */
export const propertySummaryQueryOptions = (propertyId: number, { silent = false }: { silent?: boolean } = {}) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['properties', propertyId, 'summary'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/summary`, { schema: PropertySummarySchema, signal, silent }),
    staleTime: 60_000,
  });

/**
 * For a route's loader: the login's selected property (the stored choice when still reachable, else the first), or
 * null when the list failed or is empty. Pages that let any login pick a property (reports, property gate) use it as is.
 */
export async function ensureSelectedProperty(queryClient: QueryClient): Promise<MyProperty | null> {
  const mine = await queryClient.ensureQueryData(myPropertiesQueryOptions).catch(() => null);
  return mine ? resolveSelection(mine, getSelectedId('property')) : null;
}

/** For a route's loader: the property the header shows (the shell's `property`), only property-level logins have one. */
export async function ensureHeaderProperty(queryClient: QueryClient, me: Me): Promise<MyProperty | null> {
  return levelSelectorKind(me.role, me.commercialLevel) === 'property' ? ensureSelectedProperty(queryClient) : null;
}
