import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  EXPENSE_CATEGORIES,
  expenseFormSchema,
  normalizeExpenseCategory,
  normalizePaymentMethod,
  PAYMENT_METHODS,
  PLAN_LIMIT_MESSAGES,
  TIMINGS,
  todayLocalDateString,
  type Expense,
} from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateInput, MoneyInput, SelectInput, TextInput } from '../../../components/form/form-fields';
import { FormActions, FormShell } from '../../../components/form/form-shell';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useToast } from '../../../components/toast/use-toast';
import { contractorQueries } from '../../../entities/contractor/api/contractor-queries';
import { ContractorFormDialog } from '../../../entities/contractor/components/contractor-form-dialog';
import { estimateQueries } from '../../../entities/estimate/api/estimate-queries';
import { projectQueries } from '../../../entities/project/api/project-queries';
import { useCreateExpense, useUpdateExpense } from '../../../entities/expense/api/expense-mutations';
import { budgetOverrunQuestion } from '../utils/budget-overrun';
import { useReceiptScan } from '../hooks/use-receipt-scan';
import { OverBudgetConfirm } from './over-budget-confirm';
import { ReceiptScanStatus } from './receipt-scan-status';
import { ReceiptUpload } from './receipt-upload';

export interface ExpenseFormFields {
  projectId: number;
  description: string;
  amount: string;
  category: string;
  paymentMethod: string;
  contractorId: string;
  estimateId: string;
  date: string;
  notes: string;
  imageUrl: string | null;
}

export function expenseToFields(projectId: number, expense?: Expense | null): ExpenseFormFields {
  return {
    projectId,
    description: expense?.description ?? '',
    amount: expense?.amount ?? '',
    category: expense ? (normalizeExpenseCategory(expense.category) ?? expense.category) : '',
    paymentMethod: expense ? (normalizePaymentMethod(expense.paymentMethod) ?? expense.paymentMethod) : '',
    contractorId: expense?.contractorId ? String(expense.contractorId) : '',
    estimateId: expense?.estimateId ? String(expense.estimateId) : '',
    date: expense?.date ?? todayLocalDateString(),
    notes: expense?.notes ?? '',
    imageUrl: expense?.imageUrl ?? null,
  };
}

interface ExpenseFormProps {
  projectId: number;
  /** The expense being edited (already refetched by id when possible); absent to add one. */
  expense?: Expense | null | undefined;
  onCancel?: () => void;
  onSaved?: (expense: Expense) => void;
}

