// A payment schedule as the API takes it (docs/product.md#validation-payment-schedule): money and
// percentages as 2-decimal strings on the wire, cents and hundredths after parsing, with the shape rules of
// payments/schedule-rules.ts reported on the fields they concern.
import * as z from 'zod/mini';
import { MAX_AMOUNT_CENTS, MAX_STORAGE_KEY_LENGTH } from '../constants';
import { PAYMENT_SCHEDULE_MESSAGES, scheduleIssues, type ScheduleDraft } from '../payments/schedule-rules';
import {
  INSTALLMENT_KINDS,
  WAIVER_PAYMENTS,
  WAIVER_TYPES,
  type InstallmentKind,
  type WaiverPayment,
  type WaiverType,
} from '../payments/schedule';
import {
  fail,
  field,
  isBlank,
  optionalCents,
  optionalDate,
  optionalId,
  optionalShortText,
  percentHundredths,
  requiredOneOf,
  requiredText,
} from './fields';

const M = PAYMENT_SCHEDULE_MESSAGES;

/** A list of change order ids (missing: none). */
const changeOrderIds = field((input, context): number[] => {
  if (isBlank(input)) return [];
  if (!Array.isArray(input)) return fail(context, input, M.changeOrder);
  const ids = input.map((value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : null,
  );
  return ids.every((id) => id !== null) ? (ids as number[]) : fail(context, input, M.changeOrder);
});

const installmentSchema = z.pipe(
  z.object({
    id: optionalId(M.installment),
    kind: requiredOneOf(INSTALLMENT_KINDS, M.kind),
    label: optionalShortText('Label'),
    amount: optionalCents({ message: M.amount, max: MAX_AMOUNT_CENTS, maxMessage: M.amountMax }),
    percentage: percentHundredths({ message: M.percentage, fallback: undefined }),
    dueDate: optionalDate(M.dueDate),
    milestoneId: optionalId(M.milestone),
    changeOrderIds,
  }),
  z.transform(({ amount, percentage, ...installment }) => ({
    ...installment,
    amountCents: amount,
    percentHundredths: percentage ?? null,
  })),
);

const installments = z.pipe(
  field((input, context): unknown[] => (Array.isArray(input) ? input : fail(context, input, M.installments))),
  z.array(installmentSchema),
);

/** PUT /api/estimates/{id}/schedule → the whole schedule, in cents and hundredths. */
export const paymentScheduleInputSchema = z
  .pipe(
    z.object({
      retainagePercentage: percentHundredths({ message: M.retainage, fallback: 0 }),
      installments,
    }),
    z.transform(({ retainagePercentage, installments }): ScheduleDraft => ({
      retainageHundredths: retainagePercentage,
      installments,
    })),
  )
  .check(
    z.superRefine((schedule, context) => {
      for (const issue of scheduleIssues(schedule))
        context.issues.push({
          code: 'custom',
          message: issue.message,
          path: issue.index === null ? [issue.field] : ['installments', issue.index, issue.field],
          input: schedule,
        });
    }),
  );
export type PaymentScheduleInput = z.output<typeof paymentScheduleInputSchema>;

/** A lien waiver as the API returns it: its file's storage key (read it through POST /api/signed-url). */
export interface LienWaiverView {
  fileUrl: string;
  type: WaiverType;
  payment: WaiverPayment;
}

/** One installment as the API returns it: its terms, then what it asks and what of it is paid. */
export interface InstallmentView {
  id: number;
  kind: InstallmentKind;
  label: string | null;
  /** The fixed amount set, or null. */
  amount: string | null;
  /** The percentage set (of the quoted total with tax), or null. */
  percentage: string | null;
  dueDate: string | null;
  milestoneId: number | null;
  changeOrderIds: number[];
  /** What it asks: its share and placed change orders, less retainage held back (the final payment adds the
   * retainage it releases). */
  amountDue: string;
  /** Held back from this progress payment. */
  retained: string;
  /** The retainage this final payment releases (part of amountDue). */
  released: string;
  /** Of the estimate's paid total, what went to this installment. */
  paid: string;
  waiver: LienWaiverView | null;
}

/** An estimate's payment schedule as the API returns it (Estimate.paymentSchedule). */
export interface PaymentScheduleView {
  retainagePercentage: string;
  /** Retainage of the progress payments paid in full not yet released by the final payment. */
  retainageHeld: string;
  installments: InstallmentView[];
}

/** PUT /api/estimates/{id}/installments/{installmentId}/waiver: an uploaded file's key, as a receipt's. */
export interface LienWaiverPayload {
  fileUrl: string;
  type: WaiverType;
  payment: WaiverPayment;
}

/** PUT /api/estimates/{id}/installments/{installmentId}/waiver → the LienWaiverPayload, checked. */
export const lienWaiverInputSchema = z.object({
  fileUrl: requiredText({ required: M.waiverFile, max: MAX_STORAGE_KEY_LENGTH, label: 'Waiver file' }),
  type: requiredOneOf(WAIVER_TYPES, M.waiverType),
  payment: requiredOneOf(WAIVER_PAYMENTS, M.waiverPayment),
});
