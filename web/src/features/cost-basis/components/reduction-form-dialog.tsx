import { zodResolver } from '@hookform/resolvers/zod';
import { BASIS_REDUCTION_KINDS, basisReductionFormSchema } from '@reno/domain';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectInput } from '../../../components/form/choice-fields';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { MoneyInput } from '../../../components/form/money-input';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useCreateBasisReduction } from '../api/basis-mutations';

interface ReductionFormDialogProps {
  open: boolean;
  homeId: number;
  onClose: () => void;
}

/** 'Add Reduction' (docs/product.md#basis-screen): a credit, subsidy, rebate or reimbursement of the home. */
export function ReductionFormDialog({ open, homeId, onClose }: ReductionFormDialogProps) {
  if (!open) return null;
  return (
    <FormDialog open onClose={onClose} title="Add Reduction">
      <ReductionForm homeId={homeId} onClose={onClose} />
    </FormDialog>
  );
}

function ReductionForm({ homeId, onClose }: { homeId: number; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(basisReductionFormSchema),
    defaultValues: { homeId, kind: '', amount: '', date: '', description: '' },
  });
  const { shell, pending } = useSaveForm(form, {
    create: useCreateBasisReduction(),
    successToast: { title: 'Reduction added successfully', variant: 'success' },
    onSaved: onClose,
    logAs: 'Reduction create failed',
  });
  return (
    <FormShell {...shell} label="Add reduction">
      <SelectInput
        name="kind"
        label="Kind"
        required
        options={BASIS_REDUCTION_KINDS.map(({ value, label }) => ({ value, label }))}
      />
      <MoneyInput name="amount" label="Amount" required />
      <DateInput name="date" label="Date" required />
      <TextInput name="description" label="What it was for" required />
      <FormActions noun="Reduction" editing={false} pending={pending} onCancel={onClose} />
    </FormShell>
  );
}
