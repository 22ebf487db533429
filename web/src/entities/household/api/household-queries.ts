import type { HouseholdSummary, HouseholdView, ReminderSettings } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The account's households (their own first) are the account's, whichever is active; the active one
// (members, invitations) and the member's reminder settings in it are the active household's, and leave
// the cache with it on a switch.
export const householdKeys = {
  list: ['/api/households'] as const,
  active: ['/api/household'] as const,
  reminders: ['/api/household/reminders'] as const,
};

export const householdQueries = {
  list: () =>
    queryOptions({
      queryKey: householdKeys.list,
      queryFn: () => api.get<HouseholdSummary[]>('/api/households'),
    }),
  active: () =>
    queryOptions({
      queryKey: householdKeys.active,
      queryFn: () => api.get<HouseholdView>('/api/household'),
    }),
  /** The signed-in member's own reminder settings (docs/product.md#payment-reminders). */
  reminders: () =>
    queryOptions({
      queryKey: householdKeys.reminders,
      queryFn: () => api.get<ReminderSettings>('/api/household/reminders'),
    }),
};
