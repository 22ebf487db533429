import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { data } from '../data-context';
import { ADMIN_GUARD, clearFailures, lockRemainingMs, recordFailure } from './failed-attempts';

// Against DynamoDB Local (the test setup points the data context at it).
describe('admin failed attempts', () => {
  it('counts parallel failures each once and reports the lock-out from exactly one of them', async () => {
    const address = `test-${randomUUID()}`;
    const now = Date.now();

    const started = await Promise.all(
      Array.from({ length: ADMIN_GUARD.maxFailures + 3 }, () => recordFailure(data, address, now)),
    );

    expect(started.filter(Boolean)).toHaveLength(1);
    expect(await lockRemainingMs(data, address, now)).toBe(ADMIN_GUARD.lockMs);
  });

  it('starts a new window once the old one has passed', async () => {
    const address = `test-${randomUUID()}`;
    const start = Date.now();
    for (let i = 1; i < ADMIN_GUARD.maxFailures; i++) await recordFailure(data, address, start);

    const later = start + ADMIN_GUARD.windowMs + 1;
    expect(await recordFailure(data, address, later)).toBe(false);
    expect(await lockRemainingMs(data, address, later)).toBe(0);

    await clearFailures(data, address);
    expect(await lockRemainingMs(data, address, later)).toBe(0);
  });
});
