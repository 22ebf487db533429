// The home's cost basis, kept per project (docs/architecture.md#basis-aggregates): each expense adds its
// contribution (basisContribution in @reno/domain: cents by class and year, by class and year of removal, and
// the count without a receipt) to the project item's `basisCents` and `basisNoReceipt` maps, in the expense's
// own transaction. An expense carries the class it was counted under (`basisCounted`), so a write takes back
// exactly what was added; one stored before the sums has none and is counted by basis-upgrade.ts.
import { basisContribution } from '@reno/domain';
import { upgradeProjectBasis } from './basis-upgrade';
import { NotFoundError } from './errors';
import type { ExpenseFacts } from './expense-facts';
import { projectKey } from './keys';
import { conditions, type TransactionBuilder } from './transaction';

/** Adds (+1) or removes (-1) one expense's contribution; an uncounted one changes nothing. */
export function applyExpenseBasis(
  transaction: TransactionBuilder,
  householdId: string,
  facts: Pick<ExpenseFacts, 'projectId' | 'basis'>,
  sign: 1 | -1,
): void {
  if (facts.basis === null) return;
  const { cents, noReceipt } = basisContribution(facts.basis);
  transaction.update(
    projectKey(householdId, facts.projectId),
    {
      add: [
        ...Object.entries(cents).map(([key, value]) => ({ path: ['basisCents', key], delta: sign * value })),
        ...Object.entries(noReceipt).map(([key, value]) => ({
          path: ['basisNoReceipt', key],
          delta: sign * value,
        })),
      ],
    },
    {
      condition: conditions.exists,
      onConditionFailed: () => new NotFoundError('project', facts.projectId),
      // A project stored before the sums has no maps: the upgrade gives it them, the attempt re-runs.
      repair: (ctx) => upgradeProjectBasis(ctx, householdId, facts.projectId),
    },
  );
}
