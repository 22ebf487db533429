import { zodResolver } from '@hookform/resolvers/zod';
import {
  ESTIMATE_STATUSES,
  EXPENSE_CATEGORIES,
  estimateFormSchema,
  type Contractor,
  type Estimate,
  type Project,
} from '@reno/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SelectInput } from '../../../components/form/choice-fields';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { MoneyInput } from '../../../components/form/money-input';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveEstimate } from '../hooks/use-save-estimate';
import { estimateToFields } from '../utils/estimate-fields';
import { AttachmentUpload } from './attachment-upload';
import { EstimatePreview, ProjectAndContractorFields, TaxFields } from './estimate-form-sections';
import { ESTIMATE_STATUS_LABELS } from './estimate-status-icon';
import { FieldRow } from '../../../components/form/field-row';

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

/** Adds or edits an estimate; Save waits while the attachment uploads. */
export function EstimateForm({
  estimate,
  project,
  projects,
  contractors,
  onSaved,
  onCancel,
}: EstimateFormProps) {
  const editing = !!estimate;
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    resolver: zodResolver(estimateFormSchema),
    defaultValues: estimateToFields(estimate, project),
  });
  const { submit, pending, stale } = useSaveEstimate(form, { estimate, onSaved });

  return (
    <FormShell form={form} onSubmit={submit} label={editing ? 'Edit estimate' : 'Add estimate'} stale={stale}>
      <ProjectAndContractorFields projects={projects} contractors={contractors} />
      <TextInput name="title" label="Title" required />
      <TextInput name="description" label="Description" multiline />
      <FieldRow>
        <MoneyInput name="amount" label="Amount" required />
        <DateInput name="date" label="Date" required />
      </FieldRow>
      <TaxFields projects={projects} />
      <EstimatePreview />
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
        control={form.control}
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
