import type { MemberRole, User } from '@reno/domain';
import { writeActiveHousehold } from '../entities/household/active-household/active-household-storage';
import { testUser, type FakeMembership } from './fake-backend/fake-db';

/** Sam, who Dana (the test user) invites: signed in, he is a member of her household. */
export const samUser: User = {
  id: 'sam-sub',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  subscriptionStatus: 'free',
  subscriptionEndDate: null,
  createdAt: '2025-02-01T10:00:00.000Z',
};

/** Dana's household as its member Sam belongs to it, with `role`. */
export const danasHousehold = (role: MemberRole): FakeMembership => ({
  id: testUser.id,
  name: "Dana's household",
  ownerName: 'Dana Builder',
  plan: 'free',
  role,
  members: [{ userId: testUser.id, name: 'Dana Builder', email: testUser.email, role: 'owner' }],
});

/** Sam last chose Dana's household on this device (what the switcher remembers). */
export const samInDanasHousehold = () => writeActiveHousehold(samUser.id, testUser.id);
