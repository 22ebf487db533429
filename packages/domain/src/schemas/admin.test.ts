import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_REQUIRED_MESSAGE, adminPasswordError, adminTotalsResponse } from './admin';

describe('adminTotalsResponse', () => {
  it('counts Free users as the rest and the monthly revenue at $4.99 a Pro user', () => {
    const cards = adminTotalsResponse({ users: 5, proUsers: 3, projects: 7, expenses: 40 });
    expect(cards).toEqual({
      totalUsers: 5,
      proUsers: 3,
      freeUsers: 2,
      monthlyRevenue: '14.97',
      totalProjects: 7,
      totalExpenses: 40,
    });
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
