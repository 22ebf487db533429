import { expenseFormSchema, type ExpensePayload, type ExpenseFormValues } from '@reno/domain';

/**
 * An expense as the expense form hands it over (to the API or the outbox): its schema fills the optional
 * fields. Project 1, $12.50 of materials paid cash, unless `change` says otherwise.
 */
export function formExpense(description: string, change: Partial<ExpenseFormValues> = {}): ExpensePayload {
  return expenseFormSchema.parse({
    projectId: 1,
    description,
    amount: '12.50',
    category: 'materials',
    paymentMethod: 'cash',
    date: '2026-05-02',
    ...change,
  });
}
