// Estimates: the project keeps the total of its approved estimates; each estimate keeps the paid
// total and count of its linked expenses (written by the expense transactions). The delete cascade
// lives in cascades/estimate-cascade.ts.
import { itemFieldsReader } from './item-fields';
import {
  ESTIMATE_STATUSES,
  estimateBreakdown,
  normalizeExpenseCategory,
  type Estimate,
  type EstimateStatus,
  type PaymentSchedule,
  type RecordEdits,
} from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { EstimateHasPaymentsError, InvalidInputError, NotFoundError } from './errors';
import { projectEstimates, householdEstimates } from './access-patterns';
import { estimateInProject, estimateKey, linkedToContractor, projectKey } from './keys';
import { adjustCommitted, EstimateChanges } from './estimate-commitments';
import { derivedEstimateTotals, storedScheduleOf, type InstallmentPaymentRecord } from './estimate-totals';
import { requireLiveContractor } from './live-links';
import { nextEdits, type EditOptions } from './edits';
import type { ListPageOptions } from './list-pages';
import {
  recordCreator,
  currentForEdit,
  readRecordPage,
  recordFields,
  recordGetter,
  recordsGetter,
} from './records';
import { queryAll, type Item } from './requests';
import { conditions, runTransaction, TransactionBuilder } from './transaction';
import {
  estimateStatus,
  num,
  objectKeysOf,
  optionalText,
  requireCalendarDate,
  requireCents,
  requireHundredths,
  requireId,
  requireText,
  str,
} from './validate';

export interface EstimateInput {
  projectId: number;
  contractorId: number;
  title: string;
  description?: string | null;
  amountCents: number;
  /** Hundredths of a percent; default 0. */
  cashPercentageHundredths?: number;
  /** Hundredths of a percent; default 10000 (100 %). */
  taxedPercentageHundredths?: number;
  /** Hundredths of a percent; default 0. */
  taxRateHundredths?: number;
  /** 'YYYY-MM-DD' */
  date: string;
  status?: EstimateStatus;
  notes?: string | null;
  attachmentUrl?: string | null;
  /** An expense category (the budget line its commitment lands in); null is unassigned. */
  category?: string | null;
}

/** An estimate as stored: the API's Estimate (its identity, texts and dates) with amounts in cents. */
export interface EstimateRecord
  extends
    RecordEdits,
    Pick<
      Estimate,
      | 'id'
      | 'userId'
      | 'projectId'
      | 'contractorId'
      | 'title'
      | 'description'
      | 'date'
      | 'status'
      | 'notes'
      | 'attachmentUrl'
      | 'createdAt'
    > {
  amountCents: number;
  cashPercentageHundredths: number;
  taxedPercentageHundredths: number;
  taxRateHundredths: number;
  /** amount with the tax maths of docs/product.md#tax-maths applied (@reno/domain estimateBreakdown). */
  totalWithTaxCents: number;
  updatedAt: string;
  /** Sum of the amounts of the expenses linked to this estimate, and how many there are. */
  paidCents: number;
  paidCount: number;
  category: string | null;
  /** Σ approved change orders, each taxed like the estimate. */
  changeOrdersTotalCents: number;
  /** totalWithTaxCents + changeOrdersTotalCents: payment progress is measured against it. */
  revisedTotalWithTaxCents: number;
  /** What it still commits to the forecast: approved ? max(revised − paid, 0) : 0. */
  committedCents: number;
  /** Its payment schedule (docs/product.md#payment-schedules), or null. */
  paymentSchedule: PaymentSchedule | null;
  /** Per installment, in schedule order: what it asks, holds back, releases and what of it is paid. */
  installmentPayments: InstallmentPaymentRecord[];
  /** Retainage its schedule holds (approved estimates; else 0). */
  retainageHeldCents: number;
}

const estimateFieldsOf = itemFieldsReader({
  text: ['title', 'date'],
  optionalText: ['description', 'notes', 'attachmentUrl', 'category'],
  // prettier-ignore
  number: ['projectId', 'contractorId', 'amountCents', 'cashPercentageHundredths', 'taxedPercentageHundredths', 'taxRateHundredths', 'totalWithTaxCents', 'paidCents', 'paidCount'],
});

