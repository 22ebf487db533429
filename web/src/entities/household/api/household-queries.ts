import type { HouseholdSummary, HouseholdView, ReminderSettings } from '@reno/domain';
import { answerQuery } from '../../../lib/api-queries';

// The account's households (their own first) are the account's, whichever is active; the active one
// (members, invitations) and the member's reminder settings in it are the active household's, and leave
// the cache with it on a switch.
export const householdKeys = {
  list: ['/api/households'] as const,
  active: ['/api/household'] as const,
  reminders: ['/api/household/reminders'] as const,
};

export const householdQueries = {
  list: () => answerQuery<HouseholdSummary[]>(householdKeys.list, '/api/households'),
  active: () => answerQuery<HouseholdView>(householdKeys.active, '/api/household'),
  /** The signed-in member's own reminder settings (docs/product.md#payment-reminders). */
  reminders: () => answerQuery<ReminderSettings>(householdKeys.reminders, '/api/household/reminders'),
};
