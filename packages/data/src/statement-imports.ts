// Storing a statement import (docs/product.md#statement-import-storing): each batch of confirmed rows is one
// transaction: the expenses, a fingerprint per bank transaction naming its expense, every aggregate the
// expenses feed (expense-effects.ts), the plan counter under the Free limit, and the batch's own item
// listing the ids it wrote. Undoing the import takes the batches back the same way, one transaction each.
import { MAX_BATCH_ROWS } from '@reno/domain/statement-import';
import type { DataContext } from './context';
import { nowOf } from './context';
import { editAttributesOf, newEdits, type Author } from './edits';
import { PlanLimitError } from './errors';
import { EstimateChanges } from './estimate-commitments';
import { loadBasisClassifier } from './basis-rules';
import { applyExpenseEffects } from './expense-effects';
import { categoryKeyOf, expenseFacts, monthOf } from './expense-facts';
import { expenseItem, normalizeInput } from './expenses';
import { allocateIds } from './ids';
import { statementImportBatches } from './access-patterns';
import { expenseKey, importBatchKey, importFingerprintKey } from './keys';
import { storedFingerprints } from './statement-import-lookup';
import { batchGet, getItem, queryPage, type Item } from './requests';
import {
  conditions,
  ConcurrencyRetry,
  runTransaction,
  TransactionBuilder,
  type Condition,
} from './transaction';
import { countWithinPlanLimit, uncount } from './user-counters';
import { getPlanUsage } from './users';
import { num, objectKeysOf, str } from './validate';

// Rows one batch may hold (MAX_BATCH_ROWS, 40): each writes two items (the expense, its fingerprint), and the
// transaction also carries the project, each month's count item, each category's and payment method's day
// counts (expense-effects.ts), the counter, a shard of the operator's totals and the batch item, within
// DynamoDB's 100: 84 items, one a month and one a category or method, so a batch whose rows span more is
// stored as several transactions of at most COUNT_ITEMS_PER_TRANSACTION of them.
const COUNT_ITEMS_PER_TRANSACTION = 16;

/** A confirmed row, as the import stores it. */
export interface ImportRow {
  /** transaction-fingerprint.ts: 16 hexadecimal digits. */
  fingerprint: string;
  /** 'YYYY-MM-DD' */
  date: string;
  description: string;
  /** More than 0 spent, less than 0 a credit (a refund): it lowers the project's spending. */
  amountCents: number;
  category: string;
  paymentMethod: string;
}

export interface ImportBatchResult {
  /** Ids of the expenses written, in the rows' order. */
  expenseIds: number[];
  /** Rows whose transaction an earlier import already stored: skipped. */
  alreadyImported: number;
  /** Rows the Free plan had no room for: not stored. */
  overLimit: number;
}

// Plan-limit races (another device adding an expense between the read and the write) re-run the batch.
const LIMIT_RACE_ATTEMPTS = 3;

/** A fingerprint is free when no item has it, or its item names an expense deleted since (`stale`). */
function fingerprintFree(stale: number | undefined): Condition {
  return stale === undefined
    ? conditions.notExists
    : (p) => `attribute_not_exists(${p.name('PK')}) OR ${p.name('expenseId')} = ${p.value(stale)}`;
}

