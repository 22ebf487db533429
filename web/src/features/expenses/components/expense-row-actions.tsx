import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { Expense } from '@reno/domain';

export interface ExpenseActions {
  onOpen: (expense: Expense) => void;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}

export function ExpenseRowActions({ expense, onEdit, onDelete }: { expense: Expense } & ExpenseActions) {
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Edit ${expense.description}`}
        onClick={(event) => {
          event.stopPropagation();
          onEdit(expense);
        }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={`Delete ${expense.description}`}
        onClick={(event) => {
          event.stopPropagation();
          onDelete(expense);
        }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}
