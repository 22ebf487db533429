// Projects and expenses stored before the basis sums (expense-basis.ts): the project has no `basisCents` /
// `basisNoReceipt` maps and its expenses no `basisCounted`. lazy-upgrade.ts counts them, each under the class
// the rules give it now, the first time a write or the report needs them; `basisVersion` marks it done.
//
// Invariant: the project's basis maps = Σ over its expenses that carry `basisCounted` of basisContribution.
import { basisSumsOf, type BasisFacts } from '@reno/domain';
import type { DataContext } from './context';
import { projectExpenses } from './access-patterns';
import { loadBasisClassifier, type ClassifyExpense } from './basis-rules';
import { basisFactsOf } from './expense-facts';
import { expenseKey } from './keys';
import { addToProjectMaps, giveTerm, lazyUpgrade, type ProjectUpgrade } from './lazy-upgrade';
import type { Item } from './requests';
import { basisClassOf, num, str } from './validate';

/** The shape of the sums a project item (`basisVersion`) carries. */
export const BASIS_VERSION = 1;

export function hasBasis(project: Item): boolean {
  return num(project.basisVersion) >= BASIS_VERSION;
}

function basisUpgrade(classify: ClassifyExpense): ProjectUpgrade {
  return {
    isDone: hasBasis,
    members: projectExpenses,
    // Each expense and the project: 50 a transaction.
    perTransaction: 50,
    isUncounted: (expense, projectId) =>
      num(expense.projectId) === projectId && expense.basisCounted === undefined,
    count(transaction, chunk) {
      const counted: BasisFacts[] = [];
      for (const expense of chunk.uncounted) {
        const basisClass = classify({
          category: String(expense.category),
          description: String(expense.description),
          notes: str(expense.notes),
          basisClass: basisClassOf(expense.basisClass),
        });
        counted.push(basisFactsOf(expense, basisClass));
        giveTerm(transaction, expenseKey(chunk.householdId, num(expense.id)), expense, 'basisCounted', {
          basisCounted: basisClass,
        });
      }
      const sums = basisSumsOf(counted);
      addToProjectMaps(
        transaction,
        chunk,
        { basisCents: sums.cents, basisNoReceipt: sums.noReceipt },
        { basisVersion: BASIS_VERSION },
      );
    },
  };
}

/** Gives a project stored before the sums its sums (the rules load the first time it is needed). */
export async function upgradeProjectBasis(
  ctx: DataContext,
  householdId: string,
  projectId: number,
): Promise<void> {
  await lazyUpgrade(basisUpgrade(await loadBasisClassifier())).upgrade(ctx, householdId, projectId);
}
