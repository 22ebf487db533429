// Deleting an estimate: its change orders go, its expenses keep existing with estimateId set to null
// (their project's paid total and the estimate's own paid total and commitment move with them), then the
// estimate goes with what it still committed to its project's forecast.
import type { DataContext } from '../context';
import { NotFoundError } from '../errors';
import { toEstimateRecord, approvedContribution, type EstimateRecord } from '../estimates';
import type { DeleteResult } from '../expenses';
import { estimateExpenses } from '../access-patterns';
import { ESTIMATE_LINK_ATTRIBUTES, estimateKey, expenseKey, padId, projectKey } from '../keys';
import { deleteSomeChangeOrders } from '../change-orders';
import { adjustCommitted, adjustPaymentTotals, EstimateChanges } from '../estimate-commitments';
import { storedScheduleOf } from '../estimate-totals';
import { batchGet, getItem, queryPage, type Item } from '../requests';
import { ConcurrencyRetry, conditions, runTransaction, TransactionBuilder } from '../transaction';
import { num, objectKeysOf, str } from '../validate';
import { CASCADE_BATCH, markDeleting, parkObjectKeys, repeatUntilDone } from './cascade-support';

/**
 * DELETE /api/estimates/{id}: unlinks its expenses (batches of 20 per transaction) and deletes it.
 * Resumable. Returns the keys of its attachment and lien waivers to delete. Throws NotFoundError('estimate').
 */
export async function deleteEstimate(
  ctx: DataContext,
  householdId: string,
  estimateId: number,
): Promise<DeleteResult<EstimateRecord>> {
  const estimate = await getItem(ctx, estimateKey(householdId, estimateId));
  if (!estimate) throw new NotFoundError('estimate', estimateId);
  const objectKeys = await removeEstimate(ctx, householdId, estimateId, null);
  return { deleted: toEstimateRecord(estimate), objectKeys };
}

/**
 * Removes one estimate; when run inside a larger cascade (`parkIn`), its attachment and waiver keys are
 * parked with that cascade instead of returned.
 */
export async function removeEstimate(
  ctx: DataContext,
  householdId: string,
  estimateId: number,
  parkIn: string | null,
): Promise<string[]> {
  const key = estimateKey(householdId, estimateId);
  if (!(await markDeleting(ctx, key))) return [];
  while ((await deleteSomeChangeOrders(ctx, householdId, estimateId, CASCADE_BATCH)) > 0);
  return runTransaction(async () => {
    await unlinkEstimateExpenses(ctx, householdId, estimateId);
    const current = await getItem(ctx, key);
    const transaction = new TransactionBuilder(ctx);
    if (!current) return { transaction, result: [] };
    // No linked expense may remain (paidCount 0); otherwise unlink again.
    transaction.delete(key, {
      condition: (p) =>
        `${conditions.versionIs(num(current.version))(p)} AND (attribute_not_exists(${p.name('paidCount')}) OR ${p.name('paidCount')} = ${p.value(0)})`,
      onConditionFailed: () => new ConcurrencyRetry('estimate still linked'),
    });
    const projectId = num(current.projectId);
    transaction.update(
      projectKey(householdId, projectId),
      { add: [{ path: ['approvedEstimatesCents'], delta: -approvedContribution(current) }] },
      { condition: conditions.exists, onConditionFailed: () => new NotFoundError('project', projectId) },
    );
    adjustCommitted(transaction, householdId, projectId, current.category, -num(current.committedCents));
    adjustPaymentTotals(transaction, householdId, projectId, current, -1);
    const waivers = storedScheduleOf(current)?.installments.map(
      (installment) => installment.waiver?.objectKey,
    );
    const keys = objectKeysOf(str(current.attachmentUrl), ...(waivers ?? []));
    if (parkIn) parkObjectKeys(transaction, householdId, parkIn, `ESTIMATE#${padId(estimateId)}`, keys);
    return { transaction, result: parkIn ? [] : keys };
  });
}

/** Sets estimateId to null on every expense linked to the estimate, moving the paid totals. */
async function unlinkEstimateExpenses(
  ctx: DataContext,
  householdId: string,
  estimateId: number,
): Promise<void> {
  await repeatUntilDone(async () => {
    const page = await queryPage(ctx, {
      ...estimateExpenses(householdId, estimateId),
      Limit: CASCADE_BATCH,
    });
    if (page.items.length === 0) return 'done';
    const expenses = (
      await batchGet(
        ctx,
        page.items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })),
      )
    ).filter((item) => item.estimateId === estimateId);
    if (expenses.length === 0) return 'stale';
    const estimates = await EstimateChanges.read(ctx, householdId, [estimateId]);
    const transaction = new TransactionBuilder(ctx);
    for (const expense of expenses)
      unlinkFromEstimate(transaction, householdId, estimateId, expense, estimates);
    estimates.settle(transaction);
    try {
      await transaction.send();
    } catch (error) {
      if (!(error instanceof ConcurrencyRetry)) throw error;
    }
    return 'progress';
  });
}

function unlinkFromEstimate(
  transaction: TransactionBuilder,
  householdId: string,
  estimateId: number,
  expense: Item,
  estimates: EstimateChanges,
) {
  const amount = num(expense.amountCents);
  const projectId = num(expense.projectId);
  transaction.update(
    expenseKey(householdId, num(expense.id)),
    { remove: ['estimateId', ...ESTIMATE_LINK_ATTRIBUTES], add: [{ path: ['version'], delta: 1 }] },
    {
      condition: conditions.versionIs(num(expense.version)),
      onConditionFailed: () => new ConcurrencyRetry('expense changed'),
    },
  );
  transaction.update(
    projectKey(householdId, projectId),
    { add: [{ path: ['paidEstimatesCents'], delta: -amount }] },
    { condition: conditions.exists, onConditionFailed: () => new ConcurrencyRetry('project gone') },
  );
  estimates.addPaid(estimateId, -amount, -1, false);
}
