import { randomUUID } from 'node:crypto';
import { importStatementBatch, updateExpense, type DataContext } from '@reno/data';
import { EXPENSE_CATEGORY_VALUES, PAYMENT_METHODS } from '@reno/domain';
import { MAX_BATCH_ROWS, MAX_STATEMENT_ROWS } from '@reno/domain/statement-import';

const SPAN_DAYS = 730;
const LAST_DAY = Date.UTC(2025, 11, 31);
const NOTES =
  'Delivered to site and checked against the order; invoice kept with the project papers. ' +
  'Bought at the usual supplier, price as quoted, paid in full on the day of delivery.';

const categoryOf = (i: number) => EXPENSE_CATEGORY_VALUES[i % EXPENSE_CATEGORY_VALUES.length]!;

/** The i-th of `count` benchmark rows: spread evenly over two years (10,000 is ~14 a day), every category and payment method. */
type BenchRow = ReturnType<typeof benchRow>;

function benchRow(i: number, count: number) {
  const day = new Date(LAST_DAY - Math.floor((i * SPAN_DAYS) / count) * 86_400_000);
  return {
    // The import's fingerprint is 16 hexadecimal digits; the row's index makes each one unique.
    fingerprint: i.toString(16).padStart(16, '0'),
    date: day.toISOString().slice(0, 10),
    description: `Bench expense ${i + 1}: ${categoryOf(i)} for the renovation`,
    amountCents: 500 + ((i * 7_919) % 250_000),
    category: categoryOf(i),
    paymentMethod: PAYMENT_METHODS[i % PAYMENT_METHODS.length]!.value,
    index: i,
  };
}

export interface SeedOptions {
  /**
   * Give every third expense notes and a receipt key, as the form would (an update each: slower). The
   * archive bench needs them; the request-count budgets do not.
   */
  receipts?: boolean;
}

/**
 * Creates `count` expenses through the statement import's batch writer, the API's own path for many
 * expenses at once: 40 a transaction, each with every aggregate, day count, filter key and counter as the
 * API writes them. One createExpense each took 157 s for 10,000 on CI's two cores; 40 a transaction is
 * 250 transactions instead of 10,000. Past one statement's rows (10,000), the rows go on as another import,
 * as a user would import a second statement.
 */
export async function seedExpenses(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  count: number,
  options: SeedOptions = {},
): Promise<{ count: number; seconds: number }> {
  const began = performance.now();
  let importId = randomUUID();
  for (let first = 0; first < count; first += MAX_BATCH_ROWS) {
    if (first > 0 && first % MAX_STATEMENT_ROWS === 0) importId = randomUUID();
    const rows = Array.from({ length: Math.min(MAX_BATCH_ROWS, count - first) }, (_, k) =>
      benchRow(first + k, count),
    );
    const { expenseIds } = await importStatementBatch(ctx, householdId, { importId, projectId, rows });
    if (options.receipts) await addReceipts(ctx, householdId, projectId, rows, expenseIds);
  }
  return { count, seconds: (performance.now() - began) / 1000 };
}

/** Notes and a receipt key on every third of one batch's expenses (the rows it imported, in order). */
async function addReceipts(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  rows: readonly BenchRow[],
  expenseIds: readonly number[],
): Promise<void> {
  for (const [k, expenseId] of expenseIds.entries()) {
    const { fingerprint: _fingerprint, index, ...fields } = rows[k]!;
    if (index % 3 !== 0) continue;
    await updateExpense(ctx, householdId, expenseId, {
      ...fields,
      projectId,
      notes: NOTES,
      imageUrl: `users/${householdId}/receipts/bench-${projectId}-${index + 1}.jpg`,
    });
  }
}
