// Bringing a large project's expenses up to date a bounded part per call (lazy-upgrade.ts does a small
// project's members in one go). A project of 100,000 expenses is thousands of transactions, longer than
// one API request may take, so the project item keeps where the walk has reached (the last key it
// handled, in date order, as JSON) and each call continues from there; the last part removes the
// position and sets the upgrade's marker.
//
// Invariant: each part handles only expenses without the upgrade's term, conditioned on their version
// (giveTerm), and moves the position only from where it read it, so two calls continuing at once never
// handle an expense twice; an expense written meanwhile, on either side of the position, is written with
// the term by its own write.
import { projectExpenses } from './access-patterns';
import type { DataContext } from './context';
import { projectKey, type ItemKey } from './keys';
import { batchGet, getItem, queryPage, type Item } from './requests';
import { ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { num } from './validate';

const isDone = (upgrade: ResumableUpgrade, project: Item) => num(project[upgrade.marker]) >= upgrade.version;

export interface ResumableUpgrade {
  /** The project attribute the last part sets to `version`: the project is done once it holds at least that. */
  marker: string;
  version: number;
  /** The project attribute that holds the walk's position while it is under way. */
  position: string;
  /** Expenses per transaction, so that they and the items they feed stay within 100. */
  perTransaction: number;
  /** Transactions one call may run; the rest waits for the next call. */
  partsPerCall: number;
  /** True when the expense is the project's and the upgrade has not handled it yet. */
  isPending(expense: Item, projectId: number): boolean;
  /** Adds to `transaction` what brings one pending expense (re-read from the table) up to date. */
  handle(transaction: TransactionBuilder, householdId: string, expense: Item): void;
}

/**
 * One part: the next `perTransaction` expenses after the position, handled in one transaction that moves
 * the position (or, with the last, sets the marker). True once the project is done (or gone).
 */
async function handleNextPart(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  upgrade: ResumableUpgrade,
): Promise<boolean> {
  const key = projectKey(householdId, projectId);
  return runTransaction(async () => {
    const transaction = new TransactionBuilder(ctx);
    const project = await getItem(ctx, key);
    if (!project || isDone(upgrade, project)) return { transaction, result: true };
    const stored = project[upgrade.position];
    const position = typeof stored === 'string' ? stored : null;
    const page = await queryPage(ctx, {
      ...projectExpenses(householdId, projectId),
      ProjectionExpression: '#pk, #sk',
      ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK' },
      Limit: upgrade.perTransaction,
      ...(position ? { ExclusiveStartKey: JSON.parse(position) as Record<string, unknown> } : {}),
    });
    const keys = page.items.map((item): ItemKey => ({ PK: String(item.PK), SK: String(item.SK) }));
    for (const expense of await batchGet(ctx, keys))
      if (upgrade.isPending(expense, projectId)) upgrade.handle(transaction, householdId, expense);
    const last = page.lastKey === undefined;
    transaction.update(
      key,
      last
        ? { set: { [upgrade.marker]: upgrade.version }, remove: [upgrade.position] }
        : { set: { [upgrade.position]: JSON.stringify(page.lastKey) } },
      {
        // Another call moved the position since it was read: this attempt re-reads it.
        condition: (p) =>
          position === null
            ? `attribute_exists(${p.name('PK')}) AND attribute_not_exists(${p.name(upgrade.position)})`
            : `${p.name(upgrade.position)} = ${p.value(position)}`,
        onConditionFailed: () => new ConcurrencyRetry('project changed'),
      },
    );
    return { transaction, result: last };
  });
}

/**
 * The upgrade's way in: `continueUpgrade` runs at most `parts` transactions and answers true once every
 * expense is handled (one GetItem when it already was).
 */
export function resumableUpgrade(upgrade: ResumableUpgrade) {
  return {
    isDone: (project: Item) => isDone(upgrade, project),
    continueUpgrade: async (
      ctx: DataContext,
      householdId: string,
      projectId: number,
      parts = upgrade.partsPerCall,
    ): Promise<boolean> => {
      for (let part = 0; part < parts; part++)
        if (await handleNextPart(ctx, householdId, projectId, upgrade)) return true;
      return false;
    },
  };
}
