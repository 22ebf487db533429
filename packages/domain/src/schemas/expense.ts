// Expenses (docs/product.md#record-expense, docs/product.md#validation-expense).
// Inputs never carry id, userId or createdAt.
import type { RecordEdits } from '../record-edits';
import * as z from 'zod/mini';
import {
  MAX_AMOUNT_CENTS,
  MAX_SHORT_TEXT_LENGTH,
  normalizeExpenseCategory,
  normalizePaymentMethod,
  type ExpenseCategory,
  type PaymentMethod,
} from '../constants';
import { normalizeBasisClass, type BasisClass } from '../cost-basis/basis-class';
import {
  formSchema,
  keptChoice,
  keptDate,
  optionalId,
  optionalLongText,
  optionalStorageKey,
  requiredCents,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredText,
  withDecimalAmount,
} from './fields';

export const EXPENSE_MESSAGES = {
  project: 'Project is required',
  description: 'Description is required',
  amount: 'Amount must be greater than 0',
  amountMax: 'Amount must be at most $99,999,999.99',
  category: 'Category is required',
  categoryInvalid: 'Invalid category',
  paymentMethod: 'Payment method is required',
  paymentMethodInvalid: 'Invalid payment method',
  date: 'Date is required',
  dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
  contractor: 'Invalid contractor',
  estimate: 'Invalid estimate',
  basisClass: 'Invalid basis class',
  removedOn: 'Replaced or removed on must be a valid date (YYYY-MM-DD)',
} as const;

/** An expense's category and payment method: required, from their fixed lists. */
export const expenseCategoryField = requiredChoice<ExpenseCategory>({
  normalize: normalizeExpenseCategory,
  required: EXPENSE_MESSAGES.category,
  invalid: EXPENSE_MESSAGES.categoryInvalid,
});
export const paymentMethodField = requiredChoice<PaymentMethod>({
  normalize: normalizePaymentMethod,
  required: EXPENSE_MESSAGES.paymentMethod,
  invalid: EXPENSE_MESSAGES.paymentMethodInvalid,
});

export const expenseAmountCents = requiredCents({
  message: EXPENSE_MESSAGES.amount,
  min: 1,
  max: MAX_AMOUNT_CENTS,
  maxMessage: EXPENSE_MESSAGES.amountMax,
});

/**
 * POST/PUT /api/expenses → money in cents, category and payment method canonical, '' → null. The basis class
 * left out is undefined: none on a create, the stored one kept on an update (a client that does not know it).
 */
export const expenseInputSchema = z.object({
  projectId: requiredId(EXPENSE_MESSAGES.project),
  description: requiredText({
    required: EXPENSE_MESSAGES.description,
    max: MAX_SHORT_TEXT_LENGTH,
    label: 'Description',
  }),
  amount: expenseAmountCents,
  category: expenseCategoryField,
  paymentMethod: paymentMethodField,
  date: requiredDate({ required: EXPENSE_MESSAGES.date, invalid: EXPENSE_MESSAGES.dateInvalid }),
  notes: optionalLongText('Notes'),
  contractorId: optionalId(EXPENSE_MESSAGES.contractor),
  estimateId: optionalId(EXPENSE_MESSAGES.estimate),
  /** A storage key of the caller's upload, or an http URL. */
  imageUrl: optionalStorageKey('Receipt'),
  basisClass: keptChoice<BasisClass>({
    normalize: normalizeBasisClass,
    invalid: EXPENSE_MESSAGES.basisClass,
  }),
  /** 'Replaced or removed on': an improvement leaves the basis from that day (docs/product.md#adjusted-basis). */
  removedOn: keptDate(EXPENSE_MESSAGES.removedOn),
});
export type ExpenseInput = z.output<typeof expenseInputSchema>;

/** What the web sends for an expense. */
export interface ExpensePayload {
  projectId: number;
  description: string;
  amount: string;
  category: ExpenseCategory;
  paymentMethod: PaymentMethod;
  date: string;
  notes: string | null;
  contractorId: number | null;
  estimateId: number | null;
  imageUrl: string | null;
  /** Left out, the stored class and removal day are kept (the expense form has neither). */
  basisClass?: BasisClass | null;
  removedOn?: string | null;
}

/** An expense's own fields as the web sends them back (every other field kept as it is). */
export function expensePayloadOf(expense: Expense): ExpensePayload {
  return {
    projectId: expense.projectId,
    description: expense.description,
    amount: expense.amount,
    // Stored as the schema normalised them: canonical values.
    category: expense.category as ExpenseCategory,
    paymentMethod: expense.paymentMethod as PaymentMethod,
    date: expense.date,
    notes: expense.notes,
    contractorId: expense.contractorId,
    estimateId: expense.estimateId,
    imageUrl: expense.imageUrl,
  };
}

/** The basis form's values (docs/product.md#basis-screen): '' is the suggested class, and not removed. */
export interface ExpenseBasisFormValues {
  basisClass: string;
  removedOn: string;
}

/** The basis form: an expense's chosen class (blank: the suggestion) and the day it was replaced or removed. */
export const expenseBasisFormSchema = formSchema<ExpenseBasisFormValues>()(
  z.object({
    basisClass: expenseInputSchema.shape.basisClass,
    removedOn: expenseInputSchema.shape.removedOn,
  }),
  (basis): Pick<ExpensePayload, 'basisClass' | 'removedOn'> => ({
    basisClass: basis.basisClass ?? null,
    removedOn: basis.removedOn ?? null,
  }),
);

/** The expense form's values. */
export interface ExpenseFormValues {
  projectId: number | string;
  description: string;
  amount: string | number;
  category: string;
  paymentMethod: string;
  date: string;
  notes?: string | null;
  contractorId?: number | string | null;
  estimateId?: number | string | null;
  imageUrl?: string | null;
}

export const expenseFormSchema = formSchema<ExpenseFormValues>()(
  expenseInputSchema,
  (expense): ExpensePayload => withDecimalAmount(expense),
);

/** An expense as the API returns it. */
export interface Expense extends RecordEdits {
  id: number;
  userId: string;
  projectId: number;
  contractorId: number | null;
  estimateId: number | null;
  description: string;
  amount: string;
  category: string;
  paymentMethod: string;
  date: string;
  notes: string | null;
  imageUrl: string | null;
  /** Chosen by an editor (docs/product.md#basis-classes); null: none chosen, the rules' suggestion applies. */
  basisClass: BasisClass | null;
  /** The day an improvement was replaced or removed: it leaves the basis from then; null: still in the home. */
  removedOn: string | null;
  createdAt: string;
}

/** GET /api/expenses (docs/product.md#api-expenses) */
export interface ExpensePage {
  expenses: Expense[];
  /** Null for a filter whose matches are not counted (a combination, a date range, a search). */
  totalCount: number | null;
  totalPages: number | null;
  /** Send it back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** With a search: the expenses it has looked at so far, of how many (null: not counted). */
  searched: { looked: number; of: number | null } | null;
}

/** GET /api/expenses/can_create */
export interface CanCreateResponse {
  canCreate: boolean;
  count: number;
}

/** GET /api/contractors/count */
export interface CountResponse {
  count: number;
}

/** A receipt stored under a key or URL ending in .pdf is a PDF (docs/product.md#record-expense). */
export function isPdfReference(imageUrl: string | null | undefined): boolean {
  return !!imageUrl && /\.pdf$/i.test(imageUrl.replace(/[?#].*$/s, ''));
}