export function toEstimateRecord(item: Item): EstimateRecord {
  return {
    ...recordFields(item),
    ...estimateFieldsOf(item),
    status: estimateStatus(item.status),
    paymentSchedule: paymentScheduleOf(item),
    // Derived from the item itself, so an estimate saved before change orders existed reads right too.
    ...derivedEstimateTotals(item),
  };
}

/** The schedule as the record shows it: without the stored counter of installment numbers. */
function paymentScheduleOf(item: Item): PaymentSchedule | null {
  const stored = storedScheduleOf(item);
  if (!stored) return null;
  return { retainageHundredths: stored.retainageHundredths, installments: stored.installments };
}

function estimateFields(input: EstimateInput) {
  const amountCents = requireCents('amountCents', input.amountCents, { positive: true });
  const cashPercentageHundredths = requireHundredths(
    'cashPercentageHundredths',
    input.cashPercentageHundredths ?? 0,
  );
  const taxedPercentageHundredths = requireHundredths(
    'taxedPercentageHundredths',
    input.taxedPercentageHundredths ?? 10_000,
  );
  const taxRateHundredths = requireHundredths('taxRateHundredths', input.taxRateHundredths ?? 0);
  const status = input.status ?? 'pending';
  if (!ESTIMATE_STATUSES.includes(status))
    throw new InvalidInputError('status', 'status must be pending, approved or rejected');
  return {
    projectId: requireId('projectId', input.projectId),
    contractorId: requireId('contractorId', input.contractorId),
    title: requireText('title', input.title),
    description: optionalText(input.description),
    amountCents,
    cashPercentageHundredths,
    taxedPercentageHundredths,
    taxRateHundredths,
    totalWithTaxCents: estimateBreakdown({
      amountCents,
      cashHundredths: cashPercentageHundredths,
      taxedHundredths: taxedPercentageHundredths,
      taxRateHundredths,
    }).totalWithTaxCents,
    date: requireCalendarDate('date', input.date),
    status,
    notes: optionalText(input.notes),
    attachmentUrl: optionalText(input.attachmentUrl),
    category: estimateCategory(input.category),
  };
}

function estimateCategory(category: string | null | undefined): string | null {
  if (category === undefined || category === null || category.trim() === '') return null;
  const known = normalizeExpenseCategory(category);
  if (!known) throw new InvalidInputError('category', 'Invalid category');
  return known;
}

type EstimateFields = ReturnType<typeof estimateFields>;

/** Index keys of an estimate: under its project (projectItems) and its contractor (contractorLinks). */
function estimateIndexKeys(
  householdId: string,
  id: number,
  fields: Pick<EstimateFields, 'projectId' | 'contractorId'>,
) {
  return {
    ...estimateInProject(householdId, fields.projectId, id),
    ...linkedToContractor(householdId, fields.contractorId, estimateKey(householdId, id)),
  };
}

/** What an estimate adds to its project's approved total. */
export function approvedContribution(item: { status?: unknown; totalWithTaxCents?: unknown }): number {
  return item.status === 'approved' ? num(item.totalWithTaxCents) : 0;
}

function adjustApproved(
  transaction: TransactionBuilder,
  householdId: string,
  projectId: number,
  delta: number,
  requireLive: boolean,
) {
  transaction.update(
    projectKey(householdId, projectId),
    { add: [{ path: ['approvedEstimatesCents'], delta }] },
    {
      condition: requireLive ? conditions.live : conditions.exists,
      onConditionFailed: () => new NotFoundError('project', projectId),
    },
  );
}

