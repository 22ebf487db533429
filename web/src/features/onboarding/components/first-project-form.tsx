import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { projectFormSchema, type Project } from '@reno/domain';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { applyServerFieldErrors } from '../../../components/form/server-errors';
import { useCreateProject } from '../../projects/api/project-mutations';

const FIELDS = ['name', 'description', 'budget'] as const;

export function FirstProjectForm({ onCreated }: { onCreated: (project: Project) => Promise<void> | void }) {
  const createProject = useCreateProject();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(projectFormSchema),
    defaultValues: { name: '', description: '', budget: '', taxRate: '' },
  });

  const submit = handleSubmit(async (payload) => {
    try {
      const project = await createProject.mutateAsync(payload);
      await onCreated(project);
    } catch (error) {
      // SPEC §4: errors of this call are not toasted; server field errors still land on their fields.
      if (error instanceof Error) applyServerFieldErrors(error.message, setError, FIELDS);
      console.error('Project creation failed', error);
    }
  });

  const pending = createProject.isPending;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create your first project">
      <Stack spacing={2}>
        <TextField label="Project Name" required fullWidth {...fieldProps(register('name'), errors.name)} />
        <TextField
          label="Description"
          fullWidth
          multiline
          minRows={2}
          {...fieldProps(register('description'), errors.description)}
        />
        <TextField
          label="Total Budget"
          type="number"
          required
          fullWidth
          slotProps={{
            htmlInput: { step: '0.01', min: '0', inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
          {...fieldProps(register('budget'), errors.budget)}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? 'Creating Project...' : 'Create Project & Get Started'}
        </Button>
      </Stack>
    </Box>
  );
}
