import { MAX_LIST_LIMIT, type MaintenanceDue, type MaintenanceTask } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readAllPages } from '../../../lib/read-all-pages';

export const maintenanceKeys = {
  all: ['/api/maintenance'] as const,
  ofHome: (homeId: number) => ['/api/maintenance', homeId] as const,
  /** Under `all`: a task's change (marked done on the Homes screen or the dashboard) refreshes it too. */
  dueThisMonth: ['/api/maintenance', 'due'] as const,
};

export const maintenanceQueries = {
  /** One home's maintenance tasks by id, every page (docs/product.md#api-maintenance). */
  ofHome: (homeId: number) =>
    queryOptions({
      queryKey: maintenanceKeys.ofHome(homeId),
      queryFn: () => readAllPages<MaintenanceTask>('/api/maintenance', { homeId, limit: MAX_LIST_LIMIT }),
    }),
  /** The household's tasks due by the end of this month, overdue ones too, soonest first (the dashboard). */
  dueThisMonth: () =>
    queryOptions({
      queryKey: maintenanceKeys.dueThisMonth,
      queryFn: () => api.get<MaintenanceDue[]>('/api/maintenance/due'),
    }),
};
