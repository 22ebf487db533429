import type { Estimate } from '@reno/domain';
import { answerQuery, everyPageQuery } from '../../../lib/api-queries';

// Every key starts with '/api/estimates': invalidating estimateKeys.all refreshes every list.
export const estimateKeys = {
  all: ['/api/estimates'] as const,
  forProject: (projectId: number) => ['/api/estimates', { projectId }] as const,
  detail: (id: number) => ['/api/estimates', 'detail', id] as const,
};

export const estimateQueries = {
  /** Every estimate of the user (the expense form filters them by project). */
  list: () => everyPageQuery<Estimate>(estimateKeys.all, '/api/estimates'),
  detail: (id: number) => answerQuery<Estimate>(estimateKeys.detail(id), `/api/estimates/${id}`),
  /** The estimates screen: one project's estimates, with their payment progress. */
  forProject: (projectId: number) =>
    everyPageQuery<Estimate>(estimateKeys.forProject(projectId), '/api/estimates', { projectId }),
};
