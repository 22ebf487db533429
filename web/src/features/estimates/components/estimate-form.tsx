import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ESTIMATE_STATUSES,
  EXPENSE_CATEGORIES,
  estimateFormSchema,
  type Contractor,
  type Estimate,
  type Project,
} from '@reno/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  DateInput,
  MoneyInput,
  PercentInput,
  SelectInput,
  TextInput,
} from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateEstimate, useUpdateEstimate } from '../../../entities/estimate/api/estimate-mutations';
import { estimateToFields, previewBreakdown, taxedPercentageFor } from '../utils/estimate-fields';
import { AttachmentUpload } from './attachment-upload';
import { EstimateBreakdownList } from './estimate-breakdown-list';
import { ESTIMATE_STATUS_LABELS } from './estimate-status-icon';
import { taxRateHint } from '../utils/tax-rate-hint';

// The schema also takes numbers; the inputs hold text.
const asText = (value: string | number | null | undefined) => (value == null ? '' : String(value));

const STATUS_OPTIONS = ESTIMATE_STATUSES.map((status) => ({
  value: status,
  label: ESTIMATE_STATUS_LABELS[status],
}));

interface EstimateFormProps {
  estimate?: Estimate | null | undefined;
  /** The selected project, preselected for a new estimate. */
  project: Project | null;
  projects: readonly Project[];
  contractors: readonly Contractor[];
  onSaved: () => void;
  onCancel: () => void;
}

/** SPEC §8: saves with the estimate toasts; field issues also raise 'Validation Error'. */
export function EstimateForm({
  estimate,
  project,
  projects,
  contractors,
  onSaved,
  onCancel,
}: EstimateFormProps) {
  const editing = !!estimate;
  const previewTitleId = useId();
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    resolver: zodResolver(estimateFormSchema),
    defaultValues: estimateToFields(estimate, project),
  });
  const {
    control,
    getValues,
    setValue,
    trigger,
    formState: { isSubmitted },
  } = form;
  const { submit, pending } = useSaveForm(form, {
    create: useCreateEstimate(),
    update: useUpdateEstimate(),
    editingId: estimate?.id,
    successToast: {
      title: editing ? 'Estimate updated successfully' : 'Estimate created successfully',
      variant: 'success',
    },
    onSaved,
    toastValidation: true,
    failureToast: (message) => ({
      title: editing ? 'Failed to update estimate' : 'Failed to create estimate',
      description: message || undefined,
    }),
  });
  const [amount, cashPercentage, taxedPercentage, taxRate, projectId] = useWatch({
    control,
    name: ['amount', 'cashPercentage', 'taxedPercentage', 'taxRate', 'projectId'],
  });
  const preview = previewBreakdown({
    amount: asText(amount),
    cashPercentage: asText(cashPercentage),
    taxedPercentage: asText(taxedPercentage),
    taxRate: asText(taxRate),
  });

  // The split rule is reported on the cash field: re-judge it when either half changes after a submit.
  const recheckSplit = () => {
    if (isSubmitted) void trigger(['cashPercentage', 'taxedPercentage']);
  };

  return (
    <FormShell form={form} onSubmit={submit} label={editing ? 'Edit estimate' : 'Add estimate'}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          name="projectId"
          label="Project"
          required
          options={projects.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          onChange={(projectId) => {
            // SPEC §5: choosing a project fills the tax rate from it when the rate is empty.
            const chosen = projects.find((candidate) => String(candidate.id) === projectId);
            if (chosen && asText(getValues('taxRate')).trim() === '') {
              setValue('taxRate', chosen.taxRate, { shouldValidate: isSubmitted });
            }
          }}
        />
        <SelectInput
          name="contractorId"
          label="Contractor"
          required
          options={contractors.map((contractor) => ({
            value: String(contractor.id),
            label: contractor.name,
          }))}
          helperText={contractors.length === 0 ? 'Add a contractor on the Contractors page first' : undefined}
        />
      </Stack>
      <TextInput name="title" label="Title" required />
      <TextInput name="description" label="Description" multiline />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyInput name="amount" label="Amount" required />
        <DateInput name="date" label="Date" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PercentInput
          name="cashPercentage"
          label="Cash Percentage"
          onChange={(value) => {
            // SPEC §5: editing the cash percentage sets the taxed one to 100 minus it.
            const taxed = taxedPercentageFor(value);
            if (taxed !== null) setValue('taxedPercentage', taxed);
            recheckSplit();
          }}
        />
        <PercentInput name="taxedPercentage" label="Taxed Percentage" onChange={recheckSplit} />
        <PercentInput
          name="taxRate"
          label="Tax Rate"
          helperText={taxRateHint(
            asText(taxRate),
            projects.find((candidate) => String(candidate.id) === asText(projectId)),
          )}
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
      <SelectInput name="status" label="Status" options={STATUS_OPTIONS} />
      <SelectInput
        name="category"
        label="Budget Category (Optional)"
        emptyOption="No category"
        options={EXPENSE_CATEGORIES}
        helperText="The budget line this estimate's cost counts toward"
      />
      <TextInput name="notes" label="Notes" multiline />
      <Controller
        control={control}
        name="attachmentUrl"
        render={({ field }) => (
          <AttachmentUpload
            value={field.value ?? null}
            onChange={field.onChange}
            onUploadingChange={setUploading}
          />
        )}
      />
      <FormActions
        noun="Estimate"
        createVerb="Create"
        editing={editing}
        pending={pending}
        busy={uploading}
        onCancel={onCancel}
      />
    </FormShell>
  );
}
