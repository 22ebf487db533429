import type { Estimate } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const estimateKeys = {
  all: ['/api/estimates'] as const,
};

export const estimateQueries = {
  list: () =>
    queryOptions({ queryKey: estimateKeys.all, queryFn: () => api.get<Estimate[]>('/api/estimates') }),
};
