import { zodResolver } from '@hookform/resolvers/zod';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EXPENSE_CATEGORIES, expenseFormSchema, PAYMENT_METHODS, type Expense } from '@reno/domain';
import type { ExpenseOutboxEntry } from '../../../entities/outbox/api/outbox-store';
import { waitingExpenseFields } from '../../../entities/outbox/api/queue-expense';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SelectInput } from '../../../components/form/choice-fields';
import { DateInput, TextInput } from '../../../components/form/form-fields';
import { MoneyInput } from '../../../components/form/money-input';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { SaveQuestion } from '../../../components/form/save-question';
import { useLienWaiverQuestion } from '../hooks/use-lien-waiver-question';
import { useOverBudgetQuestion } from '../hooks/use-over-budget-question';
import { useReceiptScan } from '../hooks/use-receipt-scan';
import { useSaveExpense } from '../hooks/use-save-expense';
import { expenseToFields } from '../utils/expense-fields';
import { ContractorField, EstimateField } from './expense-link-fields';
import { OverBudgetConfirm } from './over-budget-confirm';
import { ReceiptField } from './receipt-field';
import { FieldRow } from '../../../components/form/field-row';

interface ExpenseFormProps {
  projectId: number;
  /** The expense being edited (already refetched by id when possible); absent to add one. */
  expense?: Expense | null | undefined;
  /** A waiting (offline) expense to edit instead: saving changes the outbox. */
  waiting?: ExpenseOutboxEntry | null | undefined;
  /** Saved or cancelled (the dialog closes). */
  onDone?: () => void;
}

export function ExpenseForm({ projectId, expense, waiting, onDone }: ExpenseFormProps) {
  const editing = !!expense || !!waiting;
  // On a phone the receipt comes first: photographing it is how most expenses start there.
  const phone = useMediaQuery(useTheme().breakpoints.down('lg'), { noSsr: true });
  // Once: a waiting expense's receipt file is held again under a new reference for the form.
  const [waitingFields] = useState(() =>
    waiting ? expenseToFields(projectId, waitingExpenseFields(waiting)) : null,
  );
  const form = useForm({
    resolver: zodResolver(expenseFormSchema),
    defaultValues: waitingFields ?? expenseToFields(projectId, expense),
  });
  const { submit, pending, stale } = useSaveExpense(form, { projectId, expense, waiting, onSaved: onDone });
  const overBudget = useOverBudgetQuestion(form, { projectId, previousAmount: expense?.amount, submit });
  const waiverQuestion = useLienWaiverQuestion(form, { expense, save: overBudget.save });
  const scan = useReceiptScan(form, editing);
  const fromReceipt = (name: 'amount' | 'date' | 'description' | 'category') =>
    scan.isFromReceipt(name) ? 'From receipt' : undefined;

  // The edited expense may arrive (refetched by id) after the first render.
  const { reset } = form;
  useEffect(() => {
    if (expense) reset(expenseToFields(projectId, expense));
  }, [expense, projectId, reset]);

  const receipt = <ReceiptField scan={scan} camera={phone} />;
  return (
    <FormShell
      form={form}
      onSubmit={waiverQuestion.submit}
      label={editing ? 'Edit expense' : 'Add expense'}
      stale={stale}
    >
      {phone && receipt}
      <TextInput
        key={`description-${scan.fillCount.description}`}
        name="description"
        label="Description"
        placeholder="What did you spend on?"
        required
        helperText={fromReceipt('description')}
      />
      <MoneyInput name="amount" label="Amount" required helperText={fromReceipt('amount')} />
      <FieldRow>
        <SelectInput
          name="category"
          label="Category"
          required
          options={EXPENSE_CATEGORIES}
          helperText={fromReceipt('category')}
        />
        <SelectInput name="paymentMethod" label="Payment Method" required options={PAYMENT_METHODS} />
      </FieldRow>
      <ContractorField />
      <EstimateField projectId={projectId} />
      <DateInput name="date" label="Date" required helperText={fromReceipt('date')} />
      <TextInput name="notes" label="Notes (Optional)" multiline />
      {!phone && receipt}
      {waiverQuestion.question && (
        <SaveQuestion
          question={waiverQuestion.question}
          confirmLabel="Pay anyway"
          cancelLabel="Cancel"
          onConfirm={waiverQuestion.confirm}
          onCancel={waiverQuestion.cancel}
        />
      )}
      {overBudget.question && (
        <OverBudgetConfirm
          question={overBudget.question}
          onConfirm={overBudget.confirm}
          onChangeAmount={overBudget.changeAmount}
        />
      )}
      <FormActions noun="Expense" editing={editing} pending={pending} onCancel={onDone} />
    </FormShell>
  );
}
