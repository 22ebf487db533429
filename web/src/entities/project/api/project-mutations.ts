import type { Project, ProjectPayload } from '@reno/domain';
import { recordMutationHooks } from '../../../lib/record-mutations';
import { expenseKeys } from '../../expense/api/expense-queries';
import { projectKeys } from './project-queries';

// Deleting a project deletes its expenses too (docs/product.md#cascades), so both lists refresh.
const projectMutations = recordMutationHooks<ProjectPayload, Project>(
  '/api/projects',
  [projectKeys.all],
  [projectKeys.all, expenseKeys.all],
);

export const useCreateProject = projectMutations.useCreate;
export const useUpdateProject = projectMutations.useUpdate;
export const useDeleteProject = projectMutations.useDelete;
