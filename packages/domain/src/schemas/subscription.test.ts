import { describe, expect, it } from 'vitest';
import { subscriptionStatusView } from './subscription';

const now = new Date('2025-06-15T12:00:00.000Z');

describe('subscriptionStatusView', () => {
  it('shows a free user their limits and what they may still create', () => {
    expect(
      subscriptionStatusView({
        user: { subscriptionStatus: 'free', subscriptionEndDate: null },
        expenseCount: 5,
        contractorCount: 2,
        now,
      }),
    ).toEqual({
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
    const view = subscriptionStatusView({
      user: { subscriptionStatus: 'active', subscriptionEndDate: null },
      expenseCount: 50,
      contractorCount: 10,
      renewalDate: '2025-07-15T12:00:00.000Z',
      now,
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
    const active = subscriptionStatusView({
      user: { subscriptionStatus: 'active', subscriptionEndDate: null },
      expenseCount: 0,
      contractorCount: 0,
      now,
    });
    const cancelled = subscriptionStatusView({
      user: { subscriptionStatus: 'cancelled', subscriptionEndDate: undefined },
      expenseCount: 0,
      contractorCount: 0,
      now,
    });
    // Assess
    expect(active.renewalDate).toBeNull();
    expect(cancelled.endDate).toBeNull();
    expect(cancelled.expenseLimit).toBe(5);
  });

  it('keeps Pro for a cancelled user until the end date, then falls back to the free limits', () => {
    // Prepare
    const user = { subscriptionStatus: 'cancelled', subscriptionEndDate: '2025-06-20T00:00:00.000Z' };
    // Act
    const before = subscriptionStatusView({ user, expenseCount: 9, contractorCount: 0, now });
    const after = subscriptionStatusView({
      user,
      expenseCount: 9,
      contractorCount: 0,
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
    expect(
      subscriptionStatusView({
        user: { subscriptionStatus: 'incomplete', subscriptionEndDate: '2030-01-01T00:00:00Z' },
        expenseCount: 0,
        contractorCount: 0,
        renewalDate: '2030-01-01T00:00:00Z',
        willCancelAtPeriodEnd: false,
        now,
      }),
    ).toMatchObject({ subscriptionStatus: 'free', renewalDate: null, endDate: null, expenseLimit: 5 });
  });
});
