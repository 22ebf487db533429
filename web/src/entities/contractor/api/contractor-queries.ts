import type { Contractor, CountResponse } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const contractorKeys = {
  all: ['/api/contractors'] as const,
  count: () => ['/api/contractors', 'count'] as const,
  detail: (id: number) => ['/api/contractors', 'detail', id] as const,
};

export const contractorQueries = {
  list: () =>
    queryOptions({ queryKey: contractorKeys.all, queryFn: () => api.get<Contractor[]>('/api/contractors') }),
  detail: (id: number) =>
    queryOptions({
      queryKey: contractorKeys.detail(id),
      queryFn: () => api.get<Contractor>(`/api/contractors/${id}`),
    }),
  count: () =>
    queryOptions({
      queryKey: contractorKeys.count(),
      queryFn: () => api.get<CountResponse>('/api/contractors/count'),
    }),
};
