import { formatDate } from '@reno/domain';
import type { QueryClient } from '@tanstack/react-query';

/** When the newest data in the cache arrived from the server (ms since epoch), or null with none. */
export function newestDataTime(queryClient: QueryClient): number | null {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length > 0 ? Math.max(...times) : null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '14:32' today, 'Nov 25, 2026 14:32' before. */
export function formatSeenAt(time: number, now = new Date()): string {
  const date = new Date(time);
  const clock = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return date.toDateString() === now.toDateString() ? clock : `${formatDate(date)} ${clock}`;
}
