// A reduction of a home's basis (docs/product.md#record-basis-reduction): a credit, subsidy, rebate or insurance
// reimbursement recorded against the home, with its amount, date and what it was for.
import type { RecordEdits } from '../record-edits';
import * as z from 'zod/mini';
import { MAX_AMOUNT_CENTS, MAX_SHORT_TEXT_LENGTH } from '../constants';
import { normalizeBasisReductionKind, type BasisReductionKind } from '../cost-basis/reduction-kinds';
import {
  formSchema,
  requiredCents,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredText,
  withDecimalAmount,
  type WithDecimalAmount,
} from './fields';

const BASIS_REDUCTION_MESSAGES = {
  home: 'Home must be a home id',
  kind: 'Kind is required',
  kindInvalid: 'Invalid kind',
  amount: 'Amount must be greater than 0',
  amountMax: 'Amount must be at most $99,999,999.99',
  date: 'Date is required',
  dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
  description: 'What it was for is required',
} as const;

/** POST /api/basis-reductions → { homeId, kind, amount (cents), date, description }. */
export const basisReductionInputSchema = z.object({
  homeId: requiredId(BASIS_REDUCTION_MESSAGES.home),
  kind: requiredChoice<BasisReductionKind>({
    normalize: normalizeBasisReductionKind,
    required: BASIS_REDUCTION_MESSAGES.kind,
    invalid: BASIS_REDUCTION_MESSAGES.kindInvalid,
  }),
  amount: requiredCents({
    message: BASIS_REDUCTION_MESSAGES.amount,
    min: 1,
    max: MAX_AMOUNT_CENTS,
    maxMessage: BASIS_REDUCTION_MESSAGES.amountMax,
  }),
  date: requiredDate({
    required: BASIS_REDUCTION_MESSAGES.date,
    invalid: BASIS_REDUCTION_MESSAGES.dateInvalid,
  }),
  description: requiredText({
    required: BASIS_REDUCTION_MESSAGES.description,
    max: MAX_SHORT_TEXT_LENGTH,
    label: 'What it was for',
  }),
});
type BasisReductionInput = z.output<typeof basisReductionInputSchema>;

/** What the web sends for a reduction: the amount as a 2-decimal string. */
export type BasisReductionPayload = WithDecimalAmount<BasisReductionInput>;

/** The reduction form's values (the strings of its inputs). */
export interface BasisReductionFormValues {
  homeId: number;
  kind: string;
  amount: string | number;
  date: string;
  description: string;
}

export const basisReductionFormSchema = formSchema<BasisReductionFormValues>()(
  basisReductionInputSchema,
  withDecimalAmount,
);

/** A reduction as the API returns it. */
export interface BasisReduction extends RecordEdits {
  id: number;
  userId: string;
  homeId: number;
  kind: BasisReductionKind;
  amount: string;
  date: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}
