import { sortMilestones, TIMINGS, type Milestone, type MilestonePayload } from '@reno/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  useCreateMutation,
  useDeleteMutation,
  useInvalidate,
  useUpdateMutation,
} from '../../../lib/record-mutations';
import { milestoneKeys } from '../../../entities/milestone/api/milestone-queries';

/** The saved milestone replaces its old copy (or joins the list) at once, in the timeline's order. */
function placeInList(queryClient: QueryClient, saved: Milestone) {
  queryClient.setQueryData<Milestone[]>(milestoneKeys.forProject(saved.projectId), (list) =>
    list ? sortMilestones([...list.filter((milestone) => milestone.id !== saved.id), saved]) : list,
  );
}

/**
 * The list is refetched 100 ms after a create or update (docs/product.md#timeline-screen; the server's copy
 * wins then); the saved milestone is shown at once from the answer in the meantime.
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
  return useUpdateMutation<MilestonePayload, Milestone>('/api/milestones', afterSaved);
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
  return useDeleteMutation('/api/milestones', useInvalidate(milestoneKeys.all));
}
