import type { Milestone } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

// Every key starts with '/api/milestones': invalidating milestoneKeys.all refreshes every project's list.
export const milestoneKeys = {
  all: ['/api/milestones'] as const,
  forProject: (projectId: number) => ['/api/milestones', { projectId }] as const,
};

export const milestoneQueries = {
  forProject: (projectId: number) =>
    queryOptions({
      queryKey: milestoneKeys.forProject(projectId),
      queryFn: () => api.get<Milestone[]>(withQuery('/api/milestones', { projectId })),
    }),
};
