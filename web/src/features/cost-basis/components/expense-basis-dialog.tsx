import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import {
  BASIS_CLASSES,
  basisClassLabel,
  expenseBasisFormSchema,
  type BasisLine,
  type Expense,
} from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ContentSpinner } from '../../../components/content-spinner';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectInput } from '../../../components/form/choice-fields';
import { DateInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { expenseQueries } from '../../../entities/expense/api/expense-queries';
import { useUpdateExpenseBasis } from '../api/basis-mutations';

interface ExpenseBasisDialogProps {
  line: BasisLine | null;
  onClose: () => void;
}

/** 'Change class' of a basis line (docs/product.md#basis-screen); mounted only while open. */
export function ExpenseBasisDialog({ line, onClose }: ExpenseBasisDialogProps) {
  if (!line) return null;
  return (
    <FormDialog open onClose={onClose} title={`Class of ${line.description}`}>
      <ExpenseBasisLoader line={line} onClose={onClose} />
    </FormDialog>
  );
}

/** The expense as it is now: its fields go back with the class, on its version. */
function ExpenseBasisLoader({ line, onClose }: { line: BasisLine; onClose: () => void }) {
  const expense = useQuery(expenseQueries.detail(line.expenseId));
  if (!expense.data) return <ContentSpinner label="Loading expense" />;
  return <ExpenseBasisForm line={line} expense={expense.data} onClose={onClose} />;
}

function ExpenseBasisForm({
  line,
  expense,
  onClose,
}: {
  line: BasisLine;
  expense: Expense;
  onClose: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(expenseBasisFormSchema),
    defaultValues: { basisClass: expense.basisClass ?? '', removedOn: expense.removedOn ?? '' },
  });
  const { shell, pending } = useSaveForm(form, {
    update: useUpdateExpenseBasis(expense),
    editing: expense,
    successToast: { title: 'Class saved', variant: 'success' },
    onSaved: onClose,
    logAs: 'Basis class update failed',
  });
  return (
    <FormShell {...shell} label="Basis class">
      <Alert severity="info">Suggested: {line.reason}</Alert>
      <SelectInput
        name="basisClass"
        label="Class"
        emptyOption={`Suggested (${basisClassLabel(line.suggestedClass)})`}
        options={BASIS_CLASSES.map(({ value, label }) => ({ value, label }))}
      />
      <DateInput name="removedOn" label="Replaced or removed on" />
      <FormActions noun="Class" editing pending={pending} onCancel={onClose} />
    </FormShell>
  );
}
