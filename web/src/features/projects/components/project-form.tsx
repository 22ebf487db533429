import { DEFAULT_TAX_RATE, projectFormSchema, type Home, type Project } from '@reno/domain';
import { useRecordForm } from '../../../components/form/use-record-form';
import { CheckboxInput } from '../../../components/form/checkbox-field';
import { SelectInput } from '../../../components/form/choice-fields';
import { PercentInput, TextInput } from '../../../components/form/form-fields';
import { MoneyInput } from '../../../components/form/money-input';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateProject, useUpdateProject } from '../../../entities/project/api/project-mutations';
import { projectQueries } from '../../../entities/project/api/project-queries';
import { FieldRow } from '../../../components/form/field-row';

/** A new project goes into the household's first home unless another is chosen. */
function projectToFields(project: Project | null | undefined, homes: readonly Home[]) {
  return {
    homeId: String(project?.homeId ?? homes[0]?.id ?? ''),
    name: project?.name ?? '',
    description: project?.description ?? '',
    budget: project?.budget ?? '',
    taxRate: project?.taxRate ?? DEFAULT_TAX_RATE,
    extensiveRemodel: project?.extensiveRemodel ?? false,
  };
}

interface ProjectFormProps {
  project?: Project | null;
  /** The household's homes, one of which the project is in. */
  homes: readonly Home[];
  onSaved: (project: Project) => void;
  onCancel: () => void;
}

/**
 * The project form of the projects screen: name, description, budget, default tax rate, its home, and
 * whether it is part of an extensive remodel (docs/product.md#projects-screen, docs/product.md#basis-classes).
 */
export function ProjectForm({ project, homes, onSaved, onCancel }: ProjectFormProps) {
  const editing = !!project;
  const { form, reload } = useRecordForm(
    projectFormSchema,
    project,
    (record) => projectToFields(record, homes),
    (client, { id }) => client.fetchQuery(projectQueries.detail(id)),
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
      <SelectInput
        name="homeId"
        label="Home"
        options={homes.map((home) => ({ value: String(home.id), label: home.name }))}
      />
      <CheckboxInput
        name="extensiveRemodel"
        label="Part of an extensive remodel (its repairs count as improvements to the home's cost basis)"
      />
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
