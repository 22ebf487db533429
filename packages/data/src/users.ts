// User profiles: created on the first authenticated call from the token's claims; they carry the
// subscription fields, the Stripe ids, the counters and the id sequences.
import { FREE_PLAN_LIMITS, isPro, normalizeSubscriptionStatus, type SubscriptionStatus } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { InvalidInputError } from './errors';
import { HOUSEHOLDS_LISTED, profileKey, userInList } from './keys';
import { countInAdminTotals } from './admin-totals';
import { getItem, type Item } from './requests';
import { ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { sessionsValidAfterOf } from './sessions';
import { num, str } from './validate';

export interface UserProfile {
  /** The Cognito sub. */
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: SubscriptionStatus;
  /** ISO timestamp; for 'cancelled', Pro lasts until then. */
  subscriptionEndDate: string | null;
  /** ISO timestamp of the next renewal while active. */
  subscriptionRenewalDate: string | null;
  cancelAtPeriodEnd: boolean;
  projectCount: number;
  expenseCount: number;
  contractorCount: number;
  totalBudgetCents: number;
  /** Members of the household besides its owner (the seats the plan allows, households.ts). */
  memberCount: number;
  createdAt: string;
  updatedAt: string;
  /** Epoch ms before which every session of the user ended (sessions.ts); null when none has. */
  sessionsValidAfter: number | null;
}

/** What the token says about the user (Cognito: sub, email, given_name, family_name, picture). */
export interface TokenClaims {
  sub: string;
  /** Required: no profile ever holds an empty e-mail. */
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

export function toUserProfile(item: Item): UserProfile {
  return {
    id: String(item.userId ?? String(item.PK).slice('USER#'.length)),
    email: str(item.email) ?? '',
    firstName: str(item.firstName),
    lastName: str(item.lastName),
    profileImageUrl: str(item.profileImageUrl),
    stripeCustomerId: str(item.stripeCustomerId),
    stripeSubscriptionId: str(item.stripeSubscriptionId),
    subscriptionStatus: normalizeSubscriptionStatus(str(item.subscriptionStatus)),
    subscriptionEndDate: str(item.subscriptionEndDate),
    subscriptionRenewalDate: str(item.subscriptionRenewalDate),
    cancelAtPeriodEnd: item.cancelAtPeriodEnd === true,
    projectCount: num(item.projectCount),
    expenseCount: num(item.expenseCount),
    contractorCount: num(item.contractorCount),
    totalBudgetCents: num(item.totalBudgetCents),
    memberCount: num(item.memberCount),
    createdAt: str(item.createdAt) ?? '',
    updatedAt: str(item.updatedAt) ?? str(item.createdAt) ?? '',
    sessionsValidAfter: sessionsValidAfterOf(item),
  };
}

/** One GetItem; null when the user never signed in. */
export async function getUser(ctx: DataContext, userId: string): Promise<UserProfile | null> {
  const item = await getItem(ctx, profileKey(userId));
  return item ? toUserProfile(item) : null;
}

/**
 * GET /api/user: one GetItem when the profile exists; otherwise one TransactWriteItems that creates it from
 * the claims (if_not_exists everywhere, so concurrent first calls agree), lists it in the usersByCreation
 * index and counts it in the operator's totals (only the write that gives it createdAt), then one GetItem.
 * Email and names that the token carries and the profile lacks are filled in.
 */
export async function getOrCreateUser(ctx: DataContext, claims: TokenClaims): Promise<UserProfile> {
  if (claims.email.trim() === '') throw new InvalidInputError('email', 'email is required');
  const key = profileKey(claims.sub);
  const complete = await runTransaction(async () => {
    const existing = await getItem(ctx, key);
    const transaction = new TransactionBuilder(ctx);
    if (existing && existing.createdAt && existing.email) return { transaction, result: existing };
    const now = nowOf(ctx).toISOString();
    const createdAt = str(existing?.createdAt) ?? now;
    const initial: Record<string, unknown> = {
      entity: 'user',
      userId: claims.sub,
      firstName: claims.firstName ?? null,
      lastName: claims.lastName ?? null,
      profileImageUrl: claims.profileImageUrl ?? null,
      subscriptionStatus: 'free',
      subscriptionEndDate: null,
      projectCount: 0,
      expenseCount: 0,
      contractorCount: 0,
      totalBudgetCents: 0,
      createdAt,
      ...userInList(createdAt, claims.sub),
      // A profile new to the table has no memberships yet: nothing for households-upgrade.ts to list.
      ...(existing ? {} : { [HOUSEHOLDS_LISTED]: 1 }),
    };
    const isNew = !existing?.createdAt;
    // The token's e-mail always wins over an empty stored one; other fields are set only once.
    transaction.update(
      key,
      { set: { email: claims.email, updatedAt: now }, setIfMissing: initial },
      isNew
        ? {
            condition: (p) => `attribute_not_exists(${p.name('createdAt')})`,
            onConditionFailed: () => new ConcurrencyRetry('profile created meanwhile'),
          }
        : {},
    );
    if (isNew) countInAdminTotals(transaction, { users: 1 });
    return { transaction, result: undefined };
  });
  return toUserProfile(complete ?? (await getItem(ctx, key)) ?? {});
}

export interface PlanUsage {
  isPro: boolean;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndDate: string | null;
  subscriptionRenewalDate: string | null;
  cancelAtPeriodEnd: boolean;
  expenseCount: number;
  contractorCount: number;
  /** null = unlimited (Pro). */
  expenseLimit: number | null;
  contractorLimit: number | null;
  canCreateExpense: boolean;
  canCreateContractor: boolean;
}

/**
 * The household's counts and limits (its owner's profile) for can_create, contractors/count and
 * subscription-status: one GetItem.
 */
export async function getPlanUsage(ctx: DataContext, householdId: string): Promise<PlanUsage> {
  const profile = (await getUser(ctx, householdId)) ?? toUserProfile({ userId: householdId });
  return planUsageOf(profile, nowOf(ctx));
}

function planUsageOf(profile: UserProfile, now: Date): PlanUsage {
  const pro = isPro(profile, now);
  const expenseLimit = pro ? null : FREE_PLAN_LIMITS.expenses;
  const contractorLimit = pro ? null : FREE_PLAN_LIMITS.contractors;
  return {
    isPro: pro,
    subscriptionStatus: profile.subscriptionStatus,
    subscriptionEndDate: profile.subscriptionEndDate,
    subscriptionRenewalDate: profile.subscriptionRenewalDate,
    cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
    expenseCount: profile.expenseCount,
    contractorCount: profile.contractorCount,
    expenseLimit,
    contractorLimit,
    canCreateExpense: expenseLimit === null || profile.expenseCount < expenseLimit,
    canCreateContractor: contractorLimit === null || profile.contractorCount < contractorLimit,
  };
}
