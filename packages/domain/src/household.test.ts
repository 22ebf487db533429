import { describe, expect, it } from 'vitest';
import {
  householdName,
  inviteeRefusal,
  isHouseholdFull,
  personName,
  roleAllows,
  shortName,
  type HouseholdRole,
} from './household';

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

describe('isHouseholdFull', () => {
  it('holds the owner and 1 member on Free, up to 6 people on Pro', () => {
    expect(isHouseholdFull(1, 'free')).toBe(false);
    expect(isHouseholdFull(2, 'free')).toBe(true);
    expect(isHouseholdFull(5, 'pro')).toBe(false);
    expect(isHouseholdFull(6, 'pro')).toBe(true);
  });
});

describe('inviteeRefusal', () => {
  const household = {
    ownerEmail: 'Dana@example.com',
    memberEmails: ['sam@example.com'],
    invitedEmails: ['pat@example.com'],
  };

  it('refuses the owner, a member and an address invited already, in any case', () => {
    expect(inviteeRefusal('dana@EXAMPLE.com', household)).toBe('inviteSelf');
    expect(inviteeRefusal('Sam@example.com', household)).toBe('inviteMember');
    expect(inviteeRefusal('pat@example.com', household)).toBe('invitePending');
    expect(inviteeRefusal('lee@example.com', household)).toBeNull();
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
