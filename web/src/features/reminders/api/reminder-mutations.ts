import type { ReminderSettings, ReminderUnsubscribeResult } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { householdKeys } from '../../../entities/household/api/household-queries';
import { api } from '../../../lib/api-client';
import { useInvalidate } from '../../../lib/record-mutations';

/** Saves the whole settings object (docs/product.md#payment-reminders); the settings then refresh. */
export function useSaveReminderSettings() {
  return useMutation({
    mutationFn: (settings: ReminderSettings) =>
      api.put<ReminderSettings>('/api/household/reminders', settings),
    onSuccess: useInvalidate(householdKeys.reminders),
  });
}

/** The e-mail link's one click: every reminder off for the member and household its token names. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<ReminderUnsubscribeResult>('/api/reminders/unsubscribe', { token }),
  });
}
