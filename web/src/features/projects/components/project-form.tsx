import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_TAX_RATE, projectFormSchema, type Project, type ProjectPayload } from '@reno/domain';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerFieldErrors } from '../../../components/form/server-errors';

export interface ProjectFormFields {
  name: string;
  description: string;
  budget: string;
  taxRate: string;
}

const FIELDS = ['name', 'description', 'budget', 'taxRate'] as const;

export function projectToFields(project?: Project | null): ProjectFormFields {
  return {
    name: project?.name ?? '',
    description: project?.description ?? '',
    budget: project?.budget ?? '',
    taxRate: project?.taxRate ?? DEFAULT_TAX_RATE,
  };
}

interface ProjectFormProps {
  project?: Project | null;
  pending: boolean;
  error: Error | null;
  onSubmit: (payload: ProjectPayload) => Promise<unknown>;
  onCancel: () => void;
}

/** The project form of the projects screen (SPEC §5): name, description, budget, default tax rate. */
export function ProjectForm({ project, pending, error, onSubmit, onCancel }: ProjectFormProps) {
  const editing = !!project;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProjectFormFields, unknown, ProjectPayload>({
    resolver: zodResolver(projectFormSchema) as never,
    defaultValues: projectToFields(project),
  });

  const submit = handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
    } catch (failure) {
      // Field issues go to their fields; the message itself shows above the form.
      if (failure instanceof Error) applyServerFieldErrors(failure.message, setError, FIELDS);
    }
  });

  const submitLabel = editing
    ? pending
      ? 'Updating...'
      : 'Update Project'
    : pending
      ? 'Creating...'
      : 'Create Project';
  const formError = error ? (error.message.split('|')[0] ?? error.message) : null;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={editing ? 'Edit project' : 'New project'}>
      <FormErrorAlert message={formError} />
      <Stack spacing={2}>
        <TextField label="Project Name" required fullWidth {...fieldProps(register('name'), errors.name)} />
        <TextField
          label="Description"
          fullWidth
          multiline
          minRows={2}
          {...fieldProps(register('description'), errors.description)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Budget"
            type="number"
            required
            fullWidth
            slotProps={{
              htmlInput: { step: '0.01', min: '0', inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
            {...fieldProps(register('budget'), errors.budget)}
          />
          <TextField
            label="Default Tax Rate"
            type="number"
            fullWidth
            slotProps={{
              htmlInput: { step: '0.01', min: '0', max: '100', inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
            {...fieldProps(register('taxRate'), errors.taxRate)}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
