import type { Contractor, CountResponse } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const contractorKeys = {
  all: ['/api/contractors'] as const,
  count: () => ['/api/contractors', 'count'] as const,
};

export const contractorQueries = {
  list: () =>
    queryOptions({ queryKey: contractorKeys.all, queryFn: () => api.get<Contractor[]>('/api/contractors') }),
  count: () =>
    queryOptions({
      queryKey: contractorKeys.count(),
      queryFn: () => api.get<CountResponse>('/api/contractors/count'),
    }),
};
