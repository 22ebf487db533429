import type { HouseholdMemberView, HouseholdView, InvitationView, MemberRole } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { householdKeys } from '../../../entities/household/api/household-queries';
import { api } from '../../../lib/api-client';
import { useInvalidate } from '../../../lib/record-mutations';

// The owner's changes to the household (docs/product.md#api-households); after each, the household and
// the account's list of households (member counts, roles) refresh.

export interface InvitationInput {
  email: string;
  role: MemberRole;
}

const useRefreshHousehold = () => useInvalidate(householdKeys.active, householdKeys.list);

export function useInvite() {
  return useMutation({
    mutationFn: (input: InvitationInput) => api.post<InvitationView>('/api/household/invitations', input),
    onSuccess: useRefreshHousehold(),
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => api.post<InvitationView>(`/api/household/invitations/${id}/resend`),
    onSuccess: useRefreshHousehold(),
  });
}

export function useCancelInvitation() {
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/household/invitations/${id}`),
    onSuccess: useRefreshHousehold(),
  });
}

export function useChangeRole() {
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) =>
      api.put<HouseholdMemberView>(`/api/household/members/${encodeURIComponent(userId)}`, { role }),
    onSuccess: useRefreshHousehold(),
  });
}

const deleteMember = (userId: string) =>
  api.delete<{ message: string }>(`/api/household/members/${encodeURIComponent(userId)}`);

/** The owner removes a member. */
export function useRemoveMember() {
  return useMutation({ mutationFn: deleteMember, onSuccess: useRefreshHousehold() });
}

/** A member removes themself: the household left is gone from their list (the screen then switches). */
export function useLeaveHousehold(userId: string) {
  return useMutation({
    mutationFn: () => deleteMember(userId),
    onSuccess: useInvalidate(householdKeys.list),
  });
}

/** POST /api/invitations/accept: the household joined, as the new member sees it. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (token: string) => api.post<HouseholdView>('/api/invitations/accept', { token }),
  });
}
