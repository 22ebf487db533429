// A household's calendar feed (docs/product.md#calendar-feed): what its reminders are about, as all-day
// events — payments due, open milestones with a target date, maintenance due, warranty ends — in iCalendar
// (ical-generator). Each event's UID is what it is about (an installment, a milestone, a task, an item's
// warranty), so a calendar that subscribes moves the event when its date moves. A new kind of due reminder
// needs its title below before it compiles: add it to `TITLES`, and to `householdReminders` (due-reminders.ts).
import { formatDollars } from '@reno/domain';
import type { ReminderHousehold } from '@reno/data';
import ical from 'ical-generator';
import { householdReminders, type DueReminder } from '../reminders/due-reminders';

const TITLES: Record<DueReminder['kind'], (reminder: DueReminder) => string> = {
  installmentDue: paymentTitle,
  installmentOverdue: paymentTitle,
  milestoneOverdue: (reminder) => `Milestone: ${reminder.what} (${reminder.projectName})`,
  maintenanceDue: (reminder) =>
    reminder.projectName
      ? `Maintenance: ${reminder.what} (${reminder.projectName})`
      : `Maintenance: ${reminder.what}`,
};

function paymentTitle(reminder: DueReminder): string {
  return `Payment due: ${reminder.what} of ${reminder.estimateTitle} (${reminder.projectName}), ${formatDollars(reminder.amountCents ?? 0)}`;
}

/** Where each kind is seen in the app. */
const PAGES: Record<DueReminder['kind'], string> = {
  installmentDue: '/estimates',
  installmentOverdue: '/estimates',
  milestoneOverdue: '/timeline',
  maintenanceDue: '/homes',
};

export interface CalendarFeedInput {
  household: ReminderHousehold;
  /** The feed's name: 'Dana's household'. */
  name: string;
  /** 'YYYY-MM-DD': what is overdue is relative to it (it decides nothing else in the feed). */
  today: string;
  appOrigin: string;
}

/** The feed as iCalendar text: one all-day event per thing to remember. */
export function calendarFeed({ household, name, today, appOrigin }: CalendarFeedInput): string {
  const calendar = ical({
    name: `Renovation: ${name}`,
    prodId: { company: 'Home Renovation Tracker', product: 'calendar-feed', language: 'EN' },
    // Calendars that subscribe look again this often.
    ttl: 6 * 60 * 60,
  });
  for (const reminder of householdReminders(household, today)) {
    calendar.createEvent({
      id: `${reminder.about}@${household.householdId}`,
      start: new Date(`${reminder.day}T00:00:00Z`),
      allDay: true,
      summary: TITLES[reminder.kind](reminder),
      url: `${appOrigin}${PAGES[reminder.kind]}`,
    });
  }
  // Warranty ends are reminded of 60 and 7 days before (warranty-reminders.ts); the feed holds the end itself.
  for (const { itemId, name: item, warranty } of household.warranties) {
    calendar.createEvent({
      id: `warranty#${itemId}@${household.householdId}`,
      start: new Date(`${warranty.endsOn}T00:00:00Z`),
      allDay: true,
      summary: `Warranty ends: ${item}`,
      url: `${appOrigin}/homes`,
    });
  }
  return calendar.toString();
}
