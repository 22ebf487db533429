// payment_schedule and missing_lien_waivers: the installments of the caller's approved estimates as the
// estimate cards show them (docs/product.md#payment-schedules), read page by page (payment-records.ts). An
// approved estimate without a schedule is named as such, so the model says it has none instead of inventing one.
import {
  centsToDecimal,
  countOf,
  formatDate,
  lookedAtLine,
  type MissingLienWaiver,
  type MissingWaiverReason,
  type PaymentScheduleToolInput,
} from '@reno/domain';
import { readPaymentRecords, type InstallmentRow, type PaymentRecords } from './payment-records';
import type { Tool } from './tool-answer';

const sumCents = (rows: readonly InstallmentRow[], pick: (row: InstallmentRow) => number) =>
  centsToDecimal(rows.reduce((total, row) => total + pick(row), 0));

/** 'Payment schedules · due Nov 1, 2026 – Nov 30, 2026 · Marcus Bell · Kitchen' */
function scopeWords(records: PaymentRecords, first: string, qualifiers: string[]): string[] {
  return [
    first,
    ...qualifiers,
    ...(records.contractorName ? [records.contractorName] : []),
    records.projectName ?? 'all projects',
  ];
}

function rangeWords(from: string | null, to: string | null): string[] {
  if (from && to) return [`due ${formatDate(from)} – ${formatDate(to)} or overdue`];
  if (from) return [`due from ${formatDate(from)} or overdue`];
  if (to) return [`due by ${formatDate(to)}`];
  return [];
}

/** Unpaid (unless asked otherwise) and, within a range, overdue or expected in it; earliest first. */
function dueInRange(row: InstallmentRow, input: PaymentScheduleToolInput): boolean {
  const { status, dueOn } = row.view;
  if ((input.unpaidOnly ?? true) && status === 'paid') return false;
  if (input.from === undefined && input.to === undefined) return true;
  if (status === 'overdue') return true;
  if (dueOn === null) return false;
  return (input.from === undefined || dueOn >= input.from) && (input.to === undefined || dueOn <= input.to);
}

const byDueDay = (a: InstallmentRow, b: InstallmentRow) =>
  (a.view.dueOn ?? '9999-12-31').localeCompare(b.view.dueOn ?? '9999-12-31') ||
  a.view.estimateId - b.view.estimateId ||
  a.view.number - b.view.number;

export const paymentScheduleTool: Tool<'payment_schedule'> = async (ctx, householdId, input, reads = {}) => {
  const records = await readPaymentRecords(ctx, householdId, input, reads);
  const rows = records.installments.filter((row) => dueInRange(row, input)).sort(byDueDay);
  const overdue = rows.filter((row) => row.view.status === 'overdue');
  const unscheduled = records.unscheduled.filter((estimate) => estimate.remainingCents > 0);
  const range = rangeWords(input.from ?? null, input.to ?? null);
  const unpaid = (input.unpaidOnly ?? true) ? ['unpaid'] : [];
  return {
    source: 'records',
    lookedAt: lookedAtLine(
      scopeWords(records, 'Payment schedules', [...unpaid, ...range]),
      `${countOf(rows.length, 'installment')}, ${countOf(unscheduled.length, 'estimate')} without a schedule`,
    ),
    result: {
      asOf: records.asOf,
      from: input.from ?? null,
      to: input.to ?? null,
      installments: rows.map((row) => row.view),
      count: rows.length,
      left: sumCents(rows, (row) => row.leftCents),
      overdueCount: overdue.length,
      overdueLeft: sumCents(overdue, (row) => row.leftCents),
      unscheduled: unscheduled.map((estimate) => estimate.view),
    },
  };
};

/** Why a paid installment lacks its waiver, or null when it has the one it needs. */
function missingWaiver(row: InstallmentRow): MissingWaiverReason | null {
  if (row.paidCents <= 0) return null;
  const { waiver, kind } = row.view;
  if (!waiver) return 'no_waiver';
  const finalUnconditional = waiver.type === 'unconditional' && waiver.payment === 'final';
  return kind === 'final' && !finalUnconditional ? 'not_final_unconditional' : null;
}

export const missingLienWaiversTool: Tool<'missing_lien_waivers'> = async (
  ctx,
  householdId,
  input,
  reads = {},
) => {
  const records = await readPaymentRecords(ctx, householdId, input, reads);
  const missing = records.installments.flatMap((row) => {
    const reason = missingWaiver(row);
    return reason ? [{ row, reason }] : [];
  });
  const unscheduled = records.unscheduled.filter((estimate) => estimate.paidCents > 0);
  return {
    source: 'records',
    lookedAt: lookedAtLine(
      scopeWords(records, 'Lien waivers', ['paid installments']),
      `${countOf(missing.length, 'payment')} without the waiver it needs`,
    ),
    result: {
      asOf: records.asOf,
      installments: missing.map(({ row, reason }): MissingLienWaiver => ({ ...row.view, reason })),
      count: missing.length,
      paidWithoutWaiver: sumCents(
        missing.map(({ row }) => row),
        (row) => row.paidCents,
      ),
      unscheduled: unscheduled.map((estimate) => estimate.view),
    },
  };
};
