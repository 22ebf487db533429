import type { Contractor, CountResponse } from '@reno/domain';
import { answerQuery, everyPageQuery } from '../../../lib/api-queries';

export const contractorKeys = {
  all: ['/api/contractors'] as const,
  count: () => ['/api/contractors', 'count'] as const,
  detail: (id: number) => ['/api/contractors', 'detail', id] as const,
};

export const contractorQueries = {
  /** Every contractor (the list screen, and the selects that must find each one), read page after page. */
  list: () => everyPageQuery<Contractor>(contractorKeys.all, '/api/contractors'),
  detail: (id: number) => answerQuery<Contractor>(contractorKeys.detail(id), `/api/contractors/${id}`),
  count: () => answerQuery<CountResponse>(contractorKeys.count(), '/api/contractors/count'),
};
