// The reminder e-mails (texts in docs/product.md#payment-reminders). Each ends with the setting that sends it,
// the links to the settings and to the one-click unsubscribe, and carries List-Unsubscribe headers for mail
// clients.
import { formatDate, formatDollars, REMINDER_SETTING_LABELS } from '@reno/domain';
import { unsubscribeLink } from '../mail/link-token';
import type { MailMessage } from '../mail/mail-sender';
import type { DueReminder } from './due-reminders';

/** Where a member's links point: the app, their household's name, their unsubscribe link. */
export interface ReminderRecipient {
  email: string;
  householdName: string;
  appOrigin: string;
  unsubscribeToken: string;
}

function inWhen(daysUntil: number): string {
  if (daysUntil === 0) return 'today';
  if (daysUntil === 1) return 'tomorrow';
  return `in ${daysUntil} days`;
}

/** One line of a reminder: what, of which estimate and project, how much, when. */
function reminderLine(reminder: DueReminder): string {
  const date = formatDate(reminder.day);
  if (reminder.kind === 'maintenanceDue') {
    const home = reminder.projectName ? ` (${reminder.projectName})` : '';
    return reminder.daysUntil < 0
      ? `Maintenance '${reminder.what}'${home} was due ${date}.`
      : `Maintenance '${reminder.what}'${home} is due ${date}.`;
  }
  if (reminder.kind === 'milestoneOverdue')
    return reminder.daysUntil < 0
      ? `Milestone '${reminder.what}' (${reminder.projectName}) was due ${date} and is not complete.`
      : `Milestone '${reminder.what}' (${reminder.projectName}) is due ${date}.`;
  const payment = `${reminder.what} of '${reminder.estimateTitle}' (${reminder.projectName}): ${formatDollars(reminder.amountCents ?? 0)}`;
  return reminder.daysUntil < 0 ? `${payment}, overdue since ${date}.` : `${payment}, due ${date}.`;
}

function subjectOf(reminder: DueReminder): string {
  const amount = formatDollars(reminder.amountCents ?? 0);
  switch (reminder.kind) {
    case 'installmentDue':
      return `Payment due ${inWhen(reminder.daysUntil)}: ${amount} for ${reminder.estimateTitle}`;
    case 'installmentOverdue':
      return `Payment overdue: ${amount} for ${reminder.estimateTitle}`;
    case 'milestoneOverdue':
      return `Milestone overdue: ${reminder.what} (${reminder.projectName})`;
    case 'maintenanceDue':
      return reminder.daysUntil < 0
        ? `Maintenance overdue: ${reminder.what}`
        : `Maintenance due ${inWhen(reminder.daysUntil)}: ${reminder.what}`;
  }
}

const ADVICE: Record<DueReminder['kind'], string> = {
  installmentDue:
    'Pay it when the work it pays for is done, and ask for a lien waiver for the previous payment first.',
  installmentOverdue:
    'If it is paid already, link the expense to the estimate so the schedule shows it; if the work is not done, talk to the contractor.',
  milestoneOverdue: 'Mark it complete when it is done, or give it a new target date.',
  maintenanceDue: 'Mark it done on the Homes screen when it is done: the next due date moves on.',
};

/** The setting that sends an e-mail: each reminder kind's own, and the weekly digest. */
type ReminderSetting = keyof typeof REMINDER_SETTING_LABELS;

function footer(to: ReminderRecipient, setting: ReminderSetting): string[] {
  return [
    '',
    '--',
    `You get this because '${REMINDER_SETTING_LABELS[setting]}' is on in your reminder settings for ${to.householdName}.`,
    `Change what you get: ${to.appOrigin}/household`,
    `Turn these reminders off with one click: ${unsubscribeLink(to.appOrigin, to.unsubscribeToken)}`,
  ];
}

/** A reminder e-mail of any kind: its body, then the setting that sent it, the settings and unsubscribe links. */
export function reminderMessage(
  to: ReminderRecipient,
  setting: ReminderSetting,
  subject: string,
  body: string[],
): MailMessage {
  return {
    to: to.email,
    subject,
    text: [...body, ...footer(to, setting)].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink(to.appOrigin, to.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const LINKS: Record<DueReminder['kind'], (origin: string) => string> = {
  installmentDue: (origin) => `Open the estimates: ${origin}/estimates`,
  installmentOverdue: (origin) => `Open the estimates: ${origin}/estimates`,
  milestoneOverdue: (origin) => `Open the timeline: ${origin}/timeline`,
  maintenanceDue: (origin) => `Open the homes: ${origin}/homes`,
};

/** One reminder: an installment due soon or overdue, a milestone overdue, or maintenance due. */
export function reminderMail(to: ReminderRecipient, reminder: DueReminder): MailMessage {
  return reminderMessage(to, reminder.kind, subjectOf(reminder), [
    reminderLine(reminder),
    '',
    ADVICE[reminder.kind],
    LINKS[reminder.kind](to.appOrigin),
  ]);
}

/**
 * The Monday digest: the week's payments and milestones, then the maintenance due, each under its own heading
 * (overdue first, as the sweep orders them); or that nothing is due.
 */
export function digestMail(
  to: ReminderRecipient,
  reminders: readonly DueReminder[],
  today: string,
): MailMessage {
  const section = (heading: string, listed: readonly DueReminder[]) =>
    listed.length ? ['', `${heading}:`, ...listed.map((reminder) => `- ${reminderLine(reminder)}`)] : [];
  const lines = reminders.length
    ? [
        `Overdue or due in the next 7 days in ${to.householdName}:`,
        ...section(
          'Payments and milestones',
          reminders.filter((reminder) => reminder.kind !== 'maintenanceDue'),
        ),
        ...section(
          'Home maintenance',
          reminders.filter((reminder) => reminder.kind === 'maintenanceDue'),
        ),
      ]
    : ['Nothing is due or overdue this week.'];
  return reminderMessage(
    to,
    'weeklyDigest',
    `This week's payments in ${to.householdName} (${formatDate(today)})`,
    [...lines, '', `Open the dashboard: ${to.appOrigin}/dashboard`],
  );
}
