// Billing records: Stripe customer → user mapping, processed-once webhook event markers (TTL) and the
// subscription fields on the profile.
import { normalizeSubscriptionStatus, type SubscriptionStatus } from '@reno/domain';
import { countInAdminTotals } from './admin-totals';
import { nowOf, type DataContext } from './context';
import { DataError, NotFoundError } from './errors';
import { profileKey, stripeCustomerKey, stripeEventKey } from './keys';
import { getItem, putItem, type Item } from './requests';
import {
  ConcurrencyRetry,
  conditions,
  runTransaction,
  TransactionBuilder,
  type Condition,
} from './transaction';
import { toUserProfile, type UserProfile } from './users';
import { str } from './validate';

/** Webhook event markers are kept this long (Stripe retries for up to 3 days). */
const STRIPE_EVENT_RETENTION_SECONDS = 30 * 86_400;

export interface SubscriptionChange {
  status: SubscriptionStatus;
  /** ISO timestamp (or anything Date parses); null clears. */
  endDate?: string | null;
  renewalDate?: string | null;
  cancelAtPeriodEnd?: boolean;
  stripeSubscriptionId?: string | null;
}

/** The customer id is already linked to another user. */
export class StripeCustomerConflictError extends DataError {
  constructor(readonly customerId: string) {
    super(`Stripe customer ${customerId} belongs to another user`);
  }
}

/** Records customer → user (conditional: never re-points a customer) and the id on the profile. One TransactWriteItems. */
export async function linkStripeCustomer(
  ctx: DataContext,
  userId: string,
  customerId: string,
): Promise<void> {
  const now = nowOf(ctx).toISOString();
  const sameOrNew: Condition = (p) =>
    `attribute_not_exists(${p.name('PK')}) OR ${p.name('userId')} = ${p.value(userId)}`;
  await new TransactionBuilder(ctx)
    .put(
      { ...stripeCustomerKey(customerId), entity: 'stripeCustomer', customerId, userId, createdAt: now },
      { condition: sameOrNew, onConditionFailed: () => new StripeCustomerConflictError(customerId) },
    )
    .update(
      profileKey(userId),
      { set: { stripeCustomerId: customerId, updatedAt: now } },
      { condition: conditions.exists, onConditionFailed: () => new NotFoundError('user', userId) },
    )
    .send();
}

/** One GetItem: the user a Stripe customer belongs to, or null. */
export async function findUserIdByStripeCustomer(
  ctx: DataContext,
  customerId: string,
): Promise<string | null> {
  const item = await getItem(ctx, stripeCustomerKey(customerId));
  return typeof item?.userId === 'string' ? item.userId : null;
}

function isoOrNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const time = Date.parse(value);
  if (!Number.isFinite(time)) throw new DataError(`not a date: ${value}`);
  return new Date(time).toISOString();
}

function subscriptionSet(change: SubscriptionChange, now: string): Record<string, unknown> {
  const set: Record<string, unknown> = { subscriptionStatus: change.status, updatedAt: now };
  const endDate = isoOrNull(change.endDate);
  const renewalDate = isoOrNull(change.renewalDate);
  if (endDate !== undefined) set.subscriptionEndDate = endDate;
  if (renewalDate !== undefined) set.subscriptionRenewalDate = renewalDate;
  if (change.cancelAtPeriodEnd !== undefined) set.cancelAtPeriodEnd = change.cancelAtPeriodEnd;
  if (change.stripeSubscriptionId !== undefined) set.stripeSubscriptionId = change.stripeSubscriptionId;
  return set;
}

/** Whether a stored profile counts among the operator's Pro users (admin-totals.ts): status 'active'. */
const countsAsPro = (profile: Item): boolean =>
  normalizeSubscriptionStatus(str(profile.subscriptionStatus)) === 'active';

/** The profile still has the status it was read with (absent included). */
const statusStill =
  (profile: Item): Condition =>
  (p) =>
    profile.subscriptionStatus === undefined
      ? `attribute_not_exists(${p.name('subscriptionStatus')})`
      : `${p.name('subscriptionStatus')} = ${p.value(profile.subscriptionStatus)}`;

/**
 * Writes `set` (a subscription change) on the profile read as `profile`, on condition its status is still the
 * one read and `also`, and moves the operator's Pro users by the difference: the only writes of a status, so
 * the count stays the number of active profiles.
 */
