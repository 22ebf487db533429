import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_TAX_RATE, projectFormSchema, type Project } from '@reno/domain';
import { useForm } from 'react-hook-form';
import { useReload } from '../../../components/form/use-reload';
import { MoneyInput, PercentInput, TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateProject, useUpdateProject } from '../../../entities/project/api/project-mutations';
import { projectQueries } from '../../../entities/project/api/project-queries';
import { FieldRow } from '../../../components/form/field-row';

function projectToFields(project?: Project | null) {
  return {
    name: project?.name ?? '',
    description: project?.description ?? '',
    budget: project?.budget ?? '',
    taxRate: project?.taxRate ?? DEFAULT_TAX_RATE,
  };
}

interface ProjectFormProps {
  project?: Project | null;
  onSaved: (project: Project) => void;
  onCancel: () => void;
}

/**
 * The project form of the projects screen: name, description, budget, default tax rate
 * (docs/product.md#projects-screen, docs/product.md#validation-project).
 */
export function ProjectForm({ project, onSaved, onCancel }: ProjectFormProps) {
  const editing = !!project;
  const form = useForm({ resolver: zodResolver(projectFormSchema), defaultValues: projectToFields(project) });
  const reload = useReload(
    form,
    project,
    (client, { id }) => client.fetchQuery(projectQueries.detail(id)),
    projectToFields,
  );
  const { shell, pending } = useSaveForm(form, {
    create: useCreateProject(),
    update: useUpdateProject(),
    editing: project,
    reload,
    onSaved,
  });

  return (
    <FormShell {...shell} label={editing ? 'Edit project' : 'New project'}>
      <TextInput name="name" label="Project Name" required />
      <TextInput name="description" label="Description" multiline />
      <FieldRow>
        <MoneyInput name="budget" label="Budget" required />
        <PercentInput name="taxRate" label="Default Tax Rate" />
      </FieldRow>
      <FormActions
        noun="Project"
        createVerb="Create"
        editing={editing}
        pending={pending}
        onCancel={onCancel}
      />
    </FormShell>
  );
}
