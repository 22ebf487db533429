import { describe, expect, it } from 'vitest';
import { formatCents } from '../money';
import { ADMIN_PASSWORD_REQUIRED_MESSAGE, adminPasswordError, adminStats } from './admin';

describe('adminStats', () => {
  it('counts Pro users and the monthly revenue at $4.99 each', () => {
    // Prepare
    const rows = [
      { subscriptionStatus: 'active' as const },
      { subscriptionStatus: 'active' as const },
      { subscriptionStatus: 'active' as const },
      { subscriptionStatus: 'cancelled' as const },
      { subscriptionStatus: 'free' as const },
    ];
    // Act
    const stats = adminStats(rows);
    // Assess
    expect(stats).toEqual({ totalUsers: 5, proUsers: 3, freeUsers: 2, monthlyRevenueCents: 1497 });
    expect(formatCents(stats.monthlyRevenueCents)).toBe('$14.97');
  });

  it('is all zero without users', () => {
    expect(adminStats([])).toEqual({ totalUsers: 0, proUsers: 0, freeUsers: 0, monthlyRevenueCents: 0 });
  });
});

describe('adminPasswordError', () => {
  it('asks for the password when it is empty and accepts anything typed', () => {
    expect(ADMIN_PASSWORD_REQUIRED_MESSAGE).toBe('Please enter the admin password');
    expect(adminPasswordError('')).toBe(ADMIN_PASSWORD_REQUIRED_MESSAGE);
    expect(adminPasswordError(undefined)).toBe(ADMIN_PASSWORD_REQUIRED_MESSAGE);
    expect(adminPasswordError(' secret ')).toBeNull();
  });
});