function changeSubscription(
  transaction: TransactionBuilder,
  profile: Item,
  set: Record<string, unknown>,
  options: { also?: Condition; onConditionFailed: () => Error },
): void {
  const after = { ...profile, ...set };
  transaction.update(
    { PK: String(profile.PK), SK: String(profile.SK) },
    { set, add: [{ path: ['version'], delta: 1 }] },
    {
      condition: (p) =>
        [conditions.live(p), statusStill(profile)(p), ...(options.also ? [options.also(p)] : [])]
          .map((part) => `(${part})`)
          .join(' AND '),
      onConditionFailed: options.onConditionFailed,
    },
  );
  countInAdminTotals(transaction, { proUsers: Number(countsAsPro(after)) - Number(countsAsPro(profile)) });
}

/**
 * Admin upgrade/downgrade and direct changes: a GetItem, then one TransactWriteItems (the profile and the Pro
 * users' count); throws NotFoundError('user').
 */
export async function updateSubscription(
  ctx: DataContext,
  userId: string,
  change: SubscriptionChange,
): Promise<UserProfile> {
  return runTransaction(async () => {
    const profile = await getItem(ctx, profileKey(userId));
    if (!profile || profile.deleting !== undefined) throw new NotFoundError('user', userId);
    const set = subscriptionSet(change, nowOf(ctx).toISOString());
    const transaction = new TransactionBuilder(ctx);
    changeSubscription(transaction, profile, set, {
      onConditionFailed: () => new ConcurrencyRetry('plan changed meanwhile'),
    });
    return { transaction, result: toUserProfile({ ...profile, ...set }) };
  });
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale';

class DuplicateEvent extends Error {}
class StaleEvent extends Error {}

/**
 * Applies a subscription change carried by a webhook event exactly once and never out of order: a GetItem of
 * the profile, then one TransactWriteItems puts the event marker (must be new) and updates the profile (with
 * the Pro users' count) only if this event is newer than the last one applied and the status is still the
 * one read (else it reads again). 'duplicate' = seen before; 'stale' = an older event (marked processed,
 * profile untouched). Throws NotFoundError('user').
 */
export async function applySubscriptionEvent(
  ctx: DataContext,
  userId: string,
  event: { id: string; createdAt: Date | string | number; type?: string },
  change: SubscriptionChange,
): Promise<WebhookOutcome> {
  const now = nowOf(ctx);
  const eventAt = new Date(event.createdAt).toISOString();
  const marker = eventMarker(event.id, event.type, now);
  const newer: Condition = (p) =>
    `attribute_not_exists(${p.name('subscriptionEventAt')}) OR ${p.name('subscriptionEventAt')} <= ${p.value(eventAt)}`;
  const isNewer = (profile: Item) =>
    str(profile.subscriptionEventAt) === null || String(profile.subscriptionEventAt) <= eventAt;
  for (;;) {
    const profile = await getItem(ctx, profileKey(userId));
    if (!profile) throw new NotFoundError('user', userId);
    const transaction = new TransactionBuilder(ctx).put(marker, {
      condition: conditions.notExists,
      onConditionFailed: () => new DuplicateEvent(),
    });
    changeSubscription(
      transaction,
      profile,
      { ...subscriptionSet(change, now.toISOString()), subscriptionEventAt: eventAt },
      { also: newer, onConditionFailed: () => new StaleEvent() },
    );
    try {
      await transaction.send();
      return 'applied';
    } catch (error) {
      if (error instanceof DuplicateEvent) return 'duplicate';
      if (error instanceof ConcurrencyRetry) continue;
      if (!(error instanceof StaleEvent)) throw error;
    }
    // The profile's condition failed: an older event, no such user, or a status changed since the read.
    const current = await getItem(ctx, profileKey(userId));
    if (!current) throw new NotFoundError('user', userId);
    if (current.subscriptionStatus === profile.subscriptionStatus || !isNewer(current)) break;
  }
  return (await markStripeEventProcessed(ctx, event.id, event.type)) ? 'stale' : 'duplicate';
}

function eventMarker(eventId: string, type: string | undefined, now: Date) {
  return {
    ...stripeEventKey(eventId),
    entity: 'stripeEvent',
    eventId,
    type: type ?? null,
    processedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + STRIPE_EVENT_RETENTION_SECONDS,
  };
}

/** One conditional PutItem: true the first time an event id is seen, false afterwards (TTL marker). */
export async function markStripeEventProcessed(
  ctx: DataContext,
  eventId: string,
  type?: string,
): Promise<boolean> {
  try {
    await putItem(ctx, {
      Item: eventMarker(eventId, type, nowOf(ctx)),
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** One GetItem: whether the event was already processed. */
export async function isStripeEventProcessed(ctx: DataContext, eventId: string): Promise<boolean> {
  return (await getItem(ctx, stripeEventKey(eventId))) !== undefined;
}
