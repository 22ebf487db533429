import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  EXPENSE_CATEGORIES,
  expenseFormSchema,
  isUpgradeRequiredMessage,
  normalizeExpenseCategory,
  normalizePaymentMethod,
  PAYMENT_METHODS,
  PLAN_LIMIT_MESSAGES,
  TIMINGS,
  todayLocalDateString,
  type Expense,
  type ExpensePayload,
} from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { applyServerFieldErrors } from '../../../components/form/server-errors';
import { useToast } from '../../../components/toast/use-toast';
import { contractorQueries } from '../../contractors/api/contractor-queries';
import { ContractorFormDialog } from '../../contractors/components/contractor-form-dialog';
import { estimateQueries } from '../../estimates/api/estimate-queries';
import { useCreateExpense, useUpdateExpense } from '../api/expense-mutations';
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

const FIELD_NAMES = [
  'description',
  'amount',
  'category',
  'paymentMethod',
  'contractorId',
  'estimateId',
  'date',
  'notes',
  'imageUrl',
] as const;

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
  const createExpense = useCreateExpense();
  const updateExpense = useUpdateExpense();
  const contractors = useQuery(contractorQueries.list());
  const estimates = useQuery(estimateQueries.list());
  const projectEstimates = (estimates.data ?? []).filter((estimate) => estimate.projectId === projectId);
  const [addingContractor, setAddingContractor] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ExpenseFormFields, unknown, ExpensePayload>({
    resolver: zodResolver(expenseFormSchema) as never,
    defaultValues: expenseToFields(projectId, expense),
  });

  // The edited expense may arrive (refetched by id) after the first render.
  useEffect(() => {
    if (expense) reset(expenseToFields(projectId, expense));
  }, [expense, projectId, reset]);

  const submit = handleSubmit(async (payload) => {
    try {
      const saved = editing
        ? await updateExpense.mutateAsync({ id: expense.id, payload })
        : await createExpense.mutateAsync(payload);
      if (editing) {
        toast({
          title: 'Expense updated',
          description: 'Expense updated successfully',
          variant: 'success',
          duration: TIMINGS.expenseToastMs,
        });
      } else {
        reset(expenseToFields(projectId));
        toast({
          title: 'Expense added',
          description: 'Expense added successfully',
          variant: 'success',
          duration: TIMINGS.expenseToastMs,
        });
      }
      onSaved?.(saved);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (isUpgradeRequiredMessage(message)) {
        toast({
          title: 'Upgrade Required',
          description: PLAN_LIMIT_MESSAGES.expenses,
          variant: 'destructive',
        });
        return;
      }
      const validation = applyServerFieldErrors(message, setError, FIELD_NAMES);
      if (validation) {
        toast({
          title: 'Validation Error',
          description: validation.summary || 'Please check the form for errors.',
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Error',
        description: message || 'Failed to save expense. Please try again.',
        variant: 'destructive',
      });
    }
  });

  const pending = createExpense.isPending || updateExpense.isPending;
  const submitLabel = editing
    ? pending
      ? 'Updating...'
      : 'Update Expense'
    : pending
      ? 'Adding...'
      : 'Add Expense';

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={editing ? 'Edit expense' : 'Add expense'}>
      <Stack spacing={2}>
        <TextField
          label="Description"
          placeholder="What did you spend on?"
          required
          fullWidth
          {...fieldProps(register('description'), errors.description)}
        />
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
                {EXPENSE_CATEGORIES.map((category) => (
                  <MenuItem key={category.value} value={category.value}>
                    {category.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="paymentMethod"
            render={({ field }) => (
              <TextField
                select
                label="Payment Method"
                required
                fullWidth
                {...field}
                inputRef={field.ref}
                error={!!errors.paymentMethod}
                helperText={errors.paymentMethod?.message}
              >
                {PAYMENT_METHODS.map((method) => (
                  <MenuItem key={method.value} value={method.value}>
                    {method.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Controller
            control={control}
            name="contractorId"
            render={({ field }) => (
              <TextField
                select
                label="Contractor (Optional)"
                fullWidth
                {...field}
                inputRef={field.ref}
                error={!!errors.contractorId}
                helperText={errors.contractorId?.message}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">No contractor</MenuItem>
                {(contractors.data ?? []).map((contractor) => (
                  <MenuItem key={contractor.id} value={String(contractor.id)}>
                    {contractor.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {/* SPEC §2: '+' opens the contractor form; the new contractor comes back preselected. */}
          <IconButton
            aria-label="Add contractor"
            onClick={() => setAddingContractor(true)}
            sx={{ mt: 1, border: 1, borderColor: 'divider' }}
          >
            <AddIcon />
          </IconButton>
          {/* A portal; the dialog's own form stops its submit from reaching this one. */}
          <ContractorFormDialog
            open={addingContractor}
            onClose={() => setAddingContractor(false)}
            onSaved={(contractor) => setValue('contractorId', String(contractor.id), { shouldDirty: true })}
          />
        </Box>
        <Controller
          control={control}
          name="estimateId"
          render={({ field }) => (
            <TextField
              select
              label="Associate with Estimate (Optional)"
              fullWidth
              {...field}
              inputRef={field.ref}
              error={!!errors.estimateId}
              helperText={errors.estimateId?.message}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">No estimate</MenuItem>
              {projectEstimates.map((estimate) => (
                <MenuItem key={estimate.id} value={String(estimate.id)}>
                  {estimate.title}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="Date"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          {...fieldProps(register('date'), errors.date)}
        />
        <TextField
          label="Notes (Optional)"
          fullWidth
          multiline
          minRows={2}
          {...fieldProps(register('notes'), errors.notes)}
        />
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => <ReceiptUpload value={field.value} onChange={field.onChange} />}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
