import type { QueryClient } from '@tanstack/react-query';

// The app's one QueryClient, created when a page first needs it: react-query's client and observers (about 10 KB)
// load with the signed-in pages and the anonymous pages that call the API, not with the sign-in page (decision 0057).
// This module stays in the app's entry, so it imports nothing but the type.

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** The app's QueryClient, loading react-query first if it has not been loaded yet. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client.ts').then(
    ({ createQueryClient }) => {
      client = createQueryClient();
      listeners.forEach((listener) => listener());
      return client;
    },
    (error: unknown) => {
      // A failed chunk load (a new deployment, the network) may succeed on the next try.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The client once loaded, else undefined (the signed-out session's cache clear has nothing to clear). */
export const currentQueryClient = (): QueryClient | undefined => client;

/** For useSyncExternalStore: called once, when the client is created. */
export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
