import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { SearchResultSchema, type SearchResult } from '@kc/domain/hierarchy';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY, ensureQueries } from '#web/lib/route-data.ts';

export const SEARCH_GROUPS = [
  'corporations',
  'divisions',
  'regions',
  'properties',
  'siteLogins',
] as const satisfies readonly (keyof SearchResult)[];
/** Results per group; the API allows up to 50. */
export const SEARCH_LIMIT = 25;

/** The shortest query the search runs. */
export const SEARCH_MIN_LENGTH = 2;

export const searchQueryOptions = (query: string) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: ['search', query] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/search?${new URLSearchParams({ query, limit: String(SEARCH_LIMIT) }).toString()}`, {
        schema: SearchResultSchema,
        signal,
      }),
    enabled: query.trim().length >= SEARCH_MIN_LENGTH,
    staleTime: 15_000,
  });

/** The loader of /search/{query} and /basic-search/{query}: the results, when the query is long enough to run. */
export function loadSearch(queryClient: QueryClient, query: string) {
  const trimmed = query.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return;
  return ensureQueries(queryClient, [searchQueryOptions(trimmed)]);
}
