import type { Project, ProjectPayload } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';
import { expenseKeys } from '../../expense/api/expense-queries';
import { projectKeys } from './project-queries';

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useCreateMutation<ProjectPayload, Project>('/api/projects', () =>
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  );
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: ProjectPayload }) =>
      api.put<Project>(`/api/projects/${id}`, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** Deleting a project deletes its expenses too (SPEC §2), so both lists refresh. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/projects/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
      ]),
  });
}
