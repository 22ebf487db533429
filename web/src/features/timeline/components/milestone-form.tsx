import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MILESTONE_CATEGORIES,
  milestoneFormSchema,
  type Milestone,
  type MilestonePayload,
} from '@reno/domain';
import { Controller, useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerFieldErrors } from '../../../components/form/server-errors';

export interface MilestoneFormFields {
  projectId: number;
  title: string;
  description: string;
  category: string;
  targetDate: string;
}

const FIELD_NAMES = ['title', 'description', 'category', 'targetDate'] as const;

export function milestoneToFields(projectId: number, milestone?: Milestone | null): MilestoneFormFields {
  return {
    projectId: milestone?.projectId ?? projectId,
    title: milestone?.title ?? '',
    description: milestone?.description ?? '',
    category: milestone?.category ?? '',
    targetDate: milestone?.targetDate ?? '',
  };
}

interface MilestoneFormProps {
  projectId: number;
  milestone?: Milestone | null | undefined;
  pending: boolean;
  errorMessage?: string | null | undefined;
  /** Rejects with the API error; issues of the 'text|[issues]' form land on their fields. */
  onSubmit: (payload: MilestonePayload) => Promise<unknown>;
  onCancel: () => void;
}

/** SPEC §2 milestone form: title, description, category from the fixed list, optional target date. */
export function MilestoneForm({
  projectId,
  milestone,
  pending,
  errorMessage,
  onSubmit,
  onCancel,
}: MilestoneFormProps) {
  const editing = !!milestone;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MilestoneFormFields, unknown, MilestonePayload>({
    resolver: zodResolver(milestoneFormSchema) as never,
    defaultValues: milestoneToFields(projectId, milestone),
  });

  const submit = handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
    } catch (failure) {
      if (failure instanceof Error) applyServerFieldErrors(failure.message, setError, FIELD_NAMES);
    }
  });

  const submitLabel = editing
    ? pending
      ? 'Updating...'
      : 'Update Milestone'
    : pending
      ? 'Adding...'
      : 'Add Milestone';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={editing ? 'Edit milestone' : 'Add milestone'}
    >
      <FormErrorAlert message={errorMessage} />
      <Stack spacing={2}>
        <TextField label="Title" required fullWidth {...fieldProps(register('title'), errors.title)} />
        <TextField
          label="Description"
          fullWidth
          multiline
          minRows={2}
          {...fieldProps(register('description'), errors.description)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <TextField
                select
                label="Category"
                required
                fullWidth
                {...field}
                inputRef={field.ref}
                error={!!errors.category}
                helperText={errors.category?.message}
              >
                {MILESTONE_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {category}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label="Target Date (Optional)"
            type="date"
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            {...fieldProps(register('targetDate'), errors.targetDate)}
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