async function attemptBatch(
  ctx: DataContext,
  householdId: string,
  batch: { importId: string; projectId: number; rows: readonly ImportRow[]; by?: Author | undefined },
): Promise<ImportBatchResult> {
  const classify = await loadBasisClassifier();
  return runTransaction(async () => {
    const stored = await storedFingerprints(
      ctx,
      householdId,
      batch.rows.map((row) => row.fingerprint),
    );
    const imported = new Set(stored.filter((entry) => entry.live).map((entry) => entry.fingerprint));
    const stale = new Map(
      stored.filter((entry) => !entry.live).map((entry) => [entry.fingerprint, entry.expenseId]),
    );
    const seen = new Set<string>();
    const fresh = batch.rows.filter((row) => {
      const take = !imported.has(row.fingerprint) && !seen.has(row.fingerprint);
      seen.add(row.fingerprint);
      return take;
    });
    // Nothing new (the same file again): no need to read the plan.
    const usage = fresh.length > 0 ? await getPlanUsage(ctx, householdId) : null;
    const room =
      usage === null || usage.expenseLimit === null
        ? fresh.length
        : Math.max(0, usage.expenseLimit - usage.expenseCount);
    const writing = fresh.slice(0, room);
    const result = {
      expenseIds: [] as number[],
      alreadyImported: batch.rows.length - fresh.length,
      overLimit: fresh.length - writing.length,
    };
    const transaction = new TransactionBuilder(ctx);
    if (writing.length === 0) return { transaction, result };

    const ids = await allocateIds(ctx, householdId, 'expense', writing.length);
    const now = nowOf(ctx);
    const stamp = now.toISOString();
    const stamps = { createdAt: stamp, updatedAt: stamp, ...editAttributesOf(newEdits(batch.by)) };
    const estimates = await EstimateChanges.read(ctx, householdId, []);
    writing.forEach((row, index) => {
      const id = ids[index]!;
      const fields = normalizeInput({ ...row, projectId: batch.projectId }, { credit: true });
      const item = {
        ...expenseItem(householdId, id, fields, stamps, 1, classify(fields)),
        importId: batch.importId,
      };
      transaction.put(item, { condition: conditions.notExists });
      transaction.put(
        {
          ...importFingerprintKey(householdId, row.fingerprint),
          entity: 'importFingerprint',
          fingerprint: row.fingerprint,
          expenseId: id,
        },
        {
          condition: fingerprintFree(stale.get(row.fingerprint)),
          // Another import stored it meanwhile: read again, and skip it.
          onConditionFailed: () => new ConcurrencyRetry('transaction imported meanwhile'),
        },
      );
      applyExpenseEffects(transaction, householdId, expenseFacts(item), 1, estimates, { newProject: true });
    });
    countWithinPlanLimit(transaction, householdId, 'expenses', now, writing.length);
    transaction.put(
      {
        ...importBatchKey(householdId, batch.importId, ids[0]!),
        entity: 'importBatch',
        importId: batch.importId,
        projectId: batch.projectId,
        expenseIds: ids,
        fingerprints: writing.map((row) => row.fingerprint),
        createdAt: stamp,
      },
      { condition: conditions.notExists },
    );
    return { transaction, result: { ...result, expenseIds: ids } };
  });
}

/**
 * Stores one batch of an import's confirmed rows (at most MAX_BATCH_ROWS) in one transaction (one per run of
 * rows within COUNT_ITEMS_PER_TRANSACTION count items): rows already imported are skipped, and on the Free plan only as many as it
 * has room for are stored.
 */
export async function importStatementBatch(
  ctx: DataContext,
  householdId: string,
  batch: { importId: string; projectId: number; rows: readonly ImportRow[]; by?: Author | undefined },
): Promise<ImportBatchResult> {
  if (batch.rows.length > MAX_BATCH_ROWS) throw new RangeError(`at most ${MAX_BATCH_ROWS} rows a batch`);
  const stored: ImportBatchResult = { expenseIds: [], alreadyImported: 0, overLimit: 0 };
  for (const rows of runsOfFewCountItems(batch.rows)) {
    const part = await storeRows(ctx, householdId, { ...batch, rows });
    stored.expenseIds.push(...part.expenseIds);
    stored.alreadyImported += part.alreadyImported;
    stored.overLimit += part.overLimit;
  }
  return stored;
}

/**
 * The rows in order, cut where a run would touch more than COUNT_ITEMS_PER_TRANSACTION count items (its
 * months, categories and payment methods).
 */
function runsOfFewCountItems(rows: readonly ImportRow[]): ImportRow[][] {
  const runs: { rows: ImportRow[]; countItems: Set<string> }[] = [];
  for (const row of rows) {
    const countItems = [
      monthOf(row.date),
      `category#${categoryKeyOf(row.category)}`,
      `method#${row.paymentMethod}`,
    ];
    const last = runs.at(-1);
    const fits =
      last &&
      last.countItems.size + countItems.filter((item) => !last.countItems.has(item)).length <=
        COUNT_ITEMS_PER_TRANSACTION;
    const run = fits ? last : { rows: [], countItems: new Set<string>() };
    if (!fits) runs.push(run);
    run.rows.push(row);
    for (const item of countItems) run.countItems.add(item);
  }
  return runs.map((run) => run.rows);
}

