import { describe, expect, it } from 'vitest';
import { subscriptionStatusView, type SubscriptionStatusInput } from './subscription';

const now = new Date('2025-06-15T12:00:00.000Z');

/** The view of a user of this status and end date: nothing created and seen `now`, unless `more` says so. */
const viewOf = (
  subscriptionStatus: string,
  subscriptionEndDate: string | null | undefined,
  more: Partial<Omit<SubscriptionStatusInput, 'user'>> = {},
) =>
  subscriptionStatusView({
    user: { subscriptionStatus, subscriptionEndDate },
    expenseCount: 0,
    contractorCount: 0,
    now,
    ...more,
  });

describe('subscriptionStatusView', () => {
  it('shows a free user their limits and what they may still create', () => {
    expect(viewOf('free', null, { expenseCount: 5, contractorCount: 2 })).toEqual({
      subscriptionStatus: 'free',
      renewalDate: null,
      endDate: null,
      willCancelAtPeriodEnd: false,
      expenseCount: 5,
      expenseLimit: 5,
      contractorCount: 2,
      contractorLimit: 3,
      canCreateExpense: false,
      canCreateContractor: true,
    });
  });

  it('shows an active user unlimited, with the renewal date', () => {
    // Act
    const view = viewOf('active', null, {
      expenseCount: 50,
      contractorCount: 10,
      renewalDate: '2025-07-15T12:00:00.000Z',
    });
    // Assess
    expect(view).toMatchObject({
      subscriptionStatus: 'active',
      renewalDate: '2025-07-15T12:00:00.000Z',
      endDate: null,
      willCancelAtPeriodEnd: false,
      expenseLimit: null,
      contractorLimit: null,
      canCreateExpense: true,
      canCreateContractor: true,
    });
  });

  it('leaves dates it does not know as null', () => {
    // Act
    const active = viewOf('active', null);
    const cancelled = viewOf('cancelled', undefined);
    // Assess
    expect(active.renewalDate).toBeNull();
    expect(cancelled.endDate).toBeNull();
    expect(cancelled.expenseLimit).toBe(5);
  });

  it('keeps Pro for a cancelled user until the end date, then falls back to the free limits', () => {
    // Act
    const before = viewOf('cancelled', '2025-06-20T00:00:00.000Z', { expenseCount: 9 });
    const after = viewOf('cancelled', '2025-06-20T00:00:00.000Z', {
      expenseCount: 9,
      now: new Date('2025-06-21T00:00:00.000Z'),
    });
    // Assess
    expect(before).toMatchObject({
      subscriptionStatus: 'cancelled',
      endDate: '2025-06-20T00:00:00.000Z',
      willCancelAtPeriodEnd: true,
      expenseLimit: null,
      canCreateExpense: true,
    });
    expect(after).toMatchObject({ expenseLimit: 5, canCreateExpense: false, contractorLimit: 3 });
  });

  it('reads an unknown status as free and hides renewal data that does not apply', () => {
    const view = viewOf('incomplete', '2030-01-01T00:00:00Z', {
      renewalDate: '2030-01-01T00:00:00Z',
      willCancelAtPeriodEnd: false,
    });
    expect(view).toMatchObject({
      subscriptionStatus: 'free',
      renewalDate: null,
      endDate: null,
      expenseLimit: 5,
    });
  });
});
