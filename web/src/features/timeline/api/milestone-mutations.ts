import { sortMilestones, TIMINGS, type Milestone, type MilestonePayload } from '@reno/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';
import { milestoneKeys } from './milestone-queries';

/** The saved milestone replaces its old copy (or joins the list) at once, in the timeline's order. */
function placeInList(queryClient: QueryClient, saved: Milestone) {
  queryClient.setQueryData<Milestone[]>(milestoneKeys.forProject(saved.projectId), (list) =>
    list ? sortMilestones([...list.filter((milestone) => milestone.id !== saved.id), saved]) : list,
  );
}

/**
 * SPEC §4: the list is refetched 100 ms after a create or update (the server's copy wins then); the saved
 * milestone is shown at once from the answer in the meantime.
 */
function useAfterMilestoneSaved() {
  const queryClient = useQueryClient();
  return (saved: Milestone) => {
    placeInList(queryClient, saved);
    window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: milestoneKeys.all }),
      TIMINGS.milestoneRefetchMs,
    );
  };
}

export function useCreateMilestone() {
  const afterSaved = useAfterMilestoneSaved();
  return useCreateMutation<MilestonePayload, Milestone>('/api/milestones', afterSaved);
}

export function useUpdateMilestone() {
  const afterSaved = useAfterMilestoneSaved();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: MilestonePayload }) =>
      api.put<Milestone>(`/api/milestones/${id}`, payload),
    onSuccess: afterSaved,
  });
}

/** Completing is an update too (PATCH …/complete): the same refetch 100 ms later. */
export function useCompleteMilestone() {
  const afterSaved = useAfterMilestoneSaved();
  return useMutation({
    mutationFn: (id: number) => api.patch<Milestone>(`/api/milestones/${id}/complete`),
    onSuccess: afterSaved,
  });
}

export function useDeleteMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/milestones/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: milestoneKeys.all }),
  });
}
