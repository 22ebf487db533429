// Types only from the domain here: its export module builds a zod schema on import, which would pull zod
// into this lazily loaded chunk and split it out of the form chunks (heavier first paints).
import type { ExportJob } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1000;

// Keys start with the API path (a query's first key is its GET path).
export const exportKeys = {
  job: (id: string) => ['/api/exports', id] as const,
};

export const exportQueries = {
  /** One export job, polled about every second while the worker packs it, not after. */
  job: (id: string) =>
    queryOptions({
      queryKey: exportKeys.job(id),
      queryFn: () => api.get<ExportJob>(`/api/exports/${id}`),
      refetchInterval: (query) => (query.state.data?.status === 'running' ? EXPORT_POLL_MS : false),
      // The start's answer seeds the query: the first poll comes one interval later, not at once.
      staleTime: EXPORT_POLL_MS,
      // The archive's state changes on the server only: a focus or reconnect adds nothing to the poll.
      refetchOnWindowFocus: false,
    }),
};
