import type { Home } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const homeKeys = {
  all: ['/api/homes'] as const,
};

export const homeQueries = {
  /** The household's homes by id (the first, 'Our home', made on the first ask: docs/product.md#record-home). */
  list: () => queryOptions({ queryKey: homeKeys.all, queryFn: () => api.get<Home[]>('/api/homes') }),
};
