import type { Project, ProjectSummary } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';

// Keys start with the API path (docs/product.md#client-data-loading: a query's first key is its GET path), so
// invalidating ['/api/projects'] refreshes the list, each project and each summary at once.
export const projectKeys = {
  all: ['/api/projects'] as const,
  detail: (id: number) => ['/api/projects', id] as const,
  summary: (id: number) => ['/api/projects', id, 'summary'] as const,
};

export const projectQueries = {
  /** `request`: for the start's prefetch, made before the active household's provider names it. */
  list: (request?: RequestOptions) =>
    queryOptions({ queryKey: projectKeys.all, queryFn: () => api.get<Project[]>('/api/projects', request) }),
  detail: (id: number) =>
    queryOptions({
      queryKey: projectKeys.detail(id),
      queryFn: () => api.get<Project>(`/api/projects/${id}`),
    }),
  summary: (id: number) =>
    queryOptions({
      queryKey: projectKeys.summary(id),
      queryFn: () => api.get<ProjectSummary>(`/api/projects/${id}/summary`),
    }),
};
