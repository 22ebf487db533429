// A payment schedule as the API takes it (docs/product.md#validation-payment-schedule): money and
// percentages as 2-decimal strings on the wire, cents and hundredths after parsing, with the shape rules of
// payments/schedule-rules.ts reported on the fields they concern.
import * as z from 'zod/mini';
import { MAX_AMOUNT_CENTS, MAX_SHORT_TEXT_LENGTH } from '../constants';
import { PAYMENT_SCHEDULE_MESSAGES, scheduleIssues, type ScheduleDraft } from '../payments/schedule-rules';
import { INSTALLMENT_KINDS, type InstallmentKind } from '../payments/schedule';
import {
  fail,
  field,
  isBlank,
  matchIn,
  optionalCents,
  optionalDate,
  optionalId,
  optionalText,
  percentHundredths,
  requiredChoice,
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
    kind: requiredChoice<InstallmentKind>({
      normalize: matchIn(INSTALLMENT_KINDS),
      required: M.kind,
      invalid: M.kind,
    }),
    label: optionalText({ max: MAX_SHORT_TEXT_LENGTH, label: 'Label' }),
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
