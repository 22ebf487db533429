// A home packet's share links (docs/product.md#home-share-links): read-only pages of a home's record for a
// buyer, an insurer or the next contractor, made by an owner, several at a time. As with the calendar feed
// (calendar-links.ts) only the token's hash is stored: the link item in the household's partition (listed per
// home, with its end, its amounts choice and its visits) and an item keyed by the hash naming the household,
// the home and the link, so the page's address alone finds them. Revoking deletes the link and marks the
// token revoked, so the page answers 'gone' at once; both items expire 30 days after the link's end.
import { randomUUID } from 'node:crypto';
import { nowOf, type DataContext } from './context';
import { homeShareLinks } from './access-patterns';
import { NotFoundError } from './errors';
import { homeReady } from './home-counts';
import { homeKey, homeShareLinkKey, homeShareTokenKey, type ItemKey } from './keys';
import { getItem, queryAll, updateItem, type Item } from './requests';
import { conditions, runTransaction, TransactionBuilder } from './transaction';
import { num, str } from './validate';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a link and its token stay stored after the link's end (an expired page says so meanwhile). */
const KEPT_AFTER_END_SECONDS = 30 * 24 * 60 * 60;
/** The visits a link keeps the time of (the newest); `visits` counts them all. */
const RECENT_VISITS = 10;

export interface HomeShareLinkRecord {
  id: string;
  homeId: number;
  createdAt: string;
  /** When the page stops answering (ISO time). */
  endsAt: string;
  showAmounts: boolean;
  visits: number;
  lastVisitAt: string | null;
  /** The times of the newest RECENT_VISITS visits, newest first. */
  recentVisits: string[];
}

function toShareLink(item: Item): HomeShareLinkRecord {
  return {
    id: String(item.linkId),
    homeId: num(item.homeId),
    createdAt: String(item.createdAt),
    endsAt: String(item.endsAt),
    showAmounts: item.showAmounts === true,
    visits: num(item.visits),
    lastVisitAt: str(item.lastVisitAt),
    recentVisits: Array.isArray(item.recentVisits) ? item.recentVisits.map(String) : [],
  };
}

/**
 * A new link to home `homeId` for `days` days: one TransactWriteItems (the home checked, the link item, the
 * token's item). NotFoundError for a home the household does not have.
 */
export async function createHomeShareLink(
  ctx: DataContext,
  householdId: string,
  input: { homeId: number; tokenHash: string; days: number; showAmounts: boolean },
): Promise<HomeShareLinkRecord> {
  const { homeId, tokenHash, days, showAmounts } = input;
  await homeReady(ctx, householdId, homeId);
  const now = nowOf(ctx);
  const linkId = randomUUID();
  const ends = new Date(now.getTime() + days * DAY_MS);
  const expiresAt = Math.floor(ends.getTime() / 1000) + KEPT_AFTER_END_SECONDS;
  const link = {
    ...homeShareLinkKey(householdId, homeId, linkId),
    entity: 'homeShareLink',
    linkId,
    homeId,
    tokenHash,
    createdAt: now.toISOString(),
    endsAt: ends.toISOString(),
    showAmounts,
    visits: 0,
    lastVisitAt: null,
    recentVisits: [],
    expiresAt,
  };
  await new TransactionBuilder(ctx)
    .check(homeKey(householdId, homeId), conditions.exists, () => new NotFoundError('home', homeId))
    .put(link)
    .put({
      ...homeShareTokenKey(tokenHash),
      entity: 'homeShareToken',
      householdId,
      homeId,
      linkId,
      endsAt: link.endsAt,
      showAmounts,
      revokedAt: null,
      expiresAt,
    })
    .send();
  return toShareLink(link);
}

/** The home's links, oldest first (expired ones until they are forgotten): one Query. */
export async function listHomeShareLinks(
  ctx: DataContext,
  householdId: string,
  homeId: number,
): Promise<HomeShareLinkRecord[]> {
  const links = (await queryAll(ctx, homeShareLinks(householdId, homeId))).map(toShareLink);
  return links.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Revokes a link at once: GetItem + one TransactWriteItems (the link deleted, its token marked revoked).
 * NotFoundError when the home has no such link (revoked already, or never made).
 */
export async function revokeHomeShareLink(
  ctx: DataContext,
  householdId: string,
  homeId: number,
  linkId: string,
): Promise<void> {
  const key = homeShareLinkKey(householdId, homeId, linkId);
  await runTransaction(async () => {
    const link = await getItem(ctx, key);
    if (!link) throw new NotFoundError('homeShareLink', linkId);
    const transaction = new TransactionBuilder(ctx)
      .delete(key, {
        condition: conditions.exists,
        onConditionFailed: () => new NotFoundError('homeShareLink', linkId),
      })
      .update(homeShareTokenKey(String(link.tokenHash)), { set: { revokedAt: nowOf(ctx).toISOString() } });
    return { transaction, result: undefined };
  });
}

/** What a live link lets its visitor see. */
interface OpenedShareLink {
  householdId: string;
  homeId: number;
  showAmounts: boolean;
  endsAt: string;
}

/**
 * A visit of the page `tokenHash` names: 'unknown' for a token never made (or forgotten), 'gone' for one
 * revoked or past its end, else the link, counted: one GetItem + one UpdateItem (visits + 1, and the time
 * first in the list of recent ones, on condition that the link is still there, so a revocation that lands
 * first answers 'gone'), and a second UpdateItem when the list has grown past RECENT_VISITS.
 */
export async function visitHomeShareLink(
  ctx: DataContext,
  tokenHash: string,
): Promise<OpenedShareLink | 'unknown' | 'gone'> {
  const token = await getItem(ctx, homeShareTokenKey(tokenHash));
  if (!token) return 'unknown';
  const now = nowOf(ctx);
  const endsAt = String(token.endsAt);
  if (token.revokedAt || Date.parse(endsAt) <= now.getTime()) return 'gone';
  const householdId = String(token.householdId);
  const homeId = num(token.homeId);
  const key = homeShareLinkKey(householdId, homeId, String(token.linkId));
  let recent: number;
  try {
    const visited = await updateItem(ctx, {
      Key: key,
      UpdateExpression:
        'SET lastVisitAt = :now, recentVisits = list_append(:visit, if_not_exists(recentVisits, :none)) ADD visits :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':visit': [now.toISOString()],
        ':none': [],
        ':one': 1,
      },
      ReturnValues: 'UPDATED_NEW',
    });
    recent = Array.isArray(visited?.recentVisits) ? visited.recentVisits.length : 0;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return 'gone';
    throw error;
  }
  if (recent > RECENT_VISITS) await forgetOlderVisits(ctx, key, recent);
  return { householdId, homeId, showAmounts: token.showAmounts === true, endsAt };
}

/**
 * Trims the list to the newest RECENT_VISITS (new ones go first: whatever lies past them is older, also when
 * other visits came meanwhile). A link revoked meanwhile is left alone.
 */
async function forgetOlderVisits(ctx: DataContext, key: ItemKey, length: number): Promise<void> {
  const older = Array.from(
    { length: length - RECENT_VISITS },
    (_, index) => `recentVisits[${RECENT_VISITS + index}]`,
  );
  try {
    await updateItem(ctx, {
      Key: key,
      UpdateExpression: `REMOVE ${older.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
    });
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}
