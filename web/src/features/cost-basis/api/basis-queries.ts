import type { HomeBasis } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const basisKeys = {
  all: ['/api/homes', 'basis'] as const,
  ofHome: (homeId: number) => ['/api/homes', 'basis', homeId] as const,
};

export const basisQueries = {
  /** A home's adjusted basis with every line (docs/product.md#basis-report). */
  ofHome: (homeId: number) =>
    queryOptions({
      queryKey: basisKeys.ofHome(homeId),
      queryFn: () => api.get<HomeBasis>(`/api/homes/${homeId}/basis`),
    }),
};
