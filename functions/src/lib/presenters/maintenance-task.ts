import type { MaintenanceTask } from '@reno/domain';
import type { MaintenanceTaskAnswer } from '@reno/data';
import { presentStamps } from './record-edits';

export function presentMaintenanceTask(task: MaintenanceTaskAnswer): MaintenanceTask {
  return {
    id: task.id,
    userId: task.userId,
    homeId: task.homeId,
    itemId: task.itemId,
    itemName: task.itemName,
    name: task.name,
    notes: task.notes,
    rule: task.rule,
    intervalMonths: task.intervalMonths,
    startDate: task.startDate,
    log: task.log.map(({ date, note, expenseId }) => ({ date, note, expenseId })),
    lastDoneDate: task.lastDoneDate,
    nextDueDate: task.nextDueDate,
    ...presentStamps(task),
  };
}
