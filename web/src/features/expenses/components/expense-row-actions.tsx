import type { Contractor, Expense } from '@reno/domain';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';

export interface ExpenseActions {
  onOpen: (expense: Expense) => void;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
}

/** What both layouts of the expense list (cards on a phone, a table on wider screens) are given. */
export interface ExpenseListProps extends ExpenseActions {
  expenses: readonly Expense[];
  contractors: readonly Contractor[];
}

/** An expense row's Edit and Delete, which do not also open the row. */
export function ExpenseRowActions({ expense, onEdit, onDelete }: { expense: Expense } & ExpenseActions) {
  return (
    <EditDeleteButtons
      name={expense.description}
      onEdit={() => onEdit(expense)}
      onDelete={() => onDelete(expense)}
      small
      stopPropagation
    />
  );
}
