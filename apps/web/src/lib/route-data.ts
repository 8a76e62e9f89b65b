import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What `queryOptions(...)` returns, whatever its data type. */
interface LoadableQuery {
  queryKey: QueryKey;
}

/**
 * Options of a query that a route's loader fetches: when the loader's fetch failed, the page shows that failure as it
 * stands instead of asking again on mount (the loader asks again on the next navigation; the page's retry button too).
 */
export const LOADED_QUERY = { retryOnMount: false } as const;

/**
 * The body of a route's `loader` (decision 0025): every query the page reads is fetched in parallel with
 * `ensureQueryData` before the page renders, so a page never shows empty while its data is on the way, and a cached
 * answer is used as it is. A failed query is not thrown: the page shows it in place (not found, try again), as it
 * does when a later refetch fails, instead of the router's error page.
 */
export async function ensureQueries(queryClient: QueryClient, queries: readonly LoadableQuery[]): Promise<void> {
  await Promise.all(queries.map((query) => queryClient.ensureQueryData(query).catch(() => undefined)));
}