export function ExpenseForm({ projectId, expense, onCancel, onSaved }: ExpenseFormProps) {
  const editing = !!expense;
  const { toast } = useToast();
  const contractors = useQuery(contractorQueries.list());
  const estimates = useQuery(estimateQueries.list());
  const projectEstimates = (estimates.data ?? []).filter((estimate) => estimate.projectId === projectId);
  const [addingContractor, setAddingContractor] = useState(false);
  // On a phone the receipt comes first: photographing it is how most expenses start there.
  const phone = useMediaQuery(useTheme().breakpoints.down('lg'), { noSsr: true });

  const form = useForm({
    resolver: zodResolver(expenseFormSchema),
    defaultValues: expenseToFields(projectId, expense),
  });
  const { control, reset, setValue } = form;
  const { submit, pending } = useSaveForm(form, {
    create: useCreateExpense(),
    update: useUpdateExpense(),
    editingId: expense?.id,
    successToast: {
      title: editing ? 'Expense updated' : 'Expense added',
      description: editing ? 'Expense updated successfully' : 'Expense added successfully',
      variant: 'success',
      duration: TIMINGS.expenseToastMs,
    },
    onSaved: (saved) => {
      if (!editing) reset(expenseToFields(projectId));
      onSaved?.(saved);
    },
    onUpgradeRequired: () =>
      toast({ title: 'Upgrade Required', description: PLAN_LIMIT_MESSAGES.expenses, variant: 'destructive' }),
    toastValidation: true,
    failureToast: (message) => ({
      title: 'Error',
      description: message || 'Failed to save expense. Please try again.',
    }),
  });

  // An amount past the project's remaining budget is asked about once before saving; a confirmed
  // amount is not asked about again. Without the summary the save goes ahead.
  const summary = useQuery(projectQueries.summary(projectId));
  const [overBudget, setOverBudget] = useState<{ question: string; typed: string } | null>(null);
  const [confirmedAmount, setConfirmedAmount] = useState<string | null>(null);
  const typedAmount = useWatch({ control, name: 'amount' });
  const save = form.handleSubmit(async (payload) => {
    const question =
      summary.data &&
      budgetOverrunQuestion({
        amount: payload.amount,
        remaining: summary.data.remaining,
        previousAmount: expense?.amount,
      });
    if (question && confirmedAmount !== payload.amount) {
      setOverBudget({ question, typed: String(form.getValues('amount')) });
      return;
    }
    setOverBudget(null);
    await submit();
  });
  // The question is about the amount it quotes: editing the amount withdraws it.
  const openQuestion = overBudget?.typed === String(typedAmount) ? overBudget.question : null;

  // The edited expense may arrive (refetched by id) after the first render.
  useEffect(() => {
    if (expense) reset(expenseToFields(projectId, expense));
  }, [expense, projectId, reset]);

  // A new receipt is read at once: what it says fills the fields that are still empty.
  const scan = useReceiptScan(form, editing);
  const fromReceipt = (name: 'amount' | 'date' | 'description' | 'category') =>
    scan.isFromReceipt(name) ? 'From receipt' : undefined;
  const receipt = (
    <>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <ReceiptUpload
            value={field.value ?? null}
            onChange={(key) => {
              field.onChange(key);
              if (key) void scan.read(key);
              else scan.cancel();
            }}
            camera={phone}
          />
        )}
      />
      <ReceiptScanStatus state={scan.state} />
    </>
  );

  return (
    <FormShell form={form} onSubmit={save} label={editing ? 'Edit expense' : 'Add expense'}>
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          name="category"
          label="Category"
          required
          options={EXPENSE_CATEGORIES}
          helperText={fromReceipt('category')}
        />
        <SelectInput name="paymentMethod" label="Payment Method" required options={PAYMENT_METHODS} />
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <SelectInput
          name="contractorId"
          label="Contractor (Optional)"
          emptyOption="No contractor"
          options={(contractors.data ?? []).map((contractor) => ({
            value: String(contractor.id),
            label: contractor.name,
          }))}
        />
        {/* SPEC §2: '+' opens the contractor form; the new contractor comes back preselected. */}
        <IconButton
          aria-label="Add contractor"
          onClick={() => setAddingContractor(true)}
          sx={{ mt: 1, border: 1, borderColor: 'divider' }}
        >
          <AddIcon />
        </IconButton>
        <ContractorFormDialog
          open={addingContractor}
          onClose={() => setAddingContractor(false)}
          onSaved={(contractor) => setValue('contractorId', String(contractor.id), { shouldDirty: true })}
        />
      </Box>
      <SelectInput
        name="estimateId"
        label="Associate with Estimate (Optional)"
        emptyOption="No estimate"
        options={projectEstimates.map((estimate) => ({ value: String(estimate.id), label: estimate.title }))}
      />
      <DateInput name="date" label="Date" required helperText={fromReceipt('date')} />
      <TextInput name="notes" label="Notes (Optional)" multiline />
      {!phone && receipt}
      {openQuestion && (
        <OverBudgetConfirm
          question={openQuestion}
          onConfirm={() =>
            void form.handleSubmit(async (payload) => {
              setConfirmedAmount(payload.amount);
              setOverBudget(null);
              await submit();
            })()
          }
          onChangeAmount={() => {
            setOverBudget(null);
            form.setFocus('amount');
          }}
        />
      )}
      <FormActions noun="Expense" editing={editing} pending={pending} onCancel={onCancel} />
    </FormShell>
  );
}
