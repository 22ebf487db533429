import { createExpense, type DataContext, type ExpenseInput } from '@reno/data';
import { EXPENSE_CATEGORY_VALUES, PAYMENT_METHODS } from '@reno/domain';

const SPAN_DAYS = 730;
const LAST_DAY = Date.UTC(2025, 11, 31);

/**
 * The i-th of `count` benchmark expenses: spread evenly over two years (10,000 is ~14 a day), every
 * category and payment method, ~0.5 KB like a real one (notes; a receipt key on every third).
 */
function benchExpense(userId: string, projectId: number, i: number, count: number): ExpenseInput {
  const day = new Date(LAST_DAY - Math.floor((i * SPAN_DAYS) / count) * 86_400_000);
  return {
    projectId,
    description: `Bench expense ${i + 1}: ${EXPENSE_CATEGORY_VALUES[i % EXPENSE_CATEGORY_VALUES.length]} for the renovation`,
    amountCents: 500 + ((i * 7_919) % 250_000),
    category: EXPENSE_CATEGORY_VALUES[i % EXPENSE_CATEGORY_VALUES.length]!,
    paymentMethod: PAYMENT_METHODS[i % PAYMENT_METHODS.length]!.value,
    date: day.toISOString().slice(0, 10),
    notes:
      'Delivered to site and checked against the order; invoice kept with the project papers. ' +
      'Bought at the usual supplier, price as quoted, paid in full on the day of delivery.',
    imageUrl: i % 3 === 0 ? `users/${userId}/receipts/bench-${projectId}-${i + 1}.jpg` : null,
  };
}

/**
 * Creates `count` expenses through the data layer's own createExpense (so every aggregate, day count and
 * counter is written exactly as the API writes it), `concurrency` at a time. Concurrent creates all touch
 * the same profile and project items: the data layer retries their transaction conflicts itself.
 */
export async function seedExpenses(
  ctx: DataContext,
  userId: string,
  projectId: number,
  count: number,
  concurrency = 4,
): Promise<{ count: number; seconds: number }> {
  const began = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await createExpense(ctx, userId, benchExpense(userId, projectId, i, count));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { count, seconds: (performance.now() - began) / 1000 };
}
