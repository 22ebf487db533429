import { centsToDecimal, type BasisReduction } from '@reno/domain';
import type { BasisReductionRecord } from '@reno/data';
import { presentStamps } from './record-edits';

/** A basis reduction on the wire: its amount as a 2-decimal string. */
export function presentBasisReduction(reduction: BasisReductionRecord): BasisReduction {
  return {
    id: reduction.id,
    userId: reduction.userId,
    homeId: reduction.homeId,
    kind: reduction.kind,
    amount: centsToDecimal(reduction.amountCents),
    date: reduction.date,
    description: reduction.description,
    ...presentStamps(reduction),
  };
}
