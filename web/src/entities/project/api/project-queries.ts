import type { Project, ProjectSummary } from '@reno/domain';
import type { RequestOptions } from '../../../lib/api-client';
import { answerQuery } from '../../../lib/api-queries';

// Keys start with the API path (docs/product.md#client-data-loading: a query's first key is its GET path), so
// invalidating ['/api/projects'] refreshes the list, each project and each summary at once.
export const projectKeys = {
  all: ['/api/projects'] as const,
  detail: (id: number) => ['/api/projects', id] as const,
  summary: (id: number) => ['/api/projects', id, 'summary'] as const,
};

export const projectQueries = {
  /** `request`: for the start's prefetch, made before the active household's provider names it. */
  list: (request?: RequestOptions) => answerQuery<Project[]>(projectKeys.all, '/api/projects', request),
  detail: (id: number) => answerQuery<Project>(projectKeys.detail(id), `/api/projects/${id}`),
  summary: (id: number) =>
    answerQuery<ProjectSummary>(projectKeys.summary(id), `/api/projects/${id}/summary`),
};
