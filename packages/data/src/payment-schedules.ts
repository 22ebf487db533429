// Payment schedules (docs/product.md#payment-schedules). A schedule is kept on its estimate
// (`paymentSchedule`), so what each installment asks and what of it is paid derive from the estimate item
// alone (estimate-totals.ts), in every transaction that links or unlinks an expense, changes a change order
// or the estimate (EstimateChanges). Setting a schedule is the owner's; keeping an installment's lien waiver
// goes with recording payments, an editor's (the API guards the roles). Both are edits of the estimate:
// If-Match names its version, and each stamps who made it.
import {
  formatCents,
  PAYMENT_SCHEDULE_MESSAGES,
  scheduleAmounts,
  scheduleIssues,
  WAIVER_PAYMENTS,
  WAIVER_TYPES,
  type Installment,
  type LienWaiver,
  type PaymentScheduleInput,
} from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { nextEdits, requireEditedVersion, type EditOptions } from './edits';
import { InvalidInputError } from './errors';
import { EstimateChanges } from './estimate-commitments';
import { toEstimateRecord, type EstimateRecord } from './estimates';
import { changeOrdersOf, scheduleBaseOf, storedScheduleOf, type StoredSchedule } from './estimate-totals';
import { requireProjectMilestone } from './live-links';
import type { Item } from './requests';
import { markRemindable } from './reminders-index';
import { runTransaction, TransactionBuilder } from './transaction';
import { num, objectKeysOf, requireText } from './validate';

const M = PAYMENT_SCHEDULE_MESSAGES;

const invalid = (index: number, field: string, message: string) =>
  new InvalidInputError(`installments.${index}.${field}`, message);

/** The shape rules the API's schema applies, for callers that reach the table another way. */
function requireScheduleShape(input: PaymentScheduleInput): void {
  const [issue] = scheduleIssues(input);
  if (!issue) return;
  throw issue.index === null
    ? new InvalidInputError(issue.field, issue.message)
    : invalid(issue.index, issue.field, issue.message);
}

/**
 * The schedule to store in place of the estimate's: installments named by id keep their number and lien
 * waiver, new ones get the next numbers (never reused). Refuses ids not in the schedule, change orders not
 * on the estimate, dropping an installment that holds a waiver, and installments that ask for more than the
 * revised total.
 */
function nextSchedule(estimate: Item, input: PaymentScheduleInput | null): StoredSchedule | null {
  const before = storedScheduleOf(estimate);
  const kept = new Map((before?.installments ?? []).map((installment) => [installment.id, installment]));
  const orders = changeOrdersOf(estimate);
  let nextInstallmentId = before?.nextInstallmentId ?? 1;
  const installments = (input?.installments ?? []).map((draft, index): Installment => {
    if (draft.id !== null && !kept.has(draft.id)) throw invalid(index, 'id', M.unknownInstallment);
    if (draft.changeOrderIds.some((id) => orders[String(id)] === undefined))
      throw invalid(index, 'changeOrderIds', M.unknownChangeOrder);
    return {
      id: draft.id ?? nextInstallmentId++,
      kind: draft.kind,
      label: draft.label,
      amountCents: draft.amountCents,
      percentHundredths: draft.percentHundredths,
      dueDate: draft.dueDate,
      milestoneId: draft.milestoneId,
      changeOrderIds: [...draft.changeOrderIds],
      waiver: (draft.id !== null ? kept.get(draft.id)?.waiver : null) ?? null,
    };
  });
  const staying = new Set(installments.map((installment) => installment.id));
  if ([...kept.values()].some((installment) => installment.waiver && !staying.has(installment.id)))
    throw new InvalidInputError('installments', M.waiverKept);
  if (input === null) return null;
  const schedule = { retainageHundredths: input.retainageHundredths, nextInstallmentId, installments };
  const amounts = scheduleAmounts(schedule, scheduleBaseOf(estimate));
  if (amounts.overAllocatedCents > 0)
    throw new InvalidInputError('installments', M.overTotal(formatCents(amounts.totalCents)));
  return schedule;
}

/** What an edit of the estimate stamps: when, who, the next edit number. */
const edited = (ctx: DataContext, current: Item, edit: EditOptions) => ({
  updatedAt: nowOf(ctx).toISOString(),
  ...nextEdits(current, edit.by),
});

