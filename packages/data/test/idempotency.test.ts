// A create with an Idempotency-Key commits at most once: concurrent replays, a retry after a lost
// response and a retry after a crash all leave one record, and all get the first answer.
import { describe, expect, it } from 'vitest';
import {
  createExpense,
  IDEMPOTENCY_KEY_TTL_SECONDS,
  IdempotencyKeyReusedError,
  listAllExpenses,
} from '../src/index';
import { expectConsistent } from './invariants';
import { failingOnTransaction, InjectedFailure, newUserWithProject, testContext } from './support';

const ctx = testContext();

const input = (projectId: number) => ({
  projectId,
  description: 'Tiles',
  amountCents: 12_345,
  category: 'materials',
  paymentMethod: 'cash',
  date: '2025-03-01',
});

const userWithProject = () => newUserWithProject(ctx, { name: 'Bathroom', budgetCents: 500_000 });

/** A create with `claim` whose transaction fails `when` DynamoDB commits it (failingOnTransaction). */
async function createFailing(
  when: 'before' | 'after',
  userId: string,
  projectId: number,
  claim: { key: string; fingerprint: string },
) {
  await expect(
    createExpense(failingOnTransaction(ctx, 1, when), userId, input(projectId), { idempotency: claim }),
  ).rejects.toBeInstanceOf(InjectedFailure);
}

describe('createExpense with an Idempotency-Key', () => {
  it('makes one record from 20 concurrent replays, and gives each the same first answer', async () => {
    const { userId, projectId } = await userWithProject();
    const claim = { key: 'replayed-key', fingerprint: 'POST /api/expenses body-hash' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createExpense(ctx, userId, input(projectId), { idempotency: claim })),
    );
    const expenses = await listAllExpenses(ctx, userId);
    expect(expenses).toHaveLength(1);
    for (const answer of answers) expect(answer).toEqual(expenses[0]);
    const state = await expectConsistent(ctx, userId);
    expect(state.profile?.expenseCount).toBe(1);
  });

  it('gives a retry after a lost response the first answer, not a second record', async () => {
    const { userId, projectId } = await userWithProject();
    const claim = { key: 'lost-response', fingerprint: 'f' };
    // DynamoDB commits, the answer never arrives (a timed-out connection).
    await createFailing('after', userId, projectId, claim);
    const retried = await createExpense(ctx, userId, input(projectId), { idempotency: claim });
    expect(await listAllExpenses(ctx, userId)).toEqual([retried]);
    await expectConsistent(ctx, userId);
  });

  it('keeps no key for a create that failed, so its retry creates the record', async () => {
    const { userId, projectId } = await userWithProject();
    const claim = { key: 'crashed', fingerprint: 'f' };
    await createFailing('before', userId, projectId, claim);
    expect(await listAllExpenses(ctx, userId)).toEqual([]);
    const retried = await createExpense(ctx, userId, input(projectId), { idempotency: claim });
    expect(await listAllExpenses(ctx, userId)).toEqual([retried]);
  });

  it('refuses the key for a different request, and stores nothing for it', async () => {
    const { userId, projectId } = await userWithProject();
    await createExpense(ctx, userId, input(projectId), { idempotency: { key: 'k', fingerprint: 'first' } });
    await expect(
      createExpense(
        ctx,
        userId,
        { ...input(projectId), amountCents: 1 },
        { idempotency: { key: 'k', fingerprint: 'other' } },
      ),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await listAllExpenses(ctx, userId)).toHaveLength(1);
  });

  it('forgets a key after a day: the same key then makes a new record', async () => {
    const { userId, projectId } = await userWithProject();
    const claim = { key: 'old', fingerprint: 'f' };
    await createExpense(ctx, userId, input(projectId), { idempotency: claim });
    const dayLater = testContext({
      now: () => new Date(Date.now() + (IDEMPOTENCY_KEY_TTL_SECONDS + 60) * 1000),
    });
    await createExpense(dayLater, userId, input(projectId), { idempotency: claim });
    expect(await listAllExpenses(ctx, userId)).toHaveLength(2);
  });

  it('lets different keys, and no key, each make their own record', async () => {
    const { userId, projectId } = await userWithProject();
    await createExpense(ctx, userId, input(projectId), { idempotency: { key: 'a', fingerprint: 'f' } });
    await createExpense(ctx, userId, input(projectId), { idempotency: { key: 'b', fingerprint: 'f' } });
    await createExpense(ctx, userId, input(projectId));
    expect(await listAllExpenses(ctx, userId)).toHaveLength(3);
  });
});
