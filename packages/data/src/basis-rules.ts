// The rules that say which class an expense is counted under (IRS Publication 523's examples and words) load
// with the first write that classifies one, not with the function: every function that writes expenses starts
// without them (the cold-start budget), as the report route loads them (functions/src/handlers/homes.ts).
import type { BasisClass } from '@reno/domain';

export type ClassifyExpense = (expense: {
  category: string;
  description: string;
  notes: string | null;
  basisClass: BasisClass | null;
}) => BasisClass;

export async function loadBasisClassifier(): Promise<ClassifyExpense> {
  return (await import('@reno/domain/cost-basis')).basisClassToCount;
}
