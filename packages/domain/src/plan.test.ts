import { describe, expect, it } from 'vitest';
import {
  canCreateWithin,
  formatUsage,
  isPro,
  normalizeSubscriptionStatus,
  planLimitsFor,
  usagePercent,
} from './plan';

const now = new Date('2025-06-15T12:00:00.000Z');

describe('isPro', () => {
  it.each([
    ['free with no end date', { subscriptionStatus: 'free', subscriptionEndDate: null }, false],
    ['active', { subscriptionStatus: 'active', subscriptionEndDate: null }, true],
    [
      'active with a past end date',
      { subscriptionStatus: 'active', subscriptionEndDate: '2020-01-01T00:00:00Z' },
      true,
    ],
    [
      'cancelled, ending tomorrow',
      { subscriptionStatus: 'cancelled', subscriptionEndDate: '2025-06-16T12:00:00.000Z' },
      true,
    ],
    [
      'cancelled, ending in a millisecond',
      { subscriptionStatus: 'cancelled', subscriptionEndDate: '2025-06-15T12:00:00.001Z' },
      true,
    ],
    [
      'cancelled, ending right now',
      { subscriptionStatus: 'cancelled', subscriptionEndDate: '2025-06-15T12:00:00.000Z' },
      false,
    ],
    [
      'cancelled, ended yesterday',
      { subscriptionStatus: 'cancelled', subscriptionEndDate: '2025-06-14T12:00:00.000Z' },
      false,
    ],
    ['cancelled without an end date', { subscriptionStatus: 'cancelled', subscriptionEndDate: null }, false],
    [
      'cancelled with an unreadable end date',
      { subscriptionStatus: 'cancelled', subscriptionEndDate: 'soon' },
      false,
    ],
    [
      'free with a future end date',
      { subscriptionStatus: 'free', subscriptionEndDate: '2030-01-01T00:00:00Z' },
      false,
    ],
    [
      'unknown status',
      { subscriptionStatus: 'trialing', subscriptionEndDate: '2030-01-01T00:00:00Z' },
      false,
    ],
    ['missing status', { subscriptionStatus: undefined, subscriptionEndDate: undefined }, false],
  ])('%s → %s', (_, user, expected) => {
    expect(isPro(user, now)).toBe(expected);
  });
});

describe('planLimitsFor', () => {
  it('caps the free plan at 5 expenses and 3 contractors', () => {
    expect(planLimitsFor({ subscriptionStatus: 'free', subscriptionEndDate: null }, now)).toEqual({
      expenses: 5,
      contractors: 3,
    });
  });

  it('lifts the limits for Pro, including a cancelled plan until its end', () => {
    // Prepare
    const active = { subscriptionStatus: 'active', subscriptionEndDate: null };
    const cancelledLater = { subscriptionStatus: 'cancelled', subscriptionEndDate: '2025-07-01T00:00:00Z' };
    const cancelledEarlier = { subscriptionStatus: 'cancelled', subscriptionEndDate: '2025-06-01T00:00:00Z' };
    // Act / Assess
    expect(planLimitsFor(active, now)).toEqual({ expenses: null, contractors: null });
    expect(planLimitsFor(cancelledLater, now)).toEqual({ expenses: null, contractors: null });
    expect(planLimitsFor(cancelledEarlier, now)).toEqual({ expenses: 5, contractors: 3 });
  });
});

describe('normalizeSubscriptionStatus', () => {
  it('keeps active and cancelled and reads anything else as free', () => {
    expect(normalizeSubscriptionStatus('active')).toBe('active');
    expect(normalizeSubscriptionStatus('cancelled')).toBe('cancelled');
    expect(normalizeSubscriptionStatus('free')).toBe('free');
    expect(normalizeSubscriptionStatus('past_due')).toBe('free');
    expect(normalizeSubscriptionStatus(null)).toBe('free');
  });
});

describe('limits in use', () => {
  it('allows one more only below the limit', () => {
    expect(canCreateWithin(5, 4)).toBe(true);
    expect(canCreateWithin(5, 5)).toBe(false);
    expect(canCreateWithin(3, 7)).toBe(false);
    expect(canCreateWithin(null, 1_000_000)).toBe(true);
  });

  it('caps usage bars at 100 %', () => {
    expect(usagePercent(0, 5)).toBe(0);
    expect(usagePercent(2, 5)).toBe(40);
    expect(usagePercent(5, 5)).toBe(100);
    expect(usagePercent(8, 5)).toBe(100);
    expect(usagePercent(3, null)).toBe(0);
    expect(usagePercent(0, 0)).toBe(100);
    expect(usagePercent(-1, 5)).toBe(0);
  });

  it("writes usage as 'X of Y' or 'unlimited'", () => {
    expect(formatUsage(2, 5)).toBe('2 of 5');
    expect(formatUsage(7, null)).toBe('unlimited');
  });
});
