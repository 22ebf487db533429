// A home packet's share links (docs/product.md#home-share-links): only the token's hash stored, the page live
// until its end or its revocation (then 'gone'; a token never made is 'unknown'), every visit counted, also
// when many come at once.
import { describe, expect, it } from 'vitest';
import { FIRST_HOME_ID } from '@reno/domain';
import {
  createHome,
  createHomeShareLink,
  listHomeShareLinks,
  NotFoundError,
  revokeHomeShareLink,
  visitHomeShareLink,
} from '../src/index';
import type { DataContext } from '../src/context';
import { newUser, partitionItems, testContext } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A context whose clock the test moves. */
function clockedContext(start: Date) {
  let now = start.getTime();
  return { ctx: testContext({ now: () => new Date(now) }), advance: (ms: number) => void (now += ms) };
}

const hashOf = (name: string) => `hash-${name}-${Math.random().toString(36).slice(2)}`;

/**
 * A share link made with the hash of a fresh token, and that hash (what the token's visits look up); it hides
 * the amounts unless `showAmounts`.
 */
async function newShareLink(
  ctx: DataContext,
  household: string,
  { homeId, days, showAmounts = false }: { homeId: number; days: number; showAmounts?: boolean },
) {
  const tokenHash = hashOf('link');
  return {
    tokenHash,
    link: await createHomeShareLink(ctx, household, { homeId, tokenHash, days, showAmounts }),
  };
}

describe('home share links', () => {
  it('open the home until their end, then answer gone; a token never made is unknown', async () => {
    const { ctx, advance } = clockedContext(new Date('2026-11-01T12:00:00.000Z'));
    const household = await newUser(ctx);
    const { tokenHash, link } = await newShareLink(ctx, household, { homeId: FIRST_HOME_ID, days: 14 });
    expect(link).toMatchObject({ homeId: FIRST_HOME_ID, endsAt: '2026-11-15T12:00:00.000Z', visits: 0 });

    advance(14 * DAY_MS - 1);
    expect(await visitHomeShareLink(ctx, tokenHash)).toEqual({
      householdId: household,
      homeId: FIRST_HOME_ID,
      showAmounts: false,
      endsAt: '2026-11-15T12:00:00.000Z',
    });
    advance(1);
    expect(await visitHomeShareLink(ctx, tokenHash)).toBe('gone');
    expect(await visitHomeShareLink(ctx, hashOf('never'))).toBe('unknown');
    // The expired link stays listed (with its one visit and its time) until it is forgotten.
    expect(await listHomeShareLinks(ctx, household, FIRST_HOME_ID)).toMatchObject([
      { id: link.id, visits: 1, recentVisits: ['2026-11-15T11:59:59.999Z'] },
    ]);
  });

  it('answers gone at once when revoked, and the revoked link leaves the list and the partition', async () => {
    const ctx = testContext();
    const household = await newUser(ctx);
    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    const { tokenHash: keptHash, link: kept } = await newShareLink(ctx, household, {
      homeId: cabin.id,
      days: 90,
      showAmounts: true,
    });
    const { tokenHash, link: revoked } = await newShareLink(ctx, household, { homeId: cabin.id, days: 1 });
    expect(await visitHomeShareLink(ctx, tokenHash)).toMatchObject({ homeId: cabin.id });

    await revokeHomeShareLink(ctx, household, cabin.id, revoked.id);

    expect(await visitHomeShareLink(ctx, tokenHash)).toBe('gone');
    expect((await listHomeShareLinks(ctx, household, cabin.id)).map((link) => link.id)).toEqual([kept.id]);
    await expect(revokeHomeShareLink(ctx, household, cabin.id, revoked.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // Another home's link is not this home's to revoke.
    await expect(revokeHomeShareLink(ctx, household, FIRST_HOME_ID, kept.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // The revoked link's item is gone; the kept one holds the hash it was given, and no token.
    const stored = JSON.stringify(await partitionItems(ctx, household));
    expect(stored).toContain(keptHash);
    expect(stored).not.toContain(tokenHash);
    expect(stored).not.toMatch(/"token":/);
  });

  it('counts every visit when 25 come at once', async () => {
    const ctx = testContext();
    const household = await newUser(ctx);
    const { tokenHash, link } = await newShareLink(ctx, household, {
      homeId: FIRST_HOME_ID,
      days: 3,
      showAmounts: true,
    });

    const visits = await Promise.all(Array.from({ length: 25 }, () => visitHomeShareLink(ctx, tokenHash)));

    expect(visits.every((visit) => typeof visit === 'object')).toBe(true);
    const [listed] = await listHomeShareLinks(ctx, household, FIRST_HOME_ID);
    expect(listed).toMatchObject({ id: link.id, visits: 25, lastVisitAt: expect.any(String) });
    // The times of the newest ten are kept: the list never grows past them.
    expect(listed!.recentVisits).toHaveLength(10);
  });

  it('keeps the times of the newest ten visits, newest first', async () => {
    const { ctx, advance } = clockedContext(new Date('2026-11-01T00:00:00.000Z'));
    const household = await newUser(ctx);
    const { tokenHash } = await newShareLink(ctx, household, { homeId: FIRST_HOME_ID, days: 1 });
    for (let minute = 1; minute <= 11; minute++) {
      advance(60_000);
      await visitHomeShareLink(ctx, tokenHash);
    }
    const [listed] = await listHomeShareLinks(ctx, household, FIRST_HOME_ID);
    expect(listed!.visits).toBe(11);
    expect(listed!.recentVisits).toEqual(
      Array.from(
        { length: 10 },
        (_, index) => `2026-11-01T00:${String(11 - index).padStart(2, '0')}:00.000Z`,
      ),
    );
  });

  it('is made only for a home the household has', async () => {
    const ctx = testContext();
    const household = await newUser(ctx);
    await expect(
      createHomeShareLink(ctx, household, {
        homeId: 42,
        tokenHash: hashOf('none'),
        days: 3,
        showAmounts: false,
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await listHomeShareLinks(ctx, household, 42)).toEqual([]);
  });
});
