import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { formatSeenAt, newestDataTime } from './seen-at';

describe('when the data on screen was seen', () => {
  it('is the newest answer in the cache, or none', () => {
    const queryClient = new QueryClient();
    expect(newestDataTime(queryClient)).toBeNull();
    queryClient.setQueryData(['a'], 1, { updatedAt: 1000 });
    queryClient.setQueryData(['b'], 2, { updatedAt: 3000 });
    expect(newestDataTime(queryClient)).toBe(3000);
  });

  it("reads as the clock's time today and with the date before", () => {
    const now = new Date(2026, 10, 27, 16, 0);
    expect(formatSeenAt(new Date(2026, 10, 27, 14, 32).getTime(), now)).toBe('14:32');
    expect(formatSeenAt(new Date(2026, 10, 25, 9, 5).getTime(), now)).toBe('Nov 25, 2026 09:05');
  });
});
