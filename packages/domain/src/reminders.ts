// Payment reminders (docs/product.md#payment-reminders): a member's settings and the words of the routes,
// apart from their schemas (schemas/reminder-settings.ts) so that a function reading them loads no zod.

export const REMINDER_MESSAGES = {
  daysBefore: 'Days before must be a whole number from 0 to 30',
  flag: 'Must be true or false',
  token: 'Unsubscribe token is required',
  unsubscribed: 'Payment reminders are off',
  unknownToken: 'This unsubscribe link is not valid',
} as const;

/** What a member is reminded of, and how many days before an installment is due. */
export interface ReminderSettings {
  daysBefore: number;
  installmentDue: boolean;
  installmentOverdue: boolean;
  milestoneOverdue: boolean;
  /** A home's maintenance task coming due (within daysBefore) or overdue. */
  maintenanceDue: boolean;
  /** 60 and 7 days before a warranty of an item in the home ends (docs/product.md#payment-reminders, warranty ending). */
  warrantyEnding: boolean;
  weeklyDigest: boolean;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  daysBefore: 3,
  installmentDue: true,
  installmentOverdue: true,
  milestoneOverdue: true,
  maintenanceDue: true,
  warrantyEnding: true,
  weeklyDigest: false,
};

/** Each setting's words, on the settings card and in the footer of the e-mails it sends. */
export const REMINDER_SETTING_LABELS: Record<Exclude<keyof ReminderSettings, 'daysBefore'>, string> = {
  installmentDue: 'Before a payment is due',
  installmentOverdue: 'When a payment is overdue',
  milestoneOverdue: 'When a milestone is overdue',
  maintenanceDue: 'When home maintenance is due',
  warrantyEnding: 'Before a warranty ends',
  weeklyDigest: 'A weekly digest on Mondays',
};

/** Every reminder off: what a one-click unsubscribe leaves. */
export const REMINDERS_OFF: Omit<ReminderSettings, 'daysBefore'> = {
  installmentDue: false,
  installmentOverdue: false,
  milestoneOverdue: false,
  maintenanceDue: false,
  warrantyEnding: false,
  weeklyDigest: false,
};

/** What the unsubscribe route answers: what was turned off, for whom, where. */
export interface ReminderUnsubscribeResult {
  message: string;
  email: string;
  householdName: string;
}
