import { MyPropertySchema, NamedEntitySchema, PropertySummarySchema } from '@kc/domain/property-summary';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

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

/** Header customer number, sidebar card and account state of one property (404 outside the login's scope). */
export const propertySummaryQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['properties', propertyId, 'summary'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/summary`, { schema: PropertySummarySchema, signal }),
    staleTime: 60_000,
  });
