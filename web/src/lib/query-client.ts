import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client';

/** SPEC §7: default data loading is a GET to the query's first key, parsed as JSON. */
const getFirstKey: QueryFunction = ({ queryKey }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('A query without a queryFn needs a path as its first key');
  return api.get(path);
};

/** SPEC §7: never stale, no refetch on focus, no polling, no retries. */
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
      mutations: { retry: false },
    },
  });
}
