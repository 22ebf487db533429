// The keys of payment reminders (docs/architecture.md#payment-reminders), beside keys.ts's layout.
import { userPartition, type ItemKey } from './keys';

const SETTINGS = 'REMINDERS#SETTINGS#';
const SENT = 'REMINDERS#SENT#';

/** A member's reminder settings (the owner's too) in the household's partition. */
export const reminderSettingsKey = (householdId: string, memberId: string): ItemKey => ({
  PK: userPartition(householdId),
  SK: `${SETTINGS}${memberId}`,
});
export const reminderSettingsPrefix = SETTINGS;

/** One reminder sent to one member: written, on condition it is not there, before the e-mail goes. */
export const reminderSentKey = (householdId: string, memberId: string, reminder: string): ItemKey => ({
  PK: userPartition(householdId),
  SK: `${SENT}${memberId}#${reminder}`,
});

/** An unsubscribe token, found by its hash alone (the e-mail's link carries nothing else). */
export const unsubscribeTokenKey = (tokenHash: string): ItemKey => ({
  PK: `UNSUBSCRIBE#${tokenHash}`,
  SK: 'TOKEN',
});

/**
 * Present while a household has something a reminder may name (a payment schedule, a milestone with a
 * target date): the sweep's list of households, a Query of its own partition of the usersByCreation index
 * (sparse: only these items and user profiles carry its keys; the users' partition is another one).
 */
export const remindableKey = (householdId: string): ItemKey => ({
  PK: userPartition(householdId),
  SK: 'REMINDERS#HOUSEHOLD',
});
/** Not ALL_USERS_PARTITION: the user list shares the index and never sees these. */
export const REMINDABLE_PARTITION = 'REMINDABLE';
export const remindableInList = (householdId: string) => ({
  GSI2PK: REMINDABLE_PARTITION,
  GSI2SK: householdId,
});
