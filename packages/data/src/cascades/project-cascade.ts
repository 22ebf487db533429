// Deleting a project: its expenses (fixing the user's counter and the paid totals of estimates they
// were linked to), its estimates (unlinking expenses of other projects), its milestones, its day
// counts, its slug claim, then the project itself.
import type { DataContext } from '../context';
import { NotFoundError } from '../errors';
import { EstimateChanges } from '../estimate-commitments';
import { applyExpenseEffects } from '../expense-effects';
import { expenseFacts, type ExpenseFacts } from '../expense-facts';
import type { DeleteResult } from '../expenses';
import {
  type KeyQuery,
  projectDayCounts,
  projectScopeDayCounts,
  projectEstimates,
  projectExpenses,
  projectMilestones,
} from '../access-patterns';
import { padId, projectKey, slugKey } from '../keys';
import { takeFromHome } from '../homes';
import { toProjectRecord, type ProjectRecord } from '../projects';
import { batchGet, queryPage, type Item } from '../requests';
import { ConcurrencyRetry, conditions, TransactionBuilder } from '../transaction';
import { countProject, uncount } from '../user-counters';
import { num, objectKeysOf, str } from '../validate';
import {
  CASCADE_BATCH,
  finishWithParkedKeys,
  beginDelete,
  parkObjectKeys,
  repeatUntilDone,
} from './cascade-support';
import { removeEstimate } from './estimate-cascade';

/**
 * DELETE /api/projects/{id}. Resumable (run it again after a failure); returns the receipt and
 * attachment keys of everything it removed. Throws NotFoundError('project').
 */
export async function deleteProject(
  ctx: DataContext,
  householdId: string,
  projectId: number,
): Promise<DeleteResult<ProjectRecord>> {
  const key = projectKey(householdId, projectId);
  const project = await beginDelete(ctx, key, () => new NotFoundError('project', projectId));
  const cascade = `PROJECT#${padId(projectId)}`;

  await repeatUntilDone(() => deleteExpenseBatch(ctx, householdId, projectId, cascade));

  await repeatUntilDone(async () => {
    const estimates = await projectChildren(ctx, projectEstimates(householdId, projectId));
    if (estimates.length === 0) return 'done';
    for (const estimate of estimates) await removeEstimate(ctx, householdId, num(estimate.id), cascade);
    return 'progress';
  });

  await repeatUntilDone(async () => {
    const milestones = await projectChildren(ctx, projectMilestones(householdId, projectId));
    if (milestones.length === 0) return 'done';
    const transaction = new TransactionBuilder(ctx);
    for (const milestone of milestones)
      transaction.delete({ PK: String(milestone.PK), SK: String(milestone.SK) });
    await transaction.send();
    return 'progress';
  });

  // Day-count items are only written with expenses, all gone now.
  for (const dayCounts of [projectDayCounts, projectScopeDayCounts])
    await repeatUntilDone(async () => {
      const { items } = await queryPage(ctx, { ...dayCounts(householdId, projectId), Limit: 25 });
      if (items.length === 0) return 'done';
      const transaction = new TransactionBuilder(ctx);
      for (const item of items) transaction.delete({ PK: String(item.PK), SK: String(item.SK) });
      await transaction.send();
      return 'progress';
    });

  const slug = str(project.slug);
  const objectKeys = await finishWithParkedKeys(ctx, householdId, cascade, (transaction) => {
    transaction.delete(key, { condition: conditions.exists });
    takeFromHome(transaction, householdId, project);
    if (slug) transaction.delete(slugKey(householdId, slug));
    countProject(transaction, householdId, num(project.budgetCents), -1);
  });
  return { deleted: toProjectRecord(project), objectKeys };
}

async function projectChildren(ctx: DataContext, children: KeyQuery): Promise<Item[]> {
  const { items } = await queryPage(ctx, { ...children, Limit: CASCADE_BATCH });
  return items;
}

/** One transaction: up to 20 expenses deleted with every aggregate they fed, their receipts parked. */
async function deleteExpenseBatch(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  cascade: string,
): Promise<'done' | 'progress' | 'stale'> {
  const indexed = await projectChildren(ctx, projectExpenses(householdId, projectId));
  if (indexed.length === 0) return 'done';
  let expenses = indexed;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (expenses.length === 0) return 'stale';
    const facts = expenses.map(expenseFacts);
    const estimates = await EstimateChanges.read(
      ctx,
      householdId,
      facts.map((fact) => fact.estimateId),
    );
    const transaction = new TransactionBuilder(ctx);
    for (const [index, expense] of expenses.entries()) {
      transaction.delete(
        { PK: String(expense.PK), SK: String(expense.SK) },
        {
          condition: conditions.versionIs(num(expense.version)),
          onConditionFailed: () => new ConcurrencyRetry('expense changed'),
        },
      );
      applyExpenseEffects(transaction, householdId, facts[index] as ExpenseFacts, -1, estimates);
    }
    estimates.settle(transaction);
    uncount(transaction, householdId, 'expenses', expenses.length);
    const receipts = objectKeysOf(...expenses.map((expense) => str(expense.imageUrl)));
    parkObjectKeys(transaction, householdId, cascade, `EXPENSE#${padId(num(expenses[0]?.id))}`, receipts);
    try {
      await transaction.send();
      return 'progress';
    } catch (error) {
      if (!(error instanceof ConcurrencyRetry)) throw error;
      // The index copy was stale: re-read the batch from the table and try once more.
      expenses = (
        await batchGet(
          ctx,
          indexed.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })),
        )
      ).filter((item) => item.projectId === projectId);
    }
  }
  return 'stale';
}