/**
 * Sets (or, with null, removes) an estimate's payment schedule: GetItem + one TransactWriteItems (the
 * estimate with its installments re-derived, its project's retainage held, a check of each milestone named:
 * it must be of the estimate's project). NotFoundError for the estimate or a milestone; InvalidInputError;
 * StaleEditError.
 */
export async function setPaymentSchedule(
  ctx: DataContext,
  householdId: string,
  estimateId: number,
  input: PaymentScheduleInput | null,
  edit: EditOptions = {},
): Promise<EstimateRecord> {
  if (input) requireScheduleShape(input);
  return runTransaction(async () => {
    const estimates = await EstimateChanges.read(ctx, householdId, [estimateId]);
    const current = estimates.item(estimateId, true);
    requireEditedVersion('estimate', estimateId, current, edit);
    const schedule = nextSchedule(current, input);
    estimates.set(estimateId, { paymentSchedule: schedule, ...edited(ctx, current, edit) });
    const transaction = new TransactionBuilder(ctx);
    estimates.settle(transaction);
    if (schedule) markRemindable(transaction, householdId);
    const milestones = new Set(schedule?.installments.map((installment) => installment.milestoneId));
    for (const milestoneId of milestones)
      if (milestoneId !== null && milestoneId !== undefined)
        requireProjectMilestone(transaction, householdId, milestoneId, num(current.projectId));
    return { transaction, result: toEstimateRecord(estimates.after(estimateId)) };
  });
}

function requireWaiver(waiver: LienWaiver): LienWaiver {
  if (!WAIVER_TYPES.includes(waiver.type)) throw new InvalidInputError('type', M.waiverType);
  if (!WAIVER_PAYMENTS.includes(waiver.payment)) throw new InvalidInputError('payment', M.waiverPayment);
  return {
    objectKey: requireText('objectKey', waiver.objectKey),
    type: waiver.type,
    payment: waiver.payment,
  };
}

export interface WaiverUpdateResult {
  estimate: EstimateRecord;
  /** The document key the update replaced or removed (delete the object), else null. */
  replacedObjectKey: string | null;
}

/**
 * Keeps a lien waiver document on one installment (null removes it): GetItem + one TransactWriteItems.
 * InvalidInputError('installmentId') when the estimate's schedule has no such installment.
 */
export async function setInstallmentWaiver(
  ctx: DataContext,
  householdId: string,
  estimateId: number,
  installmentId: number,
  waiver: LienWaiver | null,
  edit: EditOptions = {},
): Promise<WaiverUpdateResult> {
  const next = waiver === null ? null : requireWaiver(waiver);
  return runTransaction(async () => {
    const estimates = await EstimateChanges.read(ctx, householdId, [estimateId]);
    const current = estimates.item(estimateId, true);
    requireEditedVersion('estimate', estimateId, current, edit);
    const schedule = storedScheduleOf(current);
    const installment = schedule?.installments.find((candidate) => candidate.id === installmentId);
    if (!schedule || !installment) throw new InvalidInputError('installmentId', M.unknownInstallment);
    const installments = schedule.installments.map((candidate) =>
      candidate === installment ? { ...candidate, waiver: next } : candidate,
    );
    estimates.set(estimateId, {
      paymentSchedule: { ...schedule, installments },
      ...edited(ctx, current, edit),
    });
    const transaction = new TransactionBuilder(ctx);
    estimates.settle(transaction);
    const old = installment.waiver?.objectKey;
    const replaced = old !== next?.objectKey ? (objectKeysOf(old)[0] ?? null) : null;
    return {
      transaction,
      result: { estimate: toEstimateRecord(estimates.after(estimateId)), replacedObjectKey: replaced },
    };
  });
}

/** The estimate's schedule without deleted change orders' placements (they left the revised total). */
export function withoutPlacements(estimate: Item, changeOrderIds: readonly number[]): Item {
  const schedule = storedScheduleOf(estimate);
  const placed = (installment: Installment) =>
    installment.changeOrderIds.some((id) => changeOrderIds.includes(id));
  if (!schedule?.installments.some(placed)) return {};
  const installments = schedule.installments.map((installment) => ({
    ...installment,
    changeOrderIds: installment.changeOrderIds.filter((id) => !changeOrderIds.includes(id)),
  }));
  return { paymentSchedule: { ...schedule, installments } };
}
