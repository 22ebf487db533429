// Change orders on an estimate. An approved change order revises its estimate's total; its
// amount may be negative (a credit) but never zero.
import type { RecordEdits } from '../record-edits';
import * as z from 'zod/mini';
import {
  ESTIMATE_STATUSES,
  MAX_AMOUNT_CENTS,
  MAX_SHORT_TEXT_LENGTH,
  type EstimateStatus,
} from '../constants';
import { toCents } from '../money';
import {
  fail,
  field,
  formSchema,
  matchIn,
  optionalLongText,
  requiredChoice,
  requiredDate,
  requiredText,
  type WithDecimalAmount,
  withDecimalAmount,
} from './fields';

const CHANGE_ORDER_STATUSES = ESTIMATE_STATUSES;
export type ChangeOrderStatus = EstimateStatus;

const CHANGE_ORDER_MESSAGES = {
  title: 'Title is required',
  amount: 'Amount must be a non-zero amount',
  amountMax: 'Amount must be between -$99,999,999.99 and $99,999,999.99',
  date: 'Date is required',
  dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
  status: 'Status must be pending, approved or rejected',
} as const;

/** A signed, non-zero amount → cents. */
const nonZeroCents = field((input, context) => {
  const cents = typeof input === 'string' || typeof input === 'number' ? toCents(input) : null;
  if (cents === null || cents === 0) return fail(context, input, CHANGE_ORDER_MESSAGES.amount);
  if (Math.abs(cents) > MAX_AMOUNT_CENTS) return fail(context, input, CHANGE_ORDER_MESSAGES.amountMax);
  return cents;
});

/** POST /api/estimates/{id}/change-orders and PUT /api/change-orders/{id}. */
export const changeOrderInputSchema = z.object({
  title: requiredText({ required: CHANGE_ORDER_MESSAGES.title, max: MAX_SHORT_TEXT_LENGTH, label: 'Title' }),
  description: optionalLongText('Description'),
  amount: nonZeroCents,
  status: requiredChoice<ChangeOrderStatus>({
    normalize: matchIn(CHANGE_ORDER_STATUSES),
    required: CHANGE_ORDER_MESSAGES.status,
    invalid: CHANGE_ORDER_MESSAGES.status,
    fallback: 'pending',
  }),
  date: requiredDate({ required: CHANGE_ORDER_MESSAGES.date, invalid: CHANGE_ORDER_MESSAGES.dateInvalid }),
});
export type ChangeOrderInput = z.output<typeof changeOrderInputSchema>;

/** What the web sends for a change order. */
export type ChangeOrderPayload = WithDecimalAmount<ChangeOrderInput>;

/** The change order form's values. */
export interface ChangeOrderFormValues {
  title: string;
  description?: string | null;
  amount: string | number;
  status?: string;
  date: string;
}

export const changeOrderFormSchema = formSchema<ChangeOrderFormValues>()(
  changeOrderInputSchema,
  withDecimalAmount,
);

/** A change order as the API returns it. */
export interface ChangeOrder extends RecordEdits {
  id: number;
  estimateId: number;
  projectId: number;
  title: string;
  description: string | null;
  /** Before tax; negative is a credit. */
  amount: string;
  /** The amount taxed with its estimate's cash/taxed split and rate (docs/product.md#tax-maths). */
  amountWithTax: string;
  status: ChangeOrderStatus;
  date: string;
  createdAt: string;
}
