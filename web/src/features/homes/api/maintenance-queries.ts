import { MAX_LIST_LIMIT, type MaintenanceTask } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { readAllPages } from '../../../lib/read-all-pages';

export const maintenanceKeys = {
  all: ['/api/maintenance'] as const,
  ofHome: (homeId: number) => ['/api/maintenance', homeId] as const,
};

export const maintenanceQueries = {
  /** One home's maintenance tasks by id, every page (docs/product.md#api-maintenance). */
  ofHome: (homeId: number) =>
    queryOptions({
      queryKey: maintenanceKeys.ofHome(homeId),
      queryFn: () => readAllPages<MaintenanceTask>('/api/maintenance', { homeId, limit: MAX_LIST_LIMIT }),
    }),
};
