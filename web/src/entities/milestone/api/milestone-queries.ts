import { compareMilestones, MAX_LIST_LIMIT, type Milestone } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { readAllPages } from '../../../lib/read-all-pages';

// Every key starts with '/api/milestones': invalidating milestoneKeys.all refreshes every project's list.
export const milestoneKeys = {
  all: ['/api/milestones'] as const,
  forProject: (projectId: number) => ['/api/milestones', { projectId }] as const,
};

export const milestoneQueries = {
  forProject: (projectId: number) =>
    queryOptions({
      queryKey: milestoneKeys.forProject(projectId),
      // Each page comes in timeline order; the whole timeline is put in order once every page is read.
      queryFn: async () =>
        (
          await readAllPages<Milestone>('/api/milestones', {
            projectId,
            limit: MAX_LIST_LIMIT,
          })
        ).sort(compareMilestones),
    }),
};
