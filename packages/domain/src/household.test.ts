import { describe, expect, it } from 'vitest';
import {
  householdName,
  memberLimitOf,
  personName,
  roleAllows,
  shortName,
  type HouseholdRole,
} from './household';

const now = new Date('2026-11-03T12:00:00.000Z');

describe('roleAllows', () => {
  it.each<[HouseholdRole, HouseholdRole, boolean]>([
    ['owner', 'owner', true],
    ['owner', 'editor', true],
    ['owner', 'viewer', true],
    ['editor', 'owner', false],
    ['editor', 'editor', true],
    ['editor', 'viewer', true],
    ['viewer', 'owner', false],
    ['viewer', 'editor', false],
    ['viewer', 'viewer', true],
  ])('%s may do what %s may: %s', (role, needed, allowed) => {
    expect(roleAllows(role, needed)).toBe(allowed);
  });
});

describe('memberLimitOf', () => {
  it('allows the owner and 1 member on Free, up to 6 people on Pro', () => {
    expect(memberLimitOf({ subscriptionStatus: 'free', subscriptionEndDate: null }, now)).toBe(1);
    expect(memberLimitOf({ subscriptionStatus: 'active', subscriptionEndDate: null }, now)).toBe(5);
  });

  it('follows the plan rule: a cancelled plan gives Pro seats until its end date', () => {
    const cancelled = (end: string) => ({ subscriptionStatus: 'cancelled', subscriptionEndDate: end });
    expect(memberLimitOf(cancelled('2026-12-01T00:00:00.000Z'), now)).toBe(5);
    expect(memberLimitOf(cancelled('2026-11-01T00:00:00.000Z'), now)).toBe(1);
  });
});

describe('names', () => {
  const sam = { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' };
  const nameless = { firstName: null, lastName: null, email: 'pat@example.com' };

  it('shows the first name, else the address before its @', () => {
    expect(shortName(sam)).toBe('Sam');
    expect(shortName(nameless)).toBe('pat');
    expect(shortName({ ...sam, firstName: '  ' })).toBe('sam');
  });

  it('lists people by first and last name, else the short name', () => {
    expect(personName(sam)).toBe('Sam Lee');
    expect(personName({ ...sam, lastName: null })).toBe('Sam');
    expect(personName(nameless)).toBe('pat');
  });

  it('names a household after its owner', () => {
    expect(householdName({ firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com' })).toBe(
      "Dana's household",
    );
    expect(householdName(nameless)).toBe("pat's household");
  });
});
