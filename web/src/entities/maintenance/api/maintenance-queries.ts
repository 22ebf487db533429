import type { MaintenanceDue, MaintenanceTask } from '@reno/domain';
import { answerQuery, everyPageQuery } from '../../../lib/api-queries';

export const maintenanceKeys = {
  all: ['/api/maintenance'] as const,
  ofHome: (homeId: number) => ['/api/maintenance', homeId] as const,
  /** Under `all`: a task's change (marked done on the Homes screen or the dashboard) refreshes it too. */
  dueThisMonth: ['/api/maintenance', 'due'] as const,
};

export const maintenanceQueries = {
  /** One home's maintenance tasks by id, every page (docs/product.md#api-maintenance). */
  ofHome: (homeId: number) =>
    everyPageQuery<MaintenanceTask>(maintenanceKeys.ofHome(homeId), '/api/maintenance', { homeId }),
  /** The household's tasks due by the end of this month, overdue ones too, soonest first (the dashboard). */
  dueThisMonth: () => answerQuery<MaintenanceDue[]>(maintenanceKeys.dueThisMonth, '/api/maintenance/due'),
};
