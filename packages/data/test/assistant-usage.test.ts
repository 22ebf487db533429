// The assistant's daily use: a message counted and its tokens reserved in one transaction, then settled.
import { describe, expect, it } from 'vitest';
import { getAssistantUsage, reserveAssistantMessage, settleAssistantMessage } from '../src/index';
import { newUser, testContext } from './support';

/** A day of its own per test: the app-wide counters are shared by every user of the table. */
const onDay = (day: string) => testContext({ now: () => new Date(`${day}T09:30:00Z`) });

const roomy = { messages: 1000, tokens: 1_000_000 };

describe('assistant usage', () => {
  it("lets parallel messages reserve only up to the user's token allowance, and counts nothing refused", async () => {
    const ctx = onDay('2031-01-01');
    const userId = await newUser(ctx);
    const own = { messages: 100, tokens: 100 };

    const results = await Promise.all(
      Array.from({ length: 6 }, () => reserveAssistantMessage(ctx, userId, { own, global: roomy }, 30)),
    );

    expect(results.filter((result) => 'reserved' in result)).toHaveLength(3);
    expect(results.filter((result) => 'reached' in result && result.reached === 'user-tokens')).toHaveLength(
      3,
    );
    expect(await getAssistantUsage(ctx, userId)).toEqual({
      'user-messages': 3,
      'user-tokens': 90,
      'global-messages': 3,
      'global-tokens': 90,
    });
  });

  it('settles a reservation to what was used, which makes room again', async () => {
    const ctx = onDay('2031-01-02');
    const userId = await newUser(ctx);
    const own = { messages: 100, tokens: 100 };
    const first = await reserveAssistantMessage(ctx, userId, { own, global: roomy }, 60);
    if (!('reserved' in first)) throw new Error('the first message was refused');
    expect(await reserveAssistantMessage(ctx, userId, { own, global: roomy }, 60)).toEqual({
      reached: 'user-tokens',
    });

    await settleAssistantMessage(ctx, userId, first.reserved, 25);

    expect((await getAssistantUsage(ctx, userId))['user-tokens']).toBe(25);
    expect('reserved' in (await reserveAssistantMessage(ctx, userId, { own, global: roomy }, 60))).toBe(true);
    expect(await getAssistantUsage(ctx, userId)).toMatchObject({ 'user-messages': 2, 'user-tokens': 85 });
  });

  it('settles on the day of the reservation, even when the answer ends after midnight', async () => {
    const before = onDay('2031-01-03');
    const after = onDay('2031-01-04');
    const userId = await newUser(before);
    const result = await reserveAssistantMessage(before, userId, { own: roomy, global: roomy }, 500);
    if (!('reserved' in result)) throw new Error('refused');

    await settleAssistantMessage(after, userId, result.reserved, 120);

    expect((await getAssistantUsage(after, userId, '2031-01-03'))['user-tokens']).toBe(120);
    expect((await getAssistantUsage(after, userId))['user-tokens']).toBe(0);
  });

  it('says which limit refused: the message quota before the tokens, the user before all users', async () => {
    const ctx = onDay('2031-01-05');
    const [ann, bob] = [await newUser(ctx), await newUser(ctx)];
    const global = { messages: 1000, tokens: 250 };

    expect(await reserveAssistantMessage(ctx, ann, { own: { messages: 0, tokens: 0 }, global }, 100)).toEqual(
      {
        reached: 'user-messages',
      },
    );
    expect('reserved' in (await reserveAssistantMessage(ctx, ann, { own: roomy, global }, 100))).toBe(true);
    expect('reserved' in (await reserveAssistantMessage(ctx, bob, { own: roomy, global }, 100))).toBe(true);
    expect(await reserveAssistantMessage(ctx, bob, { own: roomy, global }, 100)).toEqual({
      reached: 'global-tokens',
    });
    expect(
      await reserveAssistantMessage(ctx, bob, { own: roomy, global: { messages: 2, tokens: 10_000 } }, 1),
    ).toEqual({ reached: 'global-messages' });
    expect(await getAssistantUsage(ctx, bob)).toEqual({
      'user-messages': 1,
      'user-tokens': 100,
      'global-messages': 2,
      'global-tokens': 200,
    });
  });
});
