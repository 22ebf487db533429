// The operator admin panel (docs/product.md#admin-screen, docs/product.md#api-admin).
import { PRO_PRICE_CENTS, type SubscriptionStatus } from '../constants';
import type { HouseholdRole } from '../household';

/** Header carrying the shared admin password. */
export const ADMIN_PASSWORD_HEADER = 'x-admin-password';
export const ADMIN_PASSWORD_REQUIRED_MESSAGE = 'Please enter the admin password';

export interface AdminUserRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  subscriptionStatus: SubscriptionStatus;
  projectCount: number;
  expenseCount: number;
  contractorCount: number;
  /** Sum of the user's project budgets, a 2-decimal string. */
  totalBudget: string;
  createdAt: string;
  subscriptionEndDate: string | null;
  /** The households the account belongs to and its role in each: its own first (owner), then as member. */
  households: AdminHousehold[];
}

/** A household as the operator's list names it: its id (the owner's user id), name and the account's role. */
export interface AdminHousehold {
  id: string;
  name: string;
  role: HouseholdRole;
}

export interface AdminStats {
  totalUsers: number;
  proUsers: number;
  freeUsers: number;
  /** Pro users × $4.99, in cents. */
  monthlyRevenueCents: number;
}

/** Stats cards: a Pro user is one with an active subscription (the one that pays this month). */
export function adminStats(rows: readonly Pick<AdminUserRow, 'subscriptionStatus'>[]): AdminStats {
  const proUsers = rows.filter((row) => row.subscriptionStatus === 'active').length;
  return {
    totalUsers: rows.length,
    proUsers,
    freeUsers: rows.length - proUsers,
    monthlyRevenueCents: proUsers * PRO_PRICE_CENTS,
  };
}

/**
 * An empty (or missing) admin password gets the message of docs/product.md#validation-admin; anything
 * else is sent as typed.
 */
export function adminPasswordError(password: string | null | undefined): string | null {
  return password ? null : ADMIN_PASSWORD_REQUIRED_MESSAGE;
}