/** UpdateItem(sequence) + one TransactWriteItems (estimate, project approved total, contractor check). */
export const createEstimate = recordCreator({
  kind: { entity: 'estimate', keyOf: estimateKey },
  fieldsOf: estimateFields,
  attempt: ({ householdId, fields, base }) => {
    const item = {
      ...base,
      ...fields,
      ...estimateIndexKeys(householdId, base.id, fields),
      paidCents: 0,
      paidCount: 0,
      changeOrders: {},
    };
    const stored = { ...item, ...derivedEstimateTotals(item) };
    return {
      item: stored,
      result: toEstimateRecord(stored),
      alongside: (transaction) => {
        adjustApproved(transaction, householdId, fields.projectId, approvedContribution(fields), true);
        adjustCommitted(transaction, householdId, fields.projectId, fields.category, stored.committedCents);
        requireLiveContractor(transaction, householdId, fields.contractorId);
      },
    };
  },
});

/** One GetItem; null when missing or not this user's. */
export const getEstimate = recordGetter(estimateKey, toEstimateRecord);

/** The estimates of `ids` that exist, in no set order: BatchGetItem of their keys (100 a request). */
export const getEstimates = recordsGetter(estimateKey, toEstimateRecord);

/** All the household's estimates (Query on its partition) or one project's (Query on projectItems). */
export async function listEstimates(
  ctx: DataContext,
  householdId: string,
  options: { projectId?: number | null } = {},
): Promise<EstimateRecord[]> {
  const items = await queryAll(
    ctx,
    options.projectId === undefined || options.projectId === null
      ? householdEstimates(householdId)
      : projectEstimates(householdId, options.projectId),
  );
  return items.map(toEstimateRecord);
}

/** One page of the household's estimates, or of one project's, by id: one Query (list-pages.ts). */
export function listEstimatePage(
  ctx: DataContext,
  householdId: string,
  options: ListPageOptions & { projectId: number | null },
) {
  const query =
    options.projectId === null
      ? householdEstimates(householdId)
      : projectEstimates(householdId, options.projectId);
  return readRecordPage(ctx, query, toEstimateRecord, options);
}

export interface EstimateUpdateResult {
  estimate: EstimateRecord;
  /** The attachment key the update replaced or removed (delete the object), else null. */
  replacedObjectKey: string | null;
}

/**
 * Replaces the editable fields (paid totals stay). GetItem + one TransactWriteItems moving the
 * approved total between projects/statuses. An estimate with linked expenses keeps its project.
 */
export async function updateEstimate(
  ctx: DataContext,
  householdId: string,
  estimateId: number,
  input: EstimateInput,
  edit: EditOptions = {},
): Promise<EstimateUpdateResult> {
  const fields = estimateFields(input);
  return runTransaction(async () => {
    const record = { entity: 'estimate', key: estimateKey(householdId, estimateId), id: estimateId } as const;
    const current = await currentForEdit(ctx, record, edit);
    const moves = num(current.projectId) !== fields.projectId;
    if (moves && num(current.paidCount) > 0) throw new EstimateHasPaymentsError(estimateId);
    const set = {
      ...fields,
      ...estimateIndexKeys(householdId, estimateId, fields),
      updatedAt: nowOf(ctx).toISOString(),
      ...nextEdits(current, edit.by),
    };
    const changes = new EstimateChanges(householdId, [current]);
    changes.set(estimateId, set);
    const transaction = new TransactionBuilder(ctx);
    // Optimistic on the version, which every expense link bumps: a link made since the read re-runs
    // the attempt, and the re-read refuses the move.
    changes.settle(transaction);
    const oldProjectId = num(current.projectId);
    adjustApproved(transaction, householdId, oldProjectId, -approvedContribution(current), false);
    adjustApproved(transaction, householdId, fields.projectId, approvedContribution(fields), moves);
    if (num(current.contractorId) !== fields.contractorId)
      requireLiveContractor(transaction, householdId, fields.contractorId);
    const oldAttachment = str(current.attachmentUrl);
    const replaced = oldAttachment !== fields.attachmentUrl ? (objectKeysOf(oldAttachment)[0] ?? null) : null;
    return {
      transaction,
      result: { estimate: toEstimateRecord(changes.after(estimateId)), replacedObjectKey: replaced },
    };
  });
}
