import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONTRACTOR_SPECIALTIES,
  contractorFormSchema,
  type Contractor,
  type ContractorPayload,
} from '@reno/domain';
import { Controller, useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerFieldErrors } from '../../../components/form/server-errors';

export interface ContractorFormFields {
  name: string;
  company: string;
  email: string;
  phone: string;
  specialty: string;
  hourlyRate: string;
  notes: string;
}

const FIELD_NAMES = ['name', 'company', 'email', 'phone', 'specialty', 'hourlyRate', 'notes'] as const;

export function contractorToFields(contractor?: Contractor | null): ContractorFormFields {
  return {
    name: contractor?.name ?? '',
    company: contractor?.company ?? '',
    email: contractor?.email ?? '',
    phone: contractor?.phone ?? '',
    specialty: contractor?.specialty ?? '',
    hourlyRate: contractor?.hourlyRate ?? '',
    notes: contractor?.notes ?? '',
  };
}

interface ContractorFormProps {
  contractor?: Contractor | null | undefined;
  pending: boolean;
  /** A failure other than field issues, shown above the fields. */
  errorMessage?: string | null | undefined;
  /** Rejects with the API error; issues of the 'text|[issues]' form land on their fields. */
  onSubmit: (payload: ContractorPayload) => Promise<unknown>;
  onCancel: () => void;
}

/** SPEC §5 contractor form: 'Name *', email of type email, hourly rate '' → null, specialty from the list. */
export function ContractorForm({
  contractor,
  pending,
  errorMessage,
  onSubmit,
  onCancel,
}: ContractorFormProps) {
  const editing = !!contractor;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContractorFormFields, unknown, ContractorPayload>({
    resolver: zodResolver(contractorFormSchema) as never,
    defaultValues: contractorToFields(contractor),
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
      : 'Update Contractor'
    : pending
      ? 'Adding...'
      : 'Add Contractor';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        // The form may sit inside another form's dialog (the expense form's '+'): keep the submit here.
        event.stopPropagation();
        void submit(event);
      }}
      aria-label={editing ? 'Edit contractor' : 'Add contractor'}
    >
      <FormErrorAlert message={errorMessage} />
      <Stack spacing={2}>
        <TextField label="Name" required fullWidth {...fieldProps(register('name'), errors.name)} />
        <TextField label="Company" fullWidth {...fieldProps(register('company'), errors.company)} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Email"
            type="email"
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'email' } }}
            {...fieldProps(register('email'), errors.email)}
          />
          <TextField
            label="Phone"
            type="tel"
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'tel' } }}
            {...fieldProps(register('phone'), errors.phone)}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="specialty"
            render={({ field }) => (
              <TextField
                select
                label="Specialty"
                fullWidth
                {...field}
                inputRef={field.ref}
                error={!!errors.specialty}
                helperText={errors.specialty?.message}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">No specialty</MenuItem>
                {CONTRACTOR_SPECIALTIES.map((specialty) => (
                  <MenuItem key={specialty} value={specialty}>
                    {specialty}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label="Hourly Rate"
            type="number"
            fullWidth
            slotProps={{
              htmlInput: { step: '0.01', min: '0', inputMode: 'decimal' },
              input: {
                startAdornment: <InputAdornment position="start">$</InputAdornment>,
                endAdornment: <InputAdornment position="end">/hr</InputAdornment>,
              },
            }}
            {...fieldProps(register('hourlyRate'), errors.hourlyRate)}
          />
        </Stack>
        <TextField
          label="Notes"
          fullWidth
          multiline
          minRows={2}
          {...fieldProps(register('notes'), errors.notes)}
        />
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
