import { todayLocalDateString, type MaintenanceTask, type MaintenanceTaskInput } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordMutationHooks, useInvalidate } from '../../../lib/record-mutations';
import { maintenanceKeys } from './maintenance-queries';

// A task can move between homes: every home's tasks refresh after a change.
const maintenanceMutations = recordMutationHooks<MaintenanceTaskInput, MaintenanceTask>('/api/maintenance', [
  maintenanceKeys.all,
]);

export const useCreateMaintenanceTask = maintenanceMutations.useCreate;
export const useUpdateMaintenanceTask = maintenanceMutations.useUpdate;
export const useDeleteMaintenanceTask = maintenanceMutations.useDelete;

/** 'Mark done' (POST …/done): logged on the user's today, which moves the next due date. */
export function useMarkMaintenanceDone() {
  const refresh = useInvalidate(maintenanceKeys.all);
  return useMutation({
    mutationFn: (id: number) =>
      api.post<MaintenanceTask>(`/api/maintenance/${id}/done`, { date: todayLocalDateString() }),
    onSuccess: refresh,
  });
}
