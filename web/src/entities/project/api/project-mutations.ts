import type { Project, ProjectPayload } from '@reno/domain';
import {
  useCreateMutation,
  useDeleteMutation,
  useInvalidate,
  useUpdateMutation,
} from '../../../lib/record-mutations';
import { expenseKeys } from '../../expense/api/expense-queries';
import { projectKeys } from './project-queries';

export function useCreateProject() {
  return useCreateMutation<ProjectPayload, Project>('/api/projects', useInvalidate(projectKeys.all));
}

export function useUpdateProject() {
  return useUpdateMutation<ProjectPayload, Project>('/api/projects', useInvalidate(projectKeys.all));
}

/** Deleting a project deletes its expenses too (docs/product.md#cascades), so both lists refresh. */
export function useDeleteProject() {
  return useDeleteMutation('/api/projects', useInvalidate(projectKeys.all, expenseKeys.all));
}
