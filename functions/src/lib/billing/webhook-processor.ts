import {
  applySubscriptionEvent,
  findUserIdByStripeCustomer,
  getUser,
  isStripeEventProcessed,
  linkStripeCustomer,
  StripeCustomerConflictError,
  type DataContext,
  type SubscriptionChange,
} from '@reno/data';
import { isPro } from '@reno/domain';
import type Stripe from 'stripe';
import { logger } from '../logger';
import { subscriptionChangeOf } from './subscription-change';

const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;
type HandledType = (typeof HANDLED_EVENT_TYPES)[number];

export type WebhookResult = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unknown-user' | 'unhandled-type';

export interface WebhookDeps {
  data: DataContext;
  /** The subscription as Stripe has it now (for events that only name it). */
  retrieveSubscription: (id: string) => Promise<Stripe.Subscription>;
}

/**
 * Stripe's `created` has whole seconds, and one action often emits several events in the same second.
 * Within a second, an event that carries more of the subscription's life wins: a deletion is final,
 * an update follows a creation, and events that only name the subscription come first.
 */
const TIE_BREAK_MS: Record<HandledType, number> = {
  'checkout.session.completed': 0,
  'invoice.payment_failed': 1,
  'customer.subscription.created': 2,
  'customer.subscription.updated': 3,
  'customer.subscription.deleted': 9,
};

const isHandled = (type: string): type is HandledType =>
  (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Applies one verified event at most once, in the order the events happened (not arrived). */
export async function processStripeEvent(deps: WebhookDeps, event: Stripe.Event): Promise<WebhookResult> {
  const { type } = event;
  if (!isHandled(type)) return 'unhandled-type';
  // A retry of an event already applied costs one read, not a Stripe call.
  if (await isStripeEventProcessed(deps.data, event.id)) return 'duplicate';

  const target = await subscriptionTarget(deps, event);
  if (!target) return 'ignored';
  const userId = await resolveUser(deps.data, target.customerId, target.userIdHint);
  if (!userId) {
    logger.warn('Stripe event for a customer no user owns', {
      eventId: event.id,
      type,
      customerId: target.customerId,
    });
    return 'unknown-user';
  }

  const happenedAt = new Date(event.created * 1000);
  const change = subscriptionChangeOf(target.subscription, happenedAt);
  if (await belongsToAnotherLiveSubscription(deps.data, userId, change, happenedAt)) return 'ignored';

  return applySubscriptionEvent(
    deps.data,
    userId,
    { id: event.id, type, createdAt: happenedAt.getTime() + TIE_BREAK_MS[type] },
    change,
  );
}

interface SubscriptionTarget {
  subscription: Stripe.Subscription;
  customerId: string;
  /** The user our checkout put on the session or subscription; used when the mapping is missing. */
  userIdHint: string | null;
}

async function subscriptionTarget(
  deps: WebhookDeps,
  event: Stripe.Event,
): Promise<SubscriptionTarget | null> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      return customerId
        ? { subscription, customerId, userIdHint: subscription.metadata?.userId ?? null }
        : null;
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const customerId = idOf(session.customer);
      if (session.mode !== 'subscription' || !subscriptionId || !customerId) return null;
      const subscription = await deps.retrieveSubscription(subscriptionId);
      return {
        subscription,
        customerId,
        userIdHint: session.client_reference_id ?? session.metadata?.userId ?? null,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      const customerId = idOf(invoice.customer);
      if (!subscriptionId || !customerId) return null;
      const subscription = await deps.retrieveSubscription(subscriptionId);
      return { subscription, customerId, userIdHint: subscription.metadata?.userId ?? null };
    }
    default:
      return null;
  }
}

/** Invoices name their subscription under `parent` since API 2025-03, directly before that. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const current = idOf(invoice.parent?.subscription_details?.subscription);
  if (current) return current;
  return idOf((invoice as { subscription?: string | { id: string } | null }).subscription);
}

/** The customer → user mapping; failing that, the user our checkout named, if that user exists. */
async function resolveUser(
  data: DataContext,
  customerId: string,
  hint: string | null,
): Promise<string | null> {
  const mapped = await findUserIdByStripeCustomer(data, customerId);
  if (mapped) return mapped;
  if (!hint || !(await getUser(data, hint))) return null;
  try {
    await linkStripeCustomer(data, hint, customerId);
  } catch (error) {
    if (error instanceof StripeCustomerConflictError) return null;
    throw error;
  }
  return hint;
}

/**
 * A user who re-subscribed has a new live subscription; late news that an older one ended must not
 * take their Pro away.
 */
async function belongsToAnotherLiveSubscription(
  data: DataContext,
  userId: string,
  change: SubscriptionChange,
  now: Date,
): Promise<boolean> {
  if (change.status === 'active') return false;
  const profile = await getUser(data, userId);
  return (
    !!profile?.stripeSubscriptionId &&
    profile.stripeSubscriptionId !== change.stripeSubscriptionId &&
    profile.subscriptionStatus === 'active' &&
    isPro(profile, now)
  );
}
