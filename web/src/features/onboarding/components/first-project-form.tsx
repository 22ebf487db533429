import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { projectFormSchema, type Project } from '@reno/domain';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../components/form/form-fields';
import { MoneyInput } from '../../../components/form/money-input';
import { FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateProject } from '../../../entities/project/api/project-mutations';

/**
 * Errors of this call are not toasted, only logged; server field issues land on their fields
 * (docs/product.md#onboarding).
 */
export function FirstProjectForm({ onCreated }: { onCreated: (project: Project) => Promise<void> | void }) {
  const form = useForm({
    resolver: zodResolver(projectFormSchema),
    defaultValues: { name: '', description: '', budget: '', taxRate: '' },
  });
  const { submit, pending } = useSaveForm(form, {
    create: useCreateProject(),
    onSaved: onCreated,
    logAs: 'Project creation failed',
  });

  return (
    <FormShell form={form} onSubmit={submit} label="Create your first project">
      <TextInput name="name" label="Project Name" required />
      <TextInput name="description" label="Description" multiline />
      <MoneyInput name="budget" label="Total Budget" required />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? 'Creating Project...' : 'Create Project & Get Started'}
      </Button>
    </FormShell>
  );
}
