import {
  PLAN_LIMIT_MESSAGES,
  TIMINGS,
  type Expense,
  type ExpenseFormValues,
  type ExpensePayload,
} from '@reno/domain';
import { onlineManager } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useReload } from '../../../components/form/use-reload';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useToast } from '../../../components/toast/use-toast';
import { useCreateExpense, useUpdateExpense } from '../../../entities/expense/api/expense-mutations';
import { expenseQueries } from '../../../entities/expense/api/expense-queries';
import { useEditQueuedExpense, useQueueExpense } from '../../../entities/outbox/api/outbox-mutations';
import type { ExpenseOutboxEntry } from '../../../entities/outbox/api/outbox-store';
import { storedReceiptKey } from '../../../entities/outbox/api/upload-held-receipt';
import { isHeldReceipt } from '../../../entities/outbox/utils/held-receipts';
import type { UpdateVariables } from '../../../lib/record-mutations';
import { expenseToFields } from '../utils/expense-fields';

interface SaveExpenseOptions {
  projectId: number;
  /** The expense being edited; absent when adding one. */
  expense?: Expense | null | undefined;
  /** The waiting (offline) expense being edited: saving changes the outbox. */
  waiting?: ExpenseOutboxEntry | null | undefined;
  /** The saved expense; null when it went into the outbox. */
  onSaved?: ((expense: Expense | null) => void) | undefined;
}

/**
 * A new expense: to the server, or into the outbox without a connection (or with a receipt picked
 * offline, which must be uploaded first); edits of a waiting expense change the outbox.
 */
function useAddExpense(waiting: ExpenseOutboxEntry | null | undefined) {
  const online = useCreateExpense();
  const queue = useQueueExpense();
  const editWaiting = useEditQueuedExpense(waiting);
  if (waiting) return editWaiting;
  return {
    mutateAsync: (payload: ExpensePayload): Promise<Expense | null> =>
      onlineManager.isOnline() && !isHeldReceipt(payload.imageUrl)
        ? online.mutateAsync(payload)
        : queue.mutateAsync(payload),
    isPending: online.isPending || queue.isPending,
  };
}

/** An edit of a saved expense: a receipt picked offline is uploaded first, once the connection is back. */
function useEditSavedExpense() {
  const update = useUpdateExpense();
  return {
    mutateAsync: async ({ payload, ...edited }: UpdateVariables<ExpensePayload>): Promise<Expense> =>
      update.mutateAsync({
        ...edited,
        payload: { ...payload, imageUrl: await storedReceiptKey(payload.imageUrl) },
      }),
    isPending: update.isPending,
  };
}

const QUEUED_TOAST = {
  title: 'Saved on this device',
  description: 'Waiting to sync: it is sent when you are back online',
  variant: 'success',
  duration: TIMINGS.expenseToastMs,
} as const;

/**
 * Saves the expense form: adds an expense (and empties the form for the next one) or updates `expense`,
 * with the toasts of docs/product.md#expense-form; a refusal for the plan's limit says 'Upgrade Required'.
 */
export function useSaveExpense(
  form: UseFormReturn<ExpenseFormValues, unknown, ExpensePayload>,
  { projectId, expense, waiting, onSaved }: SaveExpenseOptions,
) {
  const editing = !!expense;
  const { toast } = useToast();
  const reload = useReload(
    form,
    expense,
    (client, { id }) => client.fetchQuery(expenseQueries.detail(id)),
    (fresh) => expenseToFields(projectId, fresh),
  );
  return useSaveForm(form, {
    create: useAddExpense(waiting),
    update: useEditSavedExpense(),
    editing: expense,
    reload,
    successToast: (saved) =>
      saved === null
        ? QUEUED_TOAST
        : {
            title: editing ? 'Expense updated' : 'Expense added',
            description: editing ? 'Expense updated successfully' : 'Expense added successfully',
            variant: 'success',
            duration: TIMINGS.expenseToastMs,
          },
    onSaved: (saved) => {
      if (!editing && !waiting) form.reset(expenseToFields(projectId));
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
}
