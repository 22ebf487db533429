import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../http/errors';
import { SESSION_CHECK_MAX_AGE_MS, SessionCheck } from './session-check';

/** A session check over a fake profile store and clock: the moments it holds, and how often it was read. */
function checkOver(validAfter: Map<string, number>) {
  let now = Date.UTC(2026, 10, 1, 12, 0, 0);
  const reads: string[] = [];
  const check = new SessionCheck(
    async (sub) => {
      reads.push(sub);
      return validAfter.get(sub) ?? null;
    },
    () => now,
  );
  return { check, reads, advance: (ms: number) => (now += ms) };
}

const ENDED_AT = Date.UTC(2026, 10, 1, 11, 0, 0);
const seconds = (ms: number) => ms / 1000;

describe('SessionCheck', () => {
  it('accepts any token of a user whose sessions never ended', async () => {
    const { check } = checkOver(new Map());

    await expect(check.current({ sub: 'a', issuedAt: 0 })).resolves.toEqual({ sub: 'a', issuedAt: 0 });
  });

  it('refuses a token of an earlier second than the end, and accepts one of that second or later', async () => {
    const { check } = checkOver(new Map([['a', ENDED_AT]]));

    await expect(check.current({ sub: 'a', issuedAt: seconds(ENDED_AT) - 1 })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(check.current({ sub: 'a', issuedAt: seconds(ENDED_AT) })).resolves.toBeDefined();
    await expect(check.current({ sub: 'a', issuedAt: seconds(ENDED_AT) + 1 })).resolves.toBeDefined();
  });

  it('reads each user once per half minute, and sees an end recorded since once that has passed', async () => {
    const ended = new Map<string, number>();
    const { check, reads, advance } = checkOver(ended);
    const old = { sub: 'a', issuedAt: seconds(ENDED_AT) - 1 };

    await check.current(old);
    await check.current({ sub: 'b', issuedAt: 1 });
    ended.set('a', ENDED_AT);
    advance(SESSION_CHECK_MAX_AGE_MS - 1);
    // The instance's reading is still young: the window docs/security.md names.
    await expect(check.current(old)).resolves.toBeDefined();
    expect(reads).toEqual(['a', 'b']);

    advance(1);
    await expect(check.current(old)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(reads).toEqual(['a', 'b', 'a']);
  });
});
