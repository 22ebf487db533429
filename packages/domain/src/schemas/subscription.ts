// The subscription status record of docs/product.md#subscription-status (GET /api/subscription-status).
import type { SubscriptionStatus } from '../constants';
import {
  canCreateWithin,
  normalizeSubscriptionStatus,
  planLimitsFor,
  type SubscriptionFields,
} from '../plan';

export interface SubscriptionStatusView {
  subscriptionStatus: SubscriptionStatus;
  /** Next renewal of an active subscription (ISO timestamp). */
  renewalDate: string | null;
  /** When a cancelled subscription stops giving Pro (ISO timestamp). */
  endDate: string | null;
  willCancelAtPeriodEnd: boolean;
  expenseCount: number;
  /** null = unlimited */
  expenseLimit: number | null;
  contractorCount: number;
  contractorLimit: number | null;
  canCreateExpense: boolean;
  canCreateContractor: boolean;
}

export interface SubscriptionStatusInput {
  user: SubscriptionFields;
  expenseCount: number;
  contractorCount: number;
  renewalDate?: string | null;
  willCancelAtPeriodEnd?: boolean;
  now: Date;
}

export function subscriptionStatusView(input: SubscriptionStatusInput): SubscriptionStatusView {
  const status = normalizeSubscriptionStatus(input.user.subscriptionStatus);
  const limits = planLimitsFor(input.user, input.now);
  return {
    subscriptionStatus: status,
    renewalDate: status === 'active' ? (input.renewalDate ?? null) : null,
    endDate: status === 'cancelled' ? (input.user.subscriptionEndDate ?? null) : null,
    willCancelAtPeriodEnd: input.willCancelAtPeriodEnd ?? status === 'cancelled',
    expenseCount: input.expenseCount,
    expenseLimit: limits.expenses,
    contractorCount: input.contractorCount,
    contractorLimit: limits.contractors,
    canCreateExpense: canCreateWithin(limits.expenses, input.expenseCount),
    canCreateContractor: canCreateWithin(limits.contractors, input.contractorCount),
  };
}

/** POST /api/check-subscription, admin upgrade/downgrade. */
export interface MessageResponse {
  message: string;
}

/** POST /api/create-checkout-session, /api/create-portal-session. */
export interface RedirectResponse {
  url: string;
}
