// The records archive reads a project page by page: however many expenses, one page is in memory at once.
import type { DataContext } from './context';
import { projectExpenses } from './access-patterns';
import { toExpenseRecord, type ExpenseRecord } from './expenses';
import { queryPage } from './requests';

/** A project's expenses oldest first (by date, then id), in pages of at most `pageSize`. */
export async function* projectExpensePages(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  pageSize = 500,
): AsyncGenerator<ExpenseRecord[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryPage(ctx, {
      ...projectExpenses(householdId, projectId),
      Limit: pageSize,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    });
    if (page.items.length > 0) yield page.items.map(toExpenseRecord);
    startKey = page.lastKey;
  } while (startKey);
}
