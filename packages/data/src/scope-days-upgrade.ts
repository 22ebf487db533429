// Projects and expenses stored before the per-day counts of each category and payment method
// (expense-scope-days.ts): the project has no `scopeCountsVersion` and its expenses no `inScopeCounts`.
// Counted the first times a counted filter is asked for, a bounded part per call: a project of 100,000
// expenses is about 2,200 transactions, longer than one API request may take. The project item keeps where
// the count has reached (`scopeCountsAfter`, the walk's last key in date order), so each call continues
// where the last stopped; until the last part sets the marker, a filtered page reads without the counts
// (expense-filtered-pages.ts).
//
// Invariant: the project's scope-day items = Σ over its expenses that carry `inScopeCounts`. Each part
// counts only expenses without the term, conditioned on their version (giveTerm), and moves the position
// only from where it read it, so two calls continuing at once never count an expense twice; an expense
// written meanwhile, on either side of the position, is counted by its own write.
import { projectExpenses } from './access-patterns';
import type { DataContext } from './context';
import { expenseFacts } from './expense-facts';
import { addScopeDays, SCOPE_COUNTS_VERSION } from './expense-scope-days';
import { expenseKey, projectKey, type ItemKey } from './keys';
import { giveTerm } from './lazy-upgrade';
import { batchGet, getItem, queryPage, type Item } from './requests';
import { ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { num } from './validate';

export function hasScopeDays(project: Item): boolean {
  return num(project.scopeCountsVersion) >= SCOPE_COUNTS_VERSION;
}

/**
 * Expenses per transaction: each also feeds its category's and its method's item, so 45 expenses, at most
 * 45 + 7 scope items (the seven methods; a category of older data may be any word) and the project.
 */
const PER_TRANSACTION = 45;
/** Transactions one call may run (900 expenses, about 80 requests); the rest waits for the next call. */
const PARTS_PER_CALL = 20;
/** The project's attribute holding the walk's position: the last key it counted, as JSON. */
const POSITION = 'scopeCountsAfter';

/**
 * One part: the next PER_TRANSACTION expenses after the position, counted in one transaction that moves the
 * position (or, with the last, sets the marker). True once the project is done (or gone).
 */
async function countNextPart(ctx: DataContext, householdId: string, projectId: number): Promise<boolean> {
  const key = projectKey(householdId, projectId);
  return runTransaction(async () => {
    const transaction = new TransactionBuilder(ctx);
    const project = await getItem(ctx, key);
    if (!project || hasScopeDays(project)) return { transaction, result: true };
    const position = typeof project[POSITION] === 'string' ? project[POSITION] : null;
    const page = await queryPage(ctx, {
      ...projectExpenses(householdId, projectId),
      ProjectionExpression: '#pk, #sk',
      ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK' },
      Limit: PER_TRANSACTION,
      ...(position ? { ExclusiveStartKey: JSON.parse(position) as Record<string, unknown> } : {}),
    });
    const keys = page.items.map((item): ItemKey => ({ PK: String(item.PK), SK: String(item.SK) }));
    const uncounted = (await batchGet(ctx, keys)).filter(
      (expense) => num(expense.projectId) === projectId && expense.inScopeCounts === undefined,
    );
    for (const expense of uncounted) {
      addScopeDays(transaction, householdId, expenseFacts(expense), 1);
      giveTerm(transaction, expenseKey(householdId, num(expense.id)), expense, 'inScopeCounts', {
        inScopeCounts: SCOPE_COUNTS_VERSION,
      });
    }
    const last = page.lastKey === undefined;
    transaction.update(
      key,
      last
        ? { set: { scopeCountsVersion: SCOPE_COUNTS_VERSION }, remove: [POSITION] }
        : { set: { [POSITION]: JSON.stringify(page.lastKey) } },
      {
        // Another call moved the position since it was read: this attempt re-reads it.
        condition: (p) =>
          position === null
            ? `attribute_exists(${p.name('PK')}) AND attribute_not_exists(${p.name(POSITION)})`
            : `${p.name(POSITION)} = ${p.value(position)}`,
        onConditionFailed: () => new ConcurrencyRetry('project changed'),
      },
    );
    return { transaction, result: last };
  });
}

/**
 * Continues counting a project stored before the scope-day counts, at most `parts` transactions; true once
 * every expense is counted (one GetItem when it already was).
 */
export async function continueScopeDaysUpgrade(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  parts = PARTS_PER_CALL,
): Promise<boolean> {
  for (let part = 0; part < parts; part++) if (await countNextPart(ctx, householdId, projectId)) return true;
  return false;
}
