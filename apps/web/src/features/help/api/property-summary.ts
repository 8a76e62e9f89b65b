import { PropertySummarySchema } from '@kc/domain/property-summary';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** The property a help hub is for; same cache entry as the shell's summary. 404 outside the login's scope. */
export const helpPropertyQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['properties', propertyId, 'summary'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/properties/${propertyId}/summary`, { schema: PropertySummarySchema, signal, silent: true }),
    staleTime: 60_000,
  });
