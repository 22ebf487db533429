// The operator admin panel (docs/product.md#admin-screen, docs/product.md#api-admin).
import { PRO_PRICE_CENTS, type SubscriptionStatus } from '../constants';
import { centsToDecimal } from '../money';
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
interface AdminHousehold {
  id: string;
  name: string;
  role: HouseholdRole;
}

/** GET /api/admin/totals: the admin screen's cards, from the kept counters (docs/product.md#api-admin). */
export interface AdminTotalsResponse {
  totalUsers: number;
  /** Accounts with an active subscription (the ones that pay this month). */
  proUsers: number;
  freeUsers: number;
  /** Pro users × $4.99, a 2-decimal string. */
  monthlyRevenue: string;
  totalProjects: number;
  totalExpenses: number;
}

/** The cards from the counts: the users not Pro are Free, and each Pro user pays $4.99 a month. */
export function adminTotalsResponse(counts: {
  users: number;
  proUsers: number;
  projects: number;
  expenses: number;
}): AdminTotalsResponse {
  return {
    totalUsers: counts.users,
    proUsers: counts.proUsers,
    freeUsers: counts.users - counts.proUsers,
    monthlyRevenue: centsToDecimal(counts.proUsers * PRO_PRICE_CENTS),
    totalProjects: counts.projects,
    totalExpenses: counts.expenses,
  };
}

/**
 * An empty (or missing) admin password gets the message of docs/product.md#validation-admin; anything
 * else is sent as typed.
 */
export function adminPasswordError(password: string | null | undefined): string | null {
  return password ? null : ADMIN_PASSWORD_REQUIRED_MESSAGE;
}