/** One transaction of a batch's rows (attemptBatch), re-run when the plan limit raced another write. */
async function storeRows(
  ctx: DataContext,
  householdId: string,
  batch: { importId: string; projectId: number; rows: readonly ImportRow[]; by?: Author | undefined },
): Promise<ImportBatchResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptBatch(ctx, householdId, batch);
    } catch (error) {
      if (!(error instanceof PlanLimitError) || attempt >= LIMIT_RACE_ATTEMPTS) throw error;
    }
  }
}

export interface UndoResult {
  /** Expenses deleted by this call. */
  removed: number;
  /** More batches are left: call again. */
  more: boolean;
  /** Receipts attached to the removed expenses since the import: delete these objects. */
  objectKeys: string[];
}

const listOf = <T>(value: unknown, of: (entry: unknown) => T): T[] =>
  Array.isArray(value) ? value.map(of) : [];

/**
 * Takes back one batch: its expenses still there with every aggregate they feed and the counter, the
 * fingerprints that still name them, and the batch item.
 */
async function undoBatch(
  ctx: DataContext,
  householdId: string,
  batchItem: Item,
): Promise<{ removed: number; objectKeys: string[] }> {
  const ids = listOf(batchItem.expenseIds, (id) => num(id));
  const fingerprints = listOf(batchItem.fingerprints, String);
  const batchKey = { PK: String(batchItem.PK), SK: String(batchItem.SK) };
  return runTransaction(async () => {
    // Another undo of the same import took this batch back meanwhile: nothing is left of it to remove, which
    // is what an undone import answers (docs/product.md#api-statement-imports).
    if (!(await getItem(ctx, batchKey, { ConsistentRead: true })))
      return { transaction: new TransactionBuilder(ctx), result: { removed: 0, objectKeys: [] } };
    const expenses = await batchGet(
      ctx,
      ids.map((id) => expenseKey(householdId, id)),
    );
    const prints = await batchGet(
      ctx,
      fingerprints.map((fingerprint) => importFingerprintKey(householdId, fingerprint)),
    );
    const transaction = new TransactionBuilder(ctx);
    const facts = expenses.map(expenseFacts);
    const estimates = await EstimateChanges.read(
      ctx,
      householdId,
      facts.map((fact) => fact.estimateId),
    );
    for (const [index, expense] of expenses.entries()) {
      transaction.delete(expenseKey(householdId, num(expense.id)), {
        condition: conditions.versionIs(num(expense.version)),
        onConditionFailed: () => new ConcurrencyRetry('expense changed'),
      });
      applyExpenseEffects(transaction, householdId, facts[index]!, -1, estimates);
    }
    // A fingerprint a later import took over names another expense: it stays.
    for (const print of prints.filter((item) => ids.includes(num(item.expenseId))))
      transaction.delete(importFingerprintKey(householdId, String(print.fingerprint)), {
        condition: conditions.equals('expenseId', num(print.expenseId)),
        onConditionFailed: () => new ConcurrencyRetry('fingerprint changed'),
      });
    estimates.settle(transaction);
    if (expenses.length > 0) uncount(transaction, householdId, 'expenses', expenses.length);
    transaction.delete(batchKey, {
      condition: conditions.exists,
      onConditionFailed: () => new ConcurrencyRetry('batch undone meanwhile'),
    });
    const objectKeys = expenses.flatMap((expense) => objectKeysOf(str(expense.imageUrl)));
    return { transaction, result: { removed: expenses.length, objectKeys } };
  });
}

/**
 * Undoes an import, a few batches a call (a request's time is bounded): every expense it wrote that is still
 * there is deleted with its fingerprint and everything it fed, including edits made to it since.
 */
export async function undoStatementImport(
  ctx: DataContext,
  householdId: string,
  importId: string,
  maxBatches = 10,
): Promise<UndoResult> {
  const page = await queryPage(ctx, {
    ...statementImportBatches(householdId, importId),
    Limit: maxBatches + 1,
  });
  const batches = page.items.slice(0, maxBatches);
  let removed = 0;
  const objectKeys: string[] = [];
  for (const batchItem of batches) {
    const undone = await undoBatch(ctx, householdId, batchItem);
    removed += undone.removed;
    objectKeys.push(...undone.objectKeys);
  }
  return { removed, more: page.items.length > maxBatches, objectKeys };
}
