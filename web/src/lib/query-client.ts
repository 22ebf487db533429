import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Default data loading: a GET to the query's first key, parsed as JSON
 * (docs/product.md#client-data-loading).
 */
const getFirstKey: QueryFunction = ({ queryKey }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('A query without a queryFn needs a path as its first key');
  return api.get(path);
};

/**
 * Never stale, no refetch on focus, no polling, no retries (docs/product.md#client-data-loading). Offline,
 * a query waits for the connection (paused, showing what the cache has), but a write is never held back
 * behind a spinner: it runs at once, and the API client refuses it while offline, so a form waits and
 * retries by itself (use-save-form) and any other action says it needs a connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getFirstKey,
        staleTime: 0,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
