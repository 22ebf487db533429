import type { HouseholdSummary, HouseholdView } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The account's households (their own first) are the account's, whichever is active; the active one
// (members, invitations) is the active household's, and leaves the cache with it on a switch.
export const householdKeys = {
  list: ['/api/households'] as const,
  active: ['/api/household'] as const,
};

export const householdQueries = {
  list: () =>
    queryOptions({
      queryKey: householdKeys.list,
      queryFn: () => api.get<HouseholdSummary[]>('/api/households'),
    }),
  active: () =>
    queryOptions({
      queryKey: householdKeys.active,
      queryFn: () => api.get<HouseholdView>('/api/household'),
    }),
};
