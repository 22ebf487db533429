import { MAX_LIST_LIMIT, type Estimate } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readAllPages } from '../../../lib/read-all-pages';

// Every key starts with '/api/estimates': invalidating estimateKeys.all refreshes every list.
export const estimateKeys = {
  all: ['/api/estimates'] as const,
  forProject: (projectId: number) => ['/api/estimates', { projectId }] as const,
  detail: (id: number) => ['/api/estimates', 'detail', id] as const,
};

export const estimateQueries = {
  /** Every estimate of the user (the expense form filters them by project). */
  list: () =>
    queryOptions({
      queryKey: estimateKeys.all,
      queryFn: () => readAllPages<Estimate>('/api/estimates', { limit: MAX_LIST_LIMIT }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: estimateKeys.detail(id),
      queryFn: () => api.get<Estimate>(`/api/estimates/${id}`),
    }),
  /** The estimates screen: one project's estimates, with their payment progress. */
  forProject: (projectId: number) =>
    queryOptions({
      queryKey: estimateKeys.forProject(projectId),
      queryFn: () =>
        readAllPages<Estimate>('/api/estimates', {
          projectId,
          limit: MAX_LIST_LIMIT,
        }),
    }),
};
