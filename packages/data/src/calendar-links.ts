// A member's private calendar feed (docs/product.md#calendar-feed): one link per member and household,
// whose token only the member was shown. The table keeps the token's hash on the member's link item and an
// item keyed by that hash naming the household and the member, so the feed's address alone finds them.
// Making a new link revokes the old one in the same transaction.
import { nowOf, type DataContext } from './context';
import { calendarLinkKey, calendarTokenKey } from './keys';
import { getItem } from './requests';
import { ConcurrencyRetry, runTransaction, TransactionBuilder, type Condition } from './transaction';

/** When the member's current link was made; null while they have none. One GetItem. */
export async function getCalendarLink(
  ctx: DataContext,
  householdId: string,
  memberId: string,
): Promise<{ createdAt: string } | null> {
  const item = await getItem(ctx, calendarLinkKey(householdId, memberId));
  return item ? { createdAt: String(item.createdAt) } : null;
}

/**
 * Makes the member's link the one `tokenHash` names, revoking the one they had: GetItem + one
 * TransactWriteItems (the link item, on condition it still holds the hash read; the new token's item; the
 * old token's item deleted). Two at once: one wins, the other runs again on it.
 */
export async function replaceCalendarLink(
  ctx: DataContext,
  householdId: string,
  memberId: string,
  tokenHash: string,
): Promise<{ createdAt: string }> {
  const key = calendarLinkKey(householdId, memberId);
  return runTransaction(async () => {
    const current = await getItem(ctx, key);
    const old = typeof current?.tokenHash === 'string' ? current.tokenHash : null;
    const unchanged: Condition = (p) =>
      old === null ? `attribute_not_exists(${p.name('PK')})` : `${p.name('tokenHash')} = ${p.value(old)}`;
    const createdAt = nowOf(ctx).toISOString();
    const transaction = new TransactionBuilder(ctx)
      .put(
        { ...key, entity: 'calendarLink', householdId, memberId, tokenHash, createdAt },
        { condition: unchanged, onConditionFailed: () => new ConcurrencyRetry('calendar link changed') },
      )
      .put({ ...calendarTokenKey(tokenHash), entity: 'calendarToken', householdId, memberId });
    if (old !== null) transaction.delete(calendarTokenKey(old));
    return { transaction, result: { createdAt } };
  });
}

/** The household and member a feed token's hash names; null for a revoked or made-up one. One GetItem. */
export async function findCalendarLink(
  ctx: DataContext,
  tokenHash: string,
): Promise<{ householdId: string; memberId: string } | null> {
  const item = await getItem(ctx, calendarTokenKey(tokenHash));
  return item ? { householdId: String(item.householdId), memberId: String(item.memberId) } : null;
}
