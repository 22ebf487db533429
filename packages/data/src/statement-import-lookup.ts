// What a statement's rows meet in the household's records (docs/product.md#statement-import-twice), read in
// bounded requests: the fingerprints of its transactions by key (BatchGetItem, 100 a request), and the
// expenses dated within its dates by each project's date index (one Query a project), never a scan of the
// household's expenses.
import { projectExpensesDated } from './access-patterns';
import type { DataContext } from './context';
import { toExpenseRecord, type ExpenseRecord } from './expenses';
import { getContractors } from './contractors';
import { expenseKey, importFingerprintKey } from './keys';
import { listProjects } from './projects';
import { batchGet, queryAll } from './requests';
import { num } from './validate';

/** A stored fingerprint, the expense it names, and whether that expense still exists. */
export interface StoredFingerprint {
  fingerprint: string;
  expenseId: number;
  /**
   * False when the expense was deleted since (the person removed it, or its project): the transaction is no
   * longer imported, and a new import may bring it back.
   */
  live: boolean;
}

/** The fingerprints among these that are stored: two BatchGetItems (the fingerprints, then their expenses). */
export async function storedFingerprints(
  ctx: DataContext,
  householdId: string,
  fingerprints: readonly string[],
): Promise<StoredFingerprint[]> {
  const stored = await batchGet(
    ctx,
    [...new Set(fingerprints)].map((fingerprint) => importFingerprintKey(householdId, fingerprint)),
  );
  const named = stored.map((item) => ({
    fingerprint: String(item.fingerprint),
    expenseId: num(item.expenseId),
  }));
  const expenseIds = [...new Set(named.map((entry) => entry.expenseId))];
  const expenses = await batchGet(
    ctx,
    expenseIds.map((id) => expenseKey(householdId, id)),
  );
  const live = new Set(expenses.map((item) => num(item.id)));
  return named.map((entry) => ({ ...entry, live: live.has(entry.expenseId) }));
}

/** An expense with its contractor's name, to match a bank's text against. */
export interface DatedExpense extends ExpenseRecord {
  contractorName: string | null;
}

/** The household's expenses dated within [from, to], in every project, with their contractors' names. */
export async function expensesDatedWithin(
  ctx: DataContext,
  householdId: string,
  from: string,
  to: string,
): Promise<DatedExpense[]> {
  const projects = await listProjects(ctx, householdId);
  const pages = await Promise.all(
    projects.map((project) => queryAll(ctx, projectExpensesDated(householdId, project.id, from, to))),
  );
  const expenses = pages.flat().map(toExpenseRecord);
  const contractorIds = [...new Set(expenses.flatMap((expense) => expense.contractorId ?? []))];
  const contractors = await getContractors(ctx, householdId, contractorIds);
  const names = new Map(contractors.map((contractor) => [contractor.id, contractor.name]));
  return expenses.map((expense) => ({
    ...expense,
    contractorName: expense.contractorId === null ? null : (names.get(expense.contractorId) ?? null),
  }));
}
