// The assistant's lookups of payment schedules (issue 41, docs/product.md#payment-schedules): what is due
// or overdue, and which payments lack a lien waiver. Input schemas and result shapes; @reno/data runs them.
import * as z from 'zod/mini';
import { calendarDateField, contractorField, idField } from './assistant-tool-fields';
import type { InstallmentStatus } from './payments/installment-status';
import type { InstallmentKind, WaiverPayment, WaiverType } from './payments/schedule';

const paymentScopeShape = {
  projectId: z.optional(idField('Only this project (an id from list_projects); omitted: every project.')),
  estimateId: z.optional(idField('Only this estimate (an id from list_estimates).')),
  contractor: contractorField("Only this contractor's estimates: the contractor's id or name."),
};

export const paymentScheduleToolInputSchema = z.object({
  ...paymentScopeShape,
  from: z.optional(
    calendarDateField('Due on or after this day, YYYY-MM-DD (overdue installments are always listed).'),
  ),
  to: z.optional(calendarDateField('Due on or before this day, YYYY-MM-DD.')),
  unpaidOnly: z.optional(
    z.boolean().check(z.describe('false: paid installments too (the whole schedule). Default true.')),
  ),
});
export const missingLienWaiversInputSchema = z.object(paymentScopeShape);

export type PaymentScheduleToolInput = z.output<typeof paymentScheduleToolInputSchema>;
export type MissingLienWaiversInput = z.output<typeof missingLienWaiversInputSchema>;

/** One installment of an approved estimate's schedule, as the assistant quotes it. */
export interface AssistantInstallment {
  estimateId: number;
  estimateTitle: string;
  projectId: number;
  projectName: string;
  contractorId: number;
  contractorName: string;
  installmentId: number;
  /** 1 for the first installment of its schedule. */
  number: number;
  kind: InstallmentKind;
  /** Its own label, else 'Deposit', 'Progress payment', 'Final payment'. */
  name: string;
  /** The date it is due on, when it has one. */
  dueDate: string | null;
  /** The milestone whose completion makes it due, when it waits for one. */
  milestone: { id: number; title: string; targetDate: string | null; completedDate: string | null } | null;
  /** The day it is (or is expected to be) due: its date, its milestone's completion or target day; null:
   * on a milestone with neither. */
  dueOn: string | null;
  /** What it asks (retainage held back from it already taken off; the final payment's includes the release). */
  amount: string;
  paid: string;
  /** amount − paid. */
  left: string;
  /** Held back from this progress payment until the final payment. */
  retained: string;
  status: InstallmentStatus;
  /** 'Paid', 'Partly paid', 'Due', 'Overdue', 'Upcoming' as of `asOf`. */
  statusLabel: string;
  waiver: { type: WaiverType; payment: WaiverPayment } | null;
}

/** An approved estimate without a payment schedule: nothing is scheduled on it. */
export interface UnscheduledEstimate {
  estimateId: number;
  title: string;
  projectName: string;
  contractorName: string;
  paid: string;
  /** Revised total − paid. */
  remaining: string;
}

export interface PaymentScheduleToolResult {
  /** The day the statuses are judged on. */
  asOf: string;
  from: string | null;
  to: string | null;
  installments: AssistantInstallment[];
  count: number;
  /** Σ left of the listed installments, and of the overdue ones among them. */
  left: string;
  overdueCount: number;
  overdueLeft: string;
  /** Approved estimates in the scope with money owing but no schedule: say so, never make one up. */
  unscheduled: UnscheduledEstimate[];
}

/** Why a paid installment is listed: no waiver at all, or a final payment whose waiver is not the final
 * unconditional one. */
export type MissingWaiverReason = 'no_waiver' | 'not_final_unconditional';

export interface MissingLienWaiver extends AssistantInstallment {
  reason: MissingWaiverReason;
}

export interface MissingLienWaiversResult {
  asOf: string;
  /** Installments paid in full or in part without the waiver they need. */
  installments: MissingLienWaiver[];
  count: number;
  /** Σ paid on them: money paid with no release of liens for it. */
  paidWithoutWaiver: string;
  /** Approved estimates in the scope paid in part or whole without a schedule: waivers are kept per
   * installment, so none can be on record for them. */
  unscheduled: UnscheduledEstimate[];
}
