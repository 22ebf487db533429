import type { HomeShareLink } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { answerQuery } from '../../../lib/api-queries';

// A home packet's share links (docs/product.md#home-share-links): the owner's.
const shareLinkKeys = {
  ofHome: (homeId: number) => [`/api/homes/${homeId}/share-links`] as const,
};

export const shareLinkQueries = {
  ofHome: (homeId: number) =>
    answerQuery<HomeShareLink[]>(shareLinkKeys.ofHome(homeId), `/api/homes/${homeId}/share-links`),
};

/** 'Make a share link': its address is in this answer only (only its hash is kept). */
export function useMakeShareLink(homeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { days: number; showAmounts: boolean }) =>
      api.post<HomeShareLink>(`/api/homes/${homeId}/share-links`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.ofHome(homeId) }),
  });
}

/** 'Revoke': the page stops answering at once. */
export function useRevokeShareLink(homeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => api.delete<unknown>(`/api/homes/${homeId}/share-links/${linkId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.ofHome(homeId) }),
  });
}
