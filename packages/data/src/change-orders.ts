// Change orders of an estimate. The estimate keeps each one's amount and status in its `changeOrders`
// map, so its revised total and commitment are derived from the estimate alone, and every change order
// write is one transaction with the estimate (optimistic on its version) and its project's commitment.
import { itemFieldsReader } from './item-fields';
import { ESTIMATE_STATUSES, type ChangeOrder, type ChangeOrderStatus } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { InvalidInputError, NotFoundError } from './errors';
import { EstimateChanges } from './estimate-commitments';
import { changeOrdersOf } from './estimate-totals';
import { changeOrderKey, estimateKey } from './keys';
import { withoutPlacements } from './payment-schedules';
import { nextEdits, requireEditedVersion, type EditOptions } from './edits';
import { createRecord, recordFields, type CreateOptions } from './records';
import { batchGet, getItem, type Item } from './requests';
import { conditions, ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { estimateStatus, num, optionalText, requireCalendarDate, requireText } from './validate';

export interface ChangeOrderInput {
  title: string;
  description?: string | null;
  /** Before tax; negative is a credit, never 0. */
  amountCents: number;
  status?: ChangeOrderStatus;
  /** 'YYYY-MM-DD' */
  date: string;
}

/**
 * A change order as stored: what the API answers (ChangeOrder) with the amount before tax in cents (the API
 * adds the taxed amount from its estimate), its owner, and when it last changed. Its projectId is read
 * from the estimate, which may move.
 */
export interface ChangeOrderRecord extends Omit<ChangeOrder, 'amount' | 'amountWithTax'> {
  userId: string;
  amountCents: number;
  updatedAt: string;
}

const changeOrderFieldsOf = itemFieldsReader({
  number: ['estimateId', 'amountCents'],
  text: ['title', 'date'],
  optionalText: ['description'],
});

function toChangeOrderRecord(item: Item, projectId: number): ChangeOrderRecord {
  return {
    ...recordFields(item),
    ...changeOrderFieldsOf(item),
    projectId,
    status: estimateStatus(item.status),
  };
}

function changeOrderFields(input: ChangeOrderInput) {
  const amountCents = input.amountCents;
  if (!Number.isSafeInteger(amountCents) || amountCents === 0)
    throw new InvalidInputError('amountCents', 'amountCents must be a non-zero whole number of cents');
  const status = input.status ?? 'pending';
  if (!ESTIMATE_STATUSES.includes(status))
    throw new InvalidInputError('status', 'Status must be pending, approved or rejected');
  return {
    title: requireText('title', input.title),
    description: optionalText(input.description),
    amountCents,
    status,
    date: requireCalendarDate('date', input.date),
  };
}

/** The estimate's map with one change order set (or removed when `entry` is null). */
function withEntry(estimate: Item, id: number, entry: { amountCents: number; status: string } | null) {
  const map = { ...changeOrdersOf(estimate) };
  if (entry) map[String(id)] = entry;
  else delete map[String(id)];
  return { changeOrders: map };
}

/** UpdateItem(sequence) + one TransactWriteItems (change order, estimate, project commitment). */
export async function createChangeOrder(
  ctx: DataContext,
  householdId: string,
  estimateId: number,
  input: ChangeOrderInput,
  options: CreateOptions = {},
): Promise<ChangeOrderRecord> {
  const fields = changeOrderFields(input);
  if (!(await getItem(ctx, estimateKey(householdId, estimateId))))
    throw new NotFoundError('estimate', estimateId);
  const kind = { entity: 'changeOrder', keyOf: changeOrderKey } as const;
  return createRecord(ctx, householdId, kind, options, async (base) => {
    const estimates = await EstimateChanges.read(ctx, householdId, [estimateId]);
    const estimate = estimates.item(estimateId, true);
    const item = { ...base, estimateId, ...fields };
    return {
      item,
      result: toChangeOrderRecord(item, num(estimate.projectId)),
      alongside: (transaction) => {
        estimates.set(
          estimateId,
          withEntry(estimate, base.id, { amountCents: fields.amountCents, status: fields.status }),
        );
        estimates.settle(transaction);
      },
    };
  });
}

/** GetItem(estimate) + BatchGetItem of the change orders it names; oldest first. */
export async function listChangeOrders(
  ctx: DataContext,
  householdId: string,
  estimateId: number,
): Promise<ChangeOrderRecord[]> {
  const estimate = await getItem(ctx, estimateKey(householdId, estimateId));
  if (!estimate) throw new NotFoundError('estimate', estimateId);
  const ids = Object.keys(changeOrdersOf(estimate)).map(Number);
  const items = await batchGet(
    ctx,
    ids.map((id) => changeOrderKey(householdId, id)),
  );
  return items.map((item) => toChangeOrderRecord(item, num(estimate.projectId))).sort((a, b) => a.id - b.id);
}

/** Reads a change order and its estimate (which must be live to change it). */
async function readForChange(ctx: DataContext, householdId: string, changeOrderId: number) {
  const current = await getItem(ctx, changeOrderKey(householdId, changeOrderId));
  if (!current) throw new NotFoundError('changeOrder', changeOrderId);
  const estimateId = num(current.estimateId);
  const estimates = await EstimateChanges.read(ctx, householdId, [estimateId]);
  const estimate = estimates.item(estimateId, true);
  return { current, estimateId, estimates, estimate };
}

/** Replaces the editable fields. GetItem ×2 + one TransactWriteItems; StaleEditError (edits.ts). */
export async function updateChangeOrder(
  ctx: DataContext,
  householdId: string,
  changeOrderId: number,
  input: ChangeOrderInput,
  edit: EditOptions = {},
): Promise<ChangeOrderRecord> {
  const fields = changeOrderFields(input);
  return runTransaction(async () => {
    const { current, estimateId, estimates, estimate } = await readForChange(ctx, householdId, changeOrderId);
    requireEditedVersion('changeOrder', changeOrderId, current, edit);
    const version = num(current.version);
    const item = {
      ...current,
      ...changeOrderKey(householdId, changeOrderId),
      ...fields,
      updatedAt: nowOf(ctx).toISOString(),
      version: version + 1,
      ...nextEdits(current, edit.by),
    };
    const transaction = new TransactionBuilder(ctx).put(item, {
      condition: conditions.versionIs(version),
      onConditionFailed: () => new ConcurrencyRetry('change order changed'),
    });
    estimates.set(
      estimateId,
      withEntry(estimate, changeOrderId, { amountCents: fields.amountCents, status: fields.status }),
    );
    estimates.settle(transaction);
    return { transaction, result: toChangeOrderRecord(item, num(estimate.projectId)) };
  });
}

/** GetItem ×2 + one TransactWriteItems (change order, estimate, project commitment). */
export async function deleteChangeOrder(
  ctx: DataContext,
  householdId: string,
  changeOrderId: number,
): Promise<ChangeOrderRecord> {
  return runTransaction(async () => {
    const { current, estimateId, estimates, estimate } = await readForChange(ctx, householdId, changeOrderId);
    const transaction = new TransactionBuilder(ctx).delete(changeOrderKey(householdId, changeOrderId), {
      condition: conditions.versionIs(num(current.version)),
      onConditionFailed: () => new ConcurrencyRetry('change order changed'),
    });
    estimates.set(estimateId, {
      ...withEntry(estimate, changeOrderId, null),
      ...withoutPlacements(estimate, [changeOrderId]),
    });
    estimates.settle(transaction);
    return { transaction, result: toChangeOrderRecord(current, num(estimate.projectId)) };
  });
}

/**
 * Inside the estimate cascade: deletes up to `limit` of the estimate's change orders with the estimate's
 * map, revised total and commitment. Returns how many were deleted (0: none left).
 */
export async function deleteSomeChangeOrders(
  ctx: DataContext,
  householdId: string,
  estimateId: number,
  limit: number,
): Promise<number> {
  return runTransaction(async () => {
    const estimates = await EstimateChanges.read(ctx, householdId, [estimateId]);
    const transaction = new TransactionBuilder(ctx);
    let estimate: Item;
    try {
      estimate = estimates.item(estimateId);
    } catch {
      return { transaction, result: 0 };
    }
    const ids = Object.keys(changeOrdersOf(estimate)).map(Number).slice(0, limit);
    if (ids.length === 0) return { transaction, result: 0 };
    const map = { ...changeOrdersOf(estimate) };
    for (const id of ids) {
      transaction.delete(changeOrderKey(householdId, id));
      delete map[String(id)];
    }
    estimates.set(estimateId, { changeOrders: map, ...withoutPlacements(estimate, ids) });
    estimates.settle(transaction);
    return { transaction, result: ids.length };
  });
}
