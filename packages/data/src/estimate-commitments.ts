// What an approved estimate still commits to its project's forecast: max(revised total with tax − paid, 0),
// kept on the estimate (`committedCents`) and summed per category on its project (`committedByCategory`,
// estimates without a category under 'unassigned'); likewise what its payment schedule adds up to, what
// of it is paid and the retainage it holds (PAYMENT_TOTALS, summed on the project for the forecast). Every
// write that moves an estimate's paid total, status, category, project, change orders or payment schedule
// goes through EstimateChanges: it re-derives the estimate's revised total, commitment and installments
// from the item it read, moves the differences on the project(s), and makes the write optimistic on the
// estimate's version (bumped each time, since what it derives depends on the state it was computed from).
import type { DataContext } from './context';
import { NotFoundError } from './errors';
import { commitmentKeyOf, derivedEstimateTotals, PAYMENT_TOTALS } from './estimate-totals';
import { upgradeProjectForecast } from './forecast-upgrade';
import { estimateKey, projectKey } from './keys';
import { batchGet, type Item } from './requests';
import { conditions, ConcurrencyRetry, type TransactionBuilder } from './transaction';
import { num } from './validate';

/**
 * Moves `delta` of commitment on a project's category (the project must exist). A project stored before
 * the forecast has no map to add to: the transaction is refused, the project upgraded, the attempt re-run.
 */
export function adjustCommitted(
  transaction: TransactionBuilder,
  householdId: string,
  projectId: number,
  category: unknown,
  delta: number,
): void {
  transaction.update(
    projectKey(householdId, projectId),
    { add: [{ path: ['committedByCategory', commitmentKeyOf(category)], delta }] },
    {
      condition: conditions.exists,
      onConditionFailed: () => new NotFoundError('project', projectId),
      repair: (ctx) => upgradeProjectForecast(ctx, householdId, projectId),
    },
  );
}

interface PendingChange {
  item: Item;
  paidDelta: number;
  countDelta: number;
  set: Record<string, unknown>;
  touched: boolean;
}

/** The estimates one transaction changes, read before it is built. */
export class EstimateChanges {
  private readonly pending = new Map<number, PendingChange>();

  constructor(
    private readonly householdId: string,
    items: Item[],
  ) {
    for (const item of items)
      this.pending.set(num(item.id), { item, paidDelta: 0, countDelta: 0, set: {}, touched: false });
  }

  /** Reads the given estimates (strongly consistent); a missing one is simply absent. */
  static async read(
    ctx: DataContext,
    householdId: string,
    estimateIds: readonly (number | null)[],
  ): Promise<EstimateChanges> {
    const ids = [...new Set(estimateIds.filter((id): id is number => id !== null))];
    const items = ids.length
      ? await batchGet(
          ctx,
          ids.map((id) => estimateKey(householdId, id)),
        )
      : [];
    return new EstimateChanges(householdId, items);
  }

  /** The estimate as read; NotFoundError when missing, or being deleted and `requireLive`. */
  item(estimateId: number, requireLive = false): Item {
    const change = this.pending.get(estimateId);
    if (!change || (requireLive && change.item.deleting)) throw new NotFoundError('estimate', estimateId);
    return change.item;
  }

  addPaid(estimateId: number, amountCents: number, count: number, requireLive: boolean): void {
    this.item(estimateId, requireLive);
    const change = this.pending.get(estimateId) as PendingChange;
    change.paidDelta += amountCents;
    change.countDelta += count;
    change.touched = true;
  }

  /** New field values (status, category, amounts, change orders…). */
  set(estimateId: number, values: Record<string, unknown>): void {
    this.item(estimateId);
    const change = this.pending.get(estimateId) as PendingChange;
    Object.assign(change.set, values);
    change.touched = true;
  }

  /** The estimate as it will be once the transaction commits. */
  after(estimateId: number): Item {
    const change = this.pending.get(estimateId);
    if (!change) throw new NotFoundError('estimate', estimateId);
    const merged = {
      ...change.item,
      ...change.set,
      paidCents: num(change.item.paidCents) + change.paidDelta,
      paidCount: num(change.item.paidCount) + change.countDelta,
    };
    return { ...merged, ...derivedEstimateTotals(merged) };
  }

  /** Adds the estimate writes and the commitment moves on their projects to the transaction. */
  settle(transaction: TransactionBuilder): void {
    for (const [estimateId, change] of this.pending) {
      if (!change.touched) continue;
      const before = change.item;
      const after = this.after(estimateId);
      const version = num(before.version);
      transaction.update(
        estimateKey(this.householdId, estimateId),
        {
          set: { ...change.set, ...derivedEstimateTotals(after), version: version + 1 },
          add: [
            { path: ['paidCents'], delta: change.paidDelta },
            { path: ['paidCount'], delta: change.countDelta },
          ],
        },
        {
          condition: conditions.versionIs(version),
          onConditionFailed: () => new ConcurrencyRetry('estimate changed'),
        },
      );
      adjustCommitted(
        transaction,
        this.householdId,
        num(before.projectId),
        before.category,
        -num(before.committedCents),
      );
      adjustCommitted(
        transaction,
        this.householdId,
        num(after.projectId),
        after.category,
        num(after.committedCents),
      );
      adjustPaymentTotals(transaction, this.householdId, num(before.projectId), before, -1);
      adjustPaymentTotals(transaction, this.householdId, num(after.projectId), after, 1);
    }
  }
}

/**
 * Adds (sign 1) or takes away (sign -1) an estimate's payment totals on its project: scheduled, paid of it,
 * retainage held (plain numbers: a project or estimate without them counts from 0).
 */
export function adjustPaymentTotals(
  transaction: TransactionBuilder,
  householdId: string,
  projectId: number,
  estimate: Item,
  sign: 1 | -1,
): void {
  transaction.update(
    projectKey(householdId, projectId),
    { add: PAYMENT_TOTALS.map((name) => ({ path: [name], delta: sign * num(estimate[name]) })) },
    { condition: conditions.exists, onConditionFailed: () => new NotFoundError('project', projectId) },
  );
}
