// What a household's maintenance tasks have to remind of (docs/product.md#payment-reminders): each task's next
// due day, however far; a member's settings pick the near and the overdue ones (due-reminders.ts). The key
// names the due day, so each due day is reminded of once, and marking the task done moves it to a new one.
import type { ReminderHousehold } from '@reno/data';
import { daysBetween } from '@reno/domain';
import type { DueReminder } from './due-reminder';

export function maintenanceReminders(household: ReminderHousehold, today: string): DueReminder[] {
  return household.maintenance.map((task) => ({
    kind: 'maintenanceDue',
    key: `maintenance#${task.id}#${task.nextDueDate}`,
    about: `maintenance#${task.id}`,
    day: task.nextDueDate,
    daysUntil: daysBetween(today, task.nextDueDate),
    projectName: household.homes.find((home) => home.id === task.homeId)?.name ?? '',
    what: task.name,
    estimateTitle: null,
    amountCents: null,
  }));
}
