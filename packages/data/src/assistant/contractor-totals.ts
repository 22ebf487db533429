// Paid per contractor over every project of the caller.
import type { AssistantToolSource } from '@reno/domain';
import type { DataContext } from '../context';
import { listAllExpenses } from '../expenses';
import { GroupedSums, NO_CONTRACTOR } from './totals';

export async function contractorPaidTotals(
  ctx: DataContext,
  userId: string,
): Promise<{ sums: GroupedSums; source: AssistantToolSource }> {
  const sums = new GroupedSums();
  for (const expense of await listAllExpenses(ctx, userId))
    sums.add(
      expense.contractorId === null ? NO_CONTRACTOR : String(expense.contractorId),
      1,
      expense.amountCents,
    );
  return { sums, source: 'query' };
}
