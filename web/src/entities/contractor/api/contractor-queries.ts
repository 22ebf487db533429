import { MAX_LIST_LIMIT, type Contractor, type CountResponse } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readAllPages } from '../../../lib/read-all-pages';

export const contractorKeys = {
  all: ['/api/contractors'] as const,
  count: () => ['/api/contractors', 'count'] as const,
  detail: (id: number) => ['/api/contractors', 'detail', id] as const,
};

export const contractorQueries = {
  /** Every contractor (the list screen, and the selects that must find each one), read page after page. */
  list: () =>
    queryOptions({
      queryKey: contractorKeys.all,
      queryFn: () => readAllPages<Contractor>('/api/contractors', { limit: MAX_LIST_LIMIT }),
    }),
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
