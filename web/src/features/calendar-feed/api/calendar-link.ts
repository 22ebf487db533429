import type { CalendarLink } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { answerQuery } from '../../../lib/api-queries';

// The member's calendar feed address in the active household (docs/product.md#calendar-feed).
const calendarLinkKey = ['/api/calendar-link'] as const;

export const calendarLinkQueries = {
  mine: () => answerQuery<CalendarLink>(calendarLinkKey, '/api/calendar-link'),
};

/**
 * 'Make a new link': the answer is the only time the address is shown (only its hash is kept), so it goes
 * into the cache as it is rather than being read again.
 */
export function useMakeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarLink>('/api/calendar-link'),
    onSuccess: (link) => queryClient.setQueryData(calendarLinkKey, link),
  });
}
