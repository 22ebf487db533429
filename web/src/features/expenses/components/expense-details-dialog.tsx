import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  expenseCategoryLabel,
  formatDate,
  formatMoney,
  paymentMethodLabel,
  type Expense,
} from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Detail, DetailActions } from '../../../components/detail';
import { contractorQueries } from '../../../entities/contractor/api/contractor-queries';
import { ReceiptImage } from '../../../entities/upload/components/receipt-image';
import { useDeleteExpense } from '../../../entities/expense/api/expense-mutations';
import { useSayOffline } from '../../../components/toast/use-say-offline';
import { CategoryAvatar } from '../../../entities/expense/components/category-icon';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { ExpenseFormDialog } from './expense-form-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { useCanEdit } from '../../../lib/household-role';
import { HomeItemFormDialog } from '../../../entities/home-item/components/lazy-home-item-form-dialog';

interface ExpenseDetailsDialogProps {
  expense: Expense | null;
  projectId: number;
  onClose: () => void;
}

/** The Expense Details dialog (docs/product.md#expense-details), with edit and delete. */
export function ExpenseDetailsDialog({ expense, projectId, onClose }: ExpenseDetailsDialogProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [recording, setRecording] = useState(false);
  const canEdit = useCanEdit();
  const deleteExpense = useDeleteExpense();
  const sayOffline = useSayOffline();

  if (!expense) return null;
  const remove = () =>
    deleteExpense.mutate(expense.id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        onClose();
      },
      onError: (error) => sayOffline('Not deleted', error),
    });

  if (editing) {
    return (
      <ExpenseFormDialog
        open
        projectId={projectId}
        expense={expense}
        onClose={() => {
          setEditing(false);
          onClose();
        }}
      />
    );
  }

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Expense Details</DialogTitle>
        <DialogContent>
          <ExpenseFacts expense={expense} />
          {canEdit && (
            <Button size="small" sx={{ mt: 1 }} onClick={() => setRecording(true)}>
              Add to the home record
            </Button>
          )}
        </DialogContent>
        <DetailActions
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirmingDelete(true)}
          onClose={onClose}
        />
      </Dialog>
      <LazyDialog open={recording}>
        <HomeItemFormDialog
          open={recording}
          draft={homeItemDraft(expense)}
          onClose={() => setRecording(false)}
        />
      </LazyDialog>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Expense"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={deleteExpense.isPending}
        onConfirm={remove}
        onCancel={() => setConfirmingDelete(false)}
      >
        Are you sure you want to delete &quot;{expense.description}&quot;? This action cannot be undone.
      </ConfirmDialog>
    </>
  );
}

/**
 * 'Add to the home record' (docs/product.md#api-home-items): an item made from the expense, named as it is,
 * from its vendor, installed on its day by its contractor, paid by it; the room is the user's to pick.
 */
const homeItemDraft = ({ id, description, date, amount, contractorId }: Expense) => ({
  name: description,
  supplier: description,
  installDate: date,
  contractorId: contractorId ?? '',
  expenseIds: [id],
  expenses: [{ id, description, date, amount }],
});

/** What the expense is, what it cost, and the rest of its fields, the receipt among them. */
function ExpenseFacts({ expense }: { expense: Expense }) {
  const contractors = useQuery({ ...contractorQueries.list(), enabled: !!expense.contractorId });
  const contractorName = expense.contractorId
    ? (contractors.data?.find((contractor) => contractor.id === expense.contractorId)?.name ??
      'Unknown Contractor')
    : null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <CategoryAvatar category={expense.category} />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{expense.description}</Typography>
          <Typography variant="h6" component="p">
            {formatMoney(expense.amount)}
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Detail label="Category">{expenseCategoryLabel(expense.category)}</Detail>
        <Detail label="Payment Method">{paymentMethodLabel(expense.paymentMethod)}</Detail>
        <Detail label="Date">{formatDate(expense.date)}</Detail>
        {contractorName && <Detail label="Contractor">{contractorName}</Detail>}
        {expense.notes && <Detail label="Notes">{expense.notes}</Detail>}
        <Detail label="Receipt">
          {expense.imageUrl ? (
            <ReceiptImage reference={expense.imageUrl} alt={`Receipt for ${expense.description}`} />
          ) : (
            'None'
          )}
        </Detail>
      </Box>
      <RecordAttribution record={expense} withChanges />
    </>
  );
}
