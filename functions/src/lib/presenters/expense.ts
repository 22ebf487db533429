import { centsToDecimal } from '@reno/domain';
import type { Expense } from '@reno/domain';
import type { ExpenseRecord } from '@reno/data';
import { presentStamps } from './record-edits';

export function presentExpense(expense: ExpenseRecord): Expense {
  return {
    id: expense.id,
    userId: expense.userId,
    projectId: expense.projectId,
    contractorId: expense.contractorId,
    estimateId: expense.estimateId,
    description: expense.description,
    amount: centsToDecimal(expense.amountCents),
    category: expense.category,
    paymentMethod: expense.paymentMethod,
    date: expense.date,
    notes: expense.notes,
    imageUrl: expense.imageUrl,
    basisClass: expense.basisClass,
    removedOn: expense.removedOn,
    ...presentStamps(expense),
  };
}
