import { SIGN_UP_RATE_LIMIT } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { SignUpRateRule } from './sign-up-rate-rule';

/** A rule on a clock the test moves. */
function ruleAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, rule: new SignUpRateRule(SIGN_UP_RATE_LIMIT, () => clock.now) };
}

const admitted = (rule: SignUpRateRule, address: string, times: number) =>
  Array.from({ length: times }, () => rule.admit(address)).filter(Boolean).length;

describe('the sign-up rate rule (the user pool WAF rule, locally)', () => {
  it(`lets ${SIGN_UP_RATE_LIMIT.requests} sign-ups from one address through in ${SIGN_UP_RATE_LIMIT.windowSeconds} s, and no more`, () => {
    const { rule } = ruleAt();
    expect(admitted(rule, '127.0.0.1', SIGN_UP_RATE_LIMIT.requests + 5)).toBe(SIGN_UP_RATE_LIMIT.requests);
  });

  it('counts each client address on its own', () => {
    const { rule } = ruleAt();
    admitted(rule, '127.0.0.1', SIGN_UP_RATE_LIMIT.requests);
    expect(rule.admit('127.0.0.1')).toBe(false);
    expect(rule.admit('127.3.4.5')).toBe(true);
  });

  it('lets an address sign up again once its calls leave the window; refused calls count too, as in WAF', () => {
    const { clock, rule } = ruleAt();
    const windowMs = SIGN_UP_RATE_LIMIT.windowSeconds * 1000;
    expect(rule.admit('127.0.0.1')).toBe(true);
    clock.now += windowMs / 2;
    admitted(rule, '127.0.0.1', SIGN_UP_RATE_LIMIT.requests - 1);
    expect(admitted(rule, '127.0.0.1', 5)).toBe(0);

    // The first call leaves the window, but the refused ones are still in it: still refused.
    clock.now += windowMs / 2;
    expect(rule.admit('127.0.0.1')).toBe(false);
    // A whole window after the last call, the address starts afresh.
    clock.now += windowMs + 1;
    expect(admitted(rule, '127.0.0.1', SIGN_UP_RATE_LIMIT.requests + 1)).toBe(SIGN_UP_RATE_LIMIT.requests);
  });
});
