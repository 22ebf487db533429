// Deleting a contractor: its estimates are deleted (each unlinking its expenses), its expenses keep
// existing with contractorId set to null, then the contractor goes and the user's counter drops.
import type { DataContext } from '../context';
import { toContractorRecord, type ContractorRecord } from '../contractors';
import { NotFoundError } from '../errors';
import { expenseFacts } from '../expense-facts';
import type { DeleteResult } from '../expenses';
import { applyExpenseTotals } from '../expense-totals';
import { contractorEstimates, contractorExpenses, type KeyQuery } from '../access-patterns';
import { CONTRACTOR_LINK_ATTRIBUTES, contractorKey, expenseKey, padId } from '../keys';
import { batchGet, queryPage, type Item } from '../requests';
import { ConcurrencyRetry, conditions, TransactionBuilder } from '../transaction';
import { uncount } from '../user-counters';
import { num } from '../validate';
import { CASCADE_BATCH, finishWithParkedKeys, beginDelete, repeatUntilDone } from './cascade-support';
import { removeEstimate } from './estimate-cascade';

/**
 * DELETE /api/contractors/{id}. Resumable; returns the attachment keys of the deleted estimates.
 * Throws NotFoundError('contractor').
 */
export async function deleteContractor(
  ctx: DataContext,
  householdId: string,
  contractorId: number,
): Promise<DeleteResult<ContractorRecord>> {
  const key = contractorKey(householdId, contractorId);
  const contractor = await beginDelete(ctx, key, () => new NotFoundError('contractor', contractorId));
  const cascade = `CONTRACTOR#${padId(contractorId)}`;

  await repeatUntilDone(async () => {
    const linked = await linkedItems(ctx, contractorId, contractorEstimates(householdId, contractorId));
    if (linked === 'none') return 'done';
    if (linked.length === 0) return 'stale';
    for (const estimate of linked) await removeEstimate(ctx, householdId, num(estimate.id), cascade);
    return 'progress';
  });

  await repeatUntilDone(async () => {
    const linked = await linkedItems(ctx, contractorId, contractorExpenses(householdId, contractorId));
    if (linked === 'none') return 'done';
    if (linked.length === 0) return 'stale';
    const transaction = new TransactionBuilder(ctx);
    for (const expense of linked) {
      // Its amount moves to 'No contractor' in the assistant's totals.
      const facts = expenseFacts(expense);
      applyExpenseTotals(transaction, householdId, facts, -1);
      if (facts.counted) applyExpenseTotals(transaction, householdId, { ...facts, contractorId: null }, 1);
      transaction.update(
        expenseKey(householdId, num(expense.id)),
        { remove: ['contractorId', ...CONTRACTOR_LINK_ATTRIBUTES], add: [{ path: ['version'], delta: 1 }] },
        {
          condition: conditions.versionIs(num(expense.version)),
          onConditionFailed: () => new ConcurrencyRetry('expense changed'),
        },
      );
    }
    try {
      await transaction.send();
    } catch (error) {
      if (!(error instanceof ConcurrencyRetry)) throw error;
    }
    return 'progress';
  });

  const objectKeys = await finishWithParkedKeys(ctx, householdId, cascade, (transaction) => {
    transaction.delete(key, { condition: conditions.exists });
    uncount(transaction, householdId, 'contractors');
  });
  return { deleted: toContractorRecord(contractor), objectKeys };
}

/** A batch of the contractor's estimates or expenses, read from the table ('none' when the index is empty). */
async function linkedItems(
  ctx: DataContext,
  contractorId: number,
  linked: KeyQuery,
): Promise<Item[] | 'none'> {
  const page = await queryPage(ctx, { ...linked, Limit: CASCADE_BATCH });
  if (page.items.length === 0) return 'none';
  const items = await batchGet(
    ctx,
    page.items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })),
  );
  return items.filter((item) => item.contractorId === contractorId);
}
