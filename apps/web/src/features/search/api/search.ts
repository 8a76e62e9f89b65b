import { queryOptions } from '@tanstack/react-query';
import { SearchResultSchema, type SearchResult } from '@kc/domain/hierarchy';
import { apiRequest } from '#web/lib/api-client.ts';

export const SEARCH_GROUPS = [
  'corporations',
  'divisions',
  'regions',
  'properties',
  'siteLogins',
] as const satisfies readonly (keyof SearchResult)[];
/** Results per group; the API allows up to 50. */
export const SEARCH_LIMIT = 25;

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', query] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/search?${new URLSearchParams({ query, limit: String(SEARCH_LIMIT) }).toString()}`, {
        schema: SearchResultSchema,
        signal,
      }),
    enabled: query.trim().length >= 2,
    staleTime: 15_000,
  });
