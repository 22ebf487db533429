// Recovery codes against DynamoDB Local: the allowance of attempts holds under parallel guesses, the
// right code lets exactly one request through, and an expired or replaced code does not work.
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_RULES } from '@reno/domain';
import { consumeSubjectDailyQuota, redeemRecoveryCode, saveRecoveryCode } from '../src/index';
import { newUserId, testContext } from './support';

const ctx = testContext();
const LIFETIME_SECONDS = RECOVERY_CODE_RULES.lifetimeMinutes * 60;
const is = (hash: string) => (stored: string) => stored === hash;

describe('recovery codes', () => {
  it('accepts the right code once, even when it arrives ten times at once', async () => {
    const userId = newUserId();
    await saveRecoveryCode(ctx, userId, 'hash-a');

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeemRecoveryCode(ctx, userId, is('hash-a'))),
    );

    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await redeemRecoveryCode(ctx, userId, is('hash-a'))).toBe(false);
  });

  it(`allows ${RECOVERY_CODE_RULES.attempts} attempts in all, however many are made at once`, async () => {
    const userId = newUserId();
    await saveRecoveryCode(ctx, userId, 'hash-a');
    let compared = 0;
    const wrong = (stored: string) => {
      compared += 1;
      return stored === 'another';
    };

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeemRecoveryCode(ctx, userId, wrong)),
    );

    expect(answers.every((answer) => !answer)).toBe(true);
    expect(compared).toBe(RECOVERY_CODE_RULES.attempts);
    // The right code comes too late: the allowance is spent.
    expect(await redeemRecoveryCode(ctx, userId, is('hash-a'))).toBe(false);
  });

  it('refuses a code after its lifetime', async () => {
    const userId = newUserId();
    const issuedAt = new Date('2030-01-01T10:00:00Z');
    await saveRecoveryCode(testContext({ now: () => issuedAt }), userId, 'hash-a');
    const later = (seconds: number) =>
      testContext({ now: () => new Date(issuedAt.getTime() + seconds * 1000) });

    expect(await redeemRecoveryCode(later(LIFETIME_SECONDS), userId, is('hash-a'))).toBe(false);
    await saveRecoveryCode(testContext({ now: () => issuedAt }), userId, 'hash-a');
    expect(await redeemRecoveryCode(later(LIFETIME_SECONDS - 1), userId, is('hash-a'))).toBe(true);
  });

  it('keeps only the latest code, with a fresh allowance', async () => {
    const userId = newUserId();
    await saveRecoveryCode(ctx, userId, 'hash-a');
    for (let i = 0; i < RECOVERY_CODE_RULES.attempts; i += 1)
      await redeemRecoveryCode(ctx, userId, is('nope'));
    await saveRecoveryCode(ctx, userId, 'hash-b');

    expect(await redeemRecoveryCode(ctx, userId, is('hash-a'))).toBe(false);
    expect(await redeemRecoveryCode(ctx, userId, is('hash-b'))).toBe(true);
  });

  it('answers false for an account that has no code', async () => {
    expect(await redeemRecoveryCode(ctx, newUserId(), is('hash-a'))).toBe(false);
  });
});

describe('daily quotas of a subject', () => {
  it('lets exactly the limit through under concurrency, per subject and name', async () => {
    const subject = `203.0.113.${Math.floor(Math.random() * 250)}#${newUserId()}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => consumeSubjectDailyQuota(ctx, 'recovery-test', subject, 5)),
    );

    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    expect((await consumeSubjectDailyQuota(ctx, 'recovery-other', subject, 5)).allowed).toBe(true);
    expect((await consumeSubjectDailyQuota(ctx, 'recovery-test', `${subject}-2`, 5)).allowed).toBe(true);
  });
});
