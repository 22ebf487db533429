import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listEntries } from '../../../entities/outbox/api/outbox-store';
import { queueExpense } from '../../../entities/outbox/api/queue-expense';
import { formExpense } from '../../../entities/outbox/testing/form-expense';
import { backgroundWorkSettled } from '../../../lib/background-work';
import { testUser } from '../../../testing/fake-api';
import { startOutboxSync } from './outbox-sync-runner';

afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox sync', () => {
  it('ends at once when stopped while its first pass waits for the start check, leaving no timer', async () => {
    // Prepare: an expense waiting, and no answer yet to the start's question (is the server there?).
    await queueExpense(testUser.id, formExpense('Tile'));
    vi.useFakeTimers();

    const stop = startOutboxSync(testUser.id, new QueryClient());
    stop();
    // Without the stop reaching the pass, this waits for the check's timeout, which fake time never ends.
    await backgroundWorkSettled();

    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    expect(await listEntries(testUser.id)).toHaveLength(1);
  });
});
