import type { User } from '@reno/domain';
import type { UserProfile } from '@reno/data';

/** The signed-in user as GET /api/user returns it: no Stripe ids, counters or sequences. */
export function presentUser(profile: UserProfile): User {
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    subscriptionStatus: profile.subscriptionStatus,
    subscriptionEndDate: profile.subscriptionEndDate,
    createdAt: profile.createdAt,
  };
}
