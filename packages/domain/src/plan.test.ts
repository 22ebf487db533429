import { describe, expect, it } from 'vitest';
import {
  canCreateWithin,
  formatUsage,
  isPro,
  normalizeSubscriptionStatus,
  planLimitsFor,
  usagePercent,
  type SubscriptionFields,
} from './plan';

const now = new Date('2025-06-15T12:00:00.000Z');

/** A user's subscription fields: its status and when a cancelled one ends. */
const subscriber = (
  subscriptionStatus: string | undefined,
  subscriptionEndDate: string | null | undefined,
): SubscriptionFields => ({ subscriptionStatus, subscriptionEndDate });

describe('isPro', () => {
  it.each([
    ['free with no end date', subscriber('free', null), false],
    ['active', subscriber('active', null), true],
    ['active with a past end date', subscriber('active', '2020-01-01T00:00:00Z'), true],
    ['cancelled, ending tomorrow', subscriber('cancelled', '2025-06-16T12:00:00.000Z'), true],
    ['cancelled, ending in a millisecond', subscriber('cancelled', '2025-06-15T12:00:00.001Z'), true],
    ['cancelled, ending right now', subscriber('cancelled', '2025-06-15T12:00:00.000Z'), false],
    ['cancelled, ended yesterday', subscriber('cancelled', '2025-06-14T12:00:00.000Z'), false],
    ['cancelled without an end date', subscriber('cancelled', null), false],
    ['cancelled with an unreadable end date', subscriber('cancelled', 'soon'), false],
    ['free with a future end date', subscriber('free', '2030-01-01T00:00:00Z'), false],
    ['unknown status', subscriber('trialing', '2030-01-01T00:00:00Z'), false],
    ['missing status', subscriber(undefined, undefined), false],
  ])('%s → %s', (_, user, expected) => {
    expect(isPro(user, now)).toBe(expected);
  });
});

describe('planLimitsFor', () => {
  it('caps the free plan at 5 expenses and 3 contractors', () => {
    expect(planLimitsFor(subscriber('free', null), now)).toEqual({ expenses: 5, contractors: 3 });
  });

  it('lifts the limits for Pro, including a cancelled plan until its end', () => {
    // Prepare
    const active = subscriber('active', null);
    const cancelledLater = subscriber('cancelled', '2025-07-01T00:00:00Z');
    const cancelledEarlier = subscriber('cancelled', '2025-06-01T00:00:00Z');
    // Act / Assess
    expect(planLimitsFor(active, now)).toEqual({ expenses: null, contractors: null });
    expect(planLimitsFor(cancelledLater, now)).toEqual({ expenses: null, contractors: null });
    expect(planLimitsFor(cancelledEarlier, now)).toEqual({ expenses: 5, contractors: 3 });
  });
});

describe('normalizeSubscriptionStatus', () => {
  // Active and cancelled are kept; anything else is the free plan.
  it.each([
    ['active', 'active'],
    ['cancelled', 'cancelled'],
    ['free', 'free'],
    ['past_due', 'free'],
    [null, 'free'],
  ])('reads %j as %s', (value, status) => {
    expect(normalizeSubscriptionStatus(value)).toBe(status);
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
