// Estimates (docs/product.md#record-estimate, docs/product.md#validation-estimate).
// Inputs never carry id, userId, createdAt or the payment aggregates.
import type { RecordEdits } from '../record-edits';
import type { PaymentScheduleView } from './payment-schedule';
import * as z from 'zod/mini';
import {
  ESTIMATE_STATUSES,
  MAX_AMOUNT_CENTS,
  MAX_SHORT_TEXT_LENGTH,
  normalizeExpenseCategory,
  type EstimateStatus,
  type ExpenseCategory,
} from '../constants';
import { centsToDecimal, hundredthsToDecimal } from '../money';
import {
  formSchema,
  matchIn,
  optionalChoice,
  optionalLongText,
  optionalStorageKey,
  percentHundredths,
  requiredCents,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredText,
} from './fields';

export const ESTIMATE_MESSAGES = {
  project: 'Project is required',
  contractor: 'Contractor is required',
  title: 'Title is required',
  amount: 'Amount must be greater than 0',
  amountMax: 'Amount must be at most $99,999,999.99',
  cashPercentage: 'Cash percentage must be between 0% and 100%',
  taxedPercentage: 'Taxed percentage must be between 0% and 100%',
  taxRate: 'Tax rate must be between 0% and 100%',
  split: 'Cash and taxed percentages must add up to 100%',
  date: 'Date is required',
  dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
  status: 'Status must be pending, approved or rejected',
  category: 'Invalid category',
} as const;

const HUNDRED_PERCENT = 10_000;
// The split must total 100 with a strict tolerance of 0.01 (docs/product.md#validation-estimate): values are
// compared as stored (rounded to hundredths), so a gap of a full 0.01 (33.33 + 66.66) is refused.
const SPLIT_TOLERANCE_HUNDREDTHS = 1;

export function isCompleteSplit(cashHundredths: number, taxedHundredths: number): boolean {
  return Math.abs(cashHundredths + taxedHundredths - HUNDRED_PERCENT) < SPLIT_TOLERANCE_HUNDREDTHS;
}

/** POST/PUT /api/estimates → amount in cents, percentages and rate in hundredths. */
export const estimateInputSchema = z
  .object({
    projectId: requiredId(ESTIMATE_MESSAGES.project),
    contractorId: requiredId(ESTIMATE_MESSAGES.contractor),
    title: requiredText({ required: ESTIMATE_MESSAGES.title, max: MAX_SHORT_TEXT_LENGTH, label: 'Title' }),
    description: optionalLongText('Description'),
    amount: requiredCents({
      message: ESTIMATE_MESSAGES.amount,
      min: 1,
      max: MAX_AMOUNT_CENTS,
      maxMessage: ESTIMATE_MESSAGES.amountMax,
    }),
    cashPercentage: percentHundredths({ message: ESTIMATE_MESSAGES.cashPercentage, fallback: 0 }),
    taxedPercentage: percentHundredths({
      message: ESTIMATE_MESSAGES.taxedPercentage,
      fallback: HUNDRED_PERCENT,
    }),
    taxRate: percentHundredths({ message: ESTIMATE_MESSAGES.taxRate, fallback: 0 }),
    date: requiredDate({ required: ESTIMATE_MESSAGES.date, invalid: ESTIMATE_MESSAGES.dateInvalid }),
    status: requiredChoice<EstimateStatus>({
      normalize: matchIn(ESTIMATE_STATUSES),
      required: ESTIMATE_MESSAGES.status,
      invalid: ESTIMATE_MESSAGES.status,
      fallback: 'pending',
    }),
    notes: optionalLongText('Notes'),
    /** The budget line its commitment lands in; none counts as unassigned in the forecast. */
    category: optionalChoice<ExpenseCategory>({
      normalize: normalizeExpenseCategory,
      invalid: ESTIMATE_MESSAGES.category,
    }),
    attachmentUrl: optionalStorageKey('Attachment'),
  })
  .check(
    z.refine((estimate) => isCompleteSplit(estimate.cashPercentage, estimate.taxedPercentage), {
      error: ESTIMATE_MESSAGES.split,
      path: ['cashPercentage'],
    }),
  );
export type EstimateInput = z.output<typeof estimateInputSchema>;

/** What the web sends for an estimate: money, percentages and rate as 2-decimal strings. */
export interface EstimatePayload extends Omit<
  EstimateInput,
  'amount' | 'cashPercentage' | 'taxedPercentage' | 'taxRate'
> {
  amount: string;
  cashPercentage: string;
  taxedPercentage: string;
  taxRate: string;
}

/** The estimate form's values. */
export interface EstimateFormValues {
  projectId: number | string;
  contractorId: number | string;
  title: string;
  description?: string | null;
  amount: string | number;
  cashPercentage?: string | number;
  taxedPercentage?: string | number;
  taxRate?: string | number;
  date: string;
  status?: string;
  notes?: string | null;
  category?: string | null;
  attachmentUrl?: string | null;
}

export const estimateFormSchema = formSchema<EstimateFormValues>()(
  estimateInputSchema,
  (estimate): EstimatePayload => ({
    ...estimate,
    amount: centsToDecimal(estimate.amount),
    cashPercentage: hundredthsToDecimal(estimate.cashPercentage),
    taxedPercentage: hundredthsToDecimal(estimate.taxedPercentage),
    taxRate: hundredthsToDecimal(estimate.taxRate),
  }),
);

/** An estimate as the API returns it, with its change orders and payment progress (on the revised total). */
export interface Estimate extends RecordEdits {
  id: number;
  userId: string;
  projectId: number;
  contractorId: number;
  title: string;
  description: string | null;
  amount: string;
  cashPercentage: string;
  taxedPercentage: string;
  taxRate: string;
  date: string;
  status: EstimateStatus;
  notes: string | null;
  category: ExpenseCategory | null;
  attachmentUrl: string | null;
  createdAt: string;
  /** Σ approved change orders with tax. */
  changeOrdersTotal: string;
  /** totalWithTax + changeOrdersTotal: what percentPaid and remaining are measured against. */
  revisedTotalWithTax: string;
  /** Sum of the linked expenses. */
  paidAmount: string;
  paidCount: number;
  totalWithTax: string;
  remaining: string;
  /** 0–100, capped. */
  percentPaid: number;
  /** Its payment schedule (docs/product.md#payment-schedules), or null. */
  paymentSchedule: PaymentScheduleView | null;
}
