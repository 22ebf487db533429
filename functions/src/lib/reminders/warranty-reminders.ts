// Warranty reminders (docs/product.md#payment-reminders, 'Warranty ending'): an e-mail 60 days and another 7
// days before a warranty of an item in the home ends, to each member who wants them. Pure: the sweep reads the household
// and the day, this decides and words them; the sweep claims and sends them as it does payment reminders.
import { formatDate, type ReminderSettings } from '@reno/domain';
import type { ReminderHousehold } from '@reno/data';
import type { MailMessage } from '../mail/mail-sender';
import { reminderMessage, type ReminderRecipient } from './reminder-mail';

/** The two reminders of a warranty: the days before its end each starts on. */
const NOTICES = [60, 7] as const;

export interface WarrantyReminder {
  /** Names it for the sent markers: a new end date is a new reminder. */
  key: string;
  itemName: string;
  endsOn: string;
  daysUntil: number;
  contact: string | null;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The warranty reminders of today: for a warranty ending within 60 days, the 60-day one (until 7 days are
 * left) or the 7-day one (to its last day), so a sweep that missed a day still reminds; none when the member
 * turned them off.
 */
export function warrantyReminders(
  household: Pick<ReminderHousehold, 'warranties'>,
  settings: Pick<ReminderSettings, 'warrantyEnding'>,
  today: string,
): WarrantyReminder[] {
  if (!settings.warrantyEnding) return [];
  return household.warranties.flatMap(({ itemId, name, warranty }): WarrantyReminder[] => {
    const daysUntil = dayNumber(warranty.endsOn) - dayNumber(today);
    const notice = [...NOTICES].reverse().find((days) => daysUntil >= 0 && daysUntil <= days);
    if (notice === undefined) return [];
    return [
      {
        key: `warranty${notice}#${itemId}#${warranty.endsOn}`,
        itemName: name,
        endsOn: warranty.endsOn,
        daysUntil,
        contact: warranty.contact,
      },
    ];
  });
}

const inDays = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

export function warrantyMail(to: ReminderRecipient, reminder: WarrantyReminder): MailMessage {
  return reminderMessage(
    to,
    'warrantyEnding',
    `Warranty ends ${inDays(reminder.daysUntil)}: ${reminder.itemName}`,
    [
      `The warranty of '${reminder.itemName}' ends ${formatDate(reminder.endsOn)}.`,
      '',
      reminder.contact
        ? `If something is wrong with it, claim before then: ${reminder.contact}.`
        : 'If something is wrong with it, claim before then.',
      `Open your homes: ${to.appOrigin}/homes`,
    ],
  );
}
