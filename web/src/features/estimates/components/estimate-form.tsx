import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ESTIMATE_STATUSES,
  estimateFormSchema,
  type Contractor,
  type Estimate,
  type EstimatePayload,
  type Project,
} from '@reno/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { applyServerFieldErrors } from '../../../components/form/server-errors';
import {
  ESTIMATE_FIELD_NAMES,
  estimateToFields,
  previewBreakdown,
  taxedPercentageFor,
  type EstimateFormFields,
} from '../utils/estimate-fields';
import { AttachmentUpload } from './attachment-upload';
import { EstimateBreakdownList } from './estimate-breakdown-list';
import { ESTIMATE_STATUS_LABELS } from './estimate-status-icon';

// SPEC §5: percentage and rate inputs range 0–100 with step 0.01.
const percentInput = {
  htmlInput: { step: '0.01', min: '0', max: '100', inputMode: 'decimal' as const },
  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
};

interface EstimateFormProps {
  estimate?: Estimate | null | undefined;
  /** The selected project, preselected for a new estimate. */
  project: Project | null;
  projects: readonly Project[];
  contractors: readonly Contractor[];
  pending: boolean;
  /** Rejects with the API error; issues of the 'text|[issues]' form land on their fields. */
  onSubmit: (payload: EstimatePayload) => Promise<unknown>;
  onCancel: () => void;
}

export function EstimateForm({
  estimate,
  project,
  projects,
  contractors,
  pending,
  onSubmit,
  onCancel,
}: EstimateFormProps) {
  const editing = !!estimate;
  const previewTitleId = useId();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<EstimateFormFields, unknown, EstimatePayload>({
    resolver: zodResolver(estimateFormSchema) as never,
    defaultValues: estimateToFields(estimate, project),
  });
  const [amount, cashPercentage, taxedPercentage, taxRate] = useWatch({
    control,
    name: ['amount', 'cashPercentage', 'taxedPercentage', 'taxRate'],
  });
  const preview = previewBreakdown({ amount, cashPercentage, taxedPercentage, taxRate });

  // The split rule is reported on the cash field: re-judge it when either half changes after a submit.
  const recheckSplit = () => {
    if (isSubmitted) void trigger(['cashPercentage', 'taxedPercentage']);
  };

  const submit = handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
    } catch (failure) {
      if (failure instanceof Error) applyServerFieldErrors(failure.message, setError, ESTIMATE_FIELD_NAMES);
    }
  });

  const submitLabel = editing
    ? pending
      ? 'Updating...'
      : 'Update Estimate'
    : pending
      ? 'Creating...'
      : 'Create Estimate';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={editing ? 'Edit estimate' : 'Add estimate'}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="projectId"
            render={({ field }) => (
              <TextField
                select
                label="Project"
                required
                fullWidth
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  // SPEC §5: choosing a project fills the tax rate from it when the rate is empty.
                  const chosen = projects.find((candidate) => String(candidate.id) === event.target.value);
                  if (chosen && getValues('taxRate').trim() === '') {
                    setValue('taxRate', chosen.taxRate, { shouldValidate: isSubmitted });
                  }
                }}
                inputRef={field.ref}
                error={!!errors.projectId}
                helperText={errors.projectId?.message}
              >
                {projects.map((candidate) => (
                  <MenuItem key={candidate.id} value={String(candidate.id)}>
                    {candidate.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="contractorId"
            render={({ field }) => (
              <TextField
                select
                label="Contractor"
                required
                fullWidth
                {...field}
                inputRef={field.ref}
                error={!!errors.contractorId}
                helperText={
                  errors.contractorId?.message ??
                  (contractors.length === 0 ? 'Add a contractor on the Contractors page first' : undefined)
                }
              >
                {contractors.map((contractor) => (
                  <MenuItem key={contractor.id} value={String(contractor.id)}>
                    {contractor.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <TextField label="Title" required fullWidth {...fieldProps(register('title'), errors.title)} />
        <TextField
          label="Description"
          fullWidth
          multiline
          minRows={2}
          {...fieldProps(register('description'), errors.description)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Amount"
            type="number"
            required
            fullWidth
            slotProps={{
              htmlInput: { step: '0.01', min: '0', inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
            {...fieldProps(register('amount'), errors.amount)}
          />
          <TextField
            label="Date"
            type="date"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            {...fieldProps(register('date'), errors.date)}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Cash Percentage"
            type="number"
            fullWidth
            slotProps={percentInput}
            {...fieldProps(
              register('cashPercentage', {
                onChange: (event: { target: { value: string } }) => {
                  // SPEC §5: editing the cash percentage sets the taxed one to 100 minus it.
                  const taxed = taxedPercentageFor(event.target.value);
                  if (taxed !== null) setValue('taxedPercentage', taxed);
                  recheckSplit();
                },
              }),
              errors.cashPercentage,
            )}
          />
          <TextField
            label="Taxed Percentage"
            type="number"
            fullWidth
            slotProps={percentInput}
            {...fieldProps(register('taxedPercentage', { onChange: recheckSplit }), errors.taxedPercentage)}
          />
          <TextField
            label="Tax Rate"
            type="number"
            fullWidth
            slotProps={percentInput}
            {...fieldProps(register('taxRate'), errors.taxRate)}
          />
        </Stack>
        {preview && (
          <Paper variant="outlined" component="section" aria-labelledby={previewTitleId} sx={{ p: 2 }}>
            <Typography id={previewTitleId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              Preview
            </Typography>
            <Box aria-live="polite">
              <EstimateBreakdownList breakdown={preview} label="Estimate preview" />
            </Box>
          </Paper>
        )}
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <TextField
              select
              label="Status"
              fullWidth
              {...field}
              inputRef={field.ref}
              error={!!errors.status}
              helperText={errors.status?.message}
            >
              {ESTIMATE_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {ESTIMATE_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="Notes"
          fullWidth
          multiline
          minRows={2}
          {...fieldProps(register('notes'), errors.notes)}
        />
        <Controller
          control={control}
          name="attachmentUrl"
          render={({ field }) => (
            <AttachmentUpload
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={setUploading}
            />
          )}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending || uploading}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
