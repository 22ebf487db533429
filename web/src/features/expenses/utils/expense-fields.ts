import {
  normalizeExpenseCategory,
  normalizePaymentMethod,
  todayLocalDateString,
  type Expense,
} from '@reno/domain';

interface ExpenseFormFields {
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

/** What the form is filled from: a stored expense, or one waiting in the outbox. */
type ExpenseFieldsSource = Pick<
  Expense,
  | 'description'
  | 'amount'
  | 'category'
  | 'paymentMethod'
  | 'contractorId'
  | 'estimateId'
  | 'date'
  | 'notes'
  | 'imageUrl'
>;

/** The expense form's values: `expense`'s (its category and payment method in today's words), or an empty form for today. */
export function expenseToFields(projectId: number, expense?: ExpenseFieldsSource | null): ExpenseFormFields {
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
