import type { ReminderSettings, ReminderUnsubscribeResult } from '@reno/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The signed-in member's own reminder settings in the active household (docs/product.md#payment-reminders).
const reminderKeys = {
  settings: ['/api/household/reminders'] as const,
};

export const reminderQueries = {
  settings: () =>
    queryOptions({
      queryKey: reminderKeys.settings,
      queryFn: () => api.get<ReminderSettings>('/api/household/reminders'),
    }),
};

/** Saves the whole settings object; the cache takes what the server answered. */
export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) =>
      api.put<ReminderSettings>('/api/household/reminders', settings),
    onSuccess: (saved) => client.setQueryData(reminderKeys.settings, saved),
  });
}

/** The e-mail link's one click: every reminder off for the member and household its token names. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<ReminderUnsubscribeResult>('/api/reminders/unsubscribe', { token }),
  });
}
