// What one stored expense contributes to the items that aggregate it, read from the item alone. A leaf:
// the write path (expenses.ts, expense-effects.ts) and the upgrades (totals-upgrade.ts) both read it.
import type { BasisClass, BasisFacts } from '@reno/domain';
import type { Item } from './requests';
import { basisClassOf, num, str } from './validate';

/** The part of an expense the assistant's totals count (expense-totals.ts). */
export interface TotalsFacts {
  projectId: number;
  amountCents: number;
  /** Lower-case category: the key of the project's spentByCategory map. */
  categoryKey: string;
  paymentMethod: string;
  contractorId: number | null;
  date: string;
  /** The stored expense's contribution is in the totals (it carries `inTotals`). */
  counted: boolean;
}

export interface ExpenseFacts extends TotalsFacts {
  estimateId: number | null;
  /** Its day is in its category's and payment method's counts (it carries `inScopeCounts`, expense-scope-days.ts). */
  inScopeCounts: boolean;
  /** What it adds to the project's basis sums (expense-basis.ts); null: not counted there (no `basisCounted`). */
  basis: BasisFacts | null;
}

export function categoryKeyOf(category: string): string {
  return category.trim().toLowerCase();
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' date: the key of the project's per-month item and map entry. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The contractor key of the totals: the contractor's id, or 'none' for an expense without one. */
export function contractorKeyOf(contractorId: number | null): string {
  return contractorId === null ? 'none' : String(contractorId);
}

export function expenseFacts(item: Item): ExpenseFacts {
  const counted = basisClassOf(item.basisCounted);
  return {
    projectId: num(item.projectId),
    amountCents: num(item.amountCents),
    categoryKey: categoryKeyOf(String(item.category)),
    date: String(item.date),
    estimateId: typeof item.estimateId === 'number' ? item.estimateId : null,
    paymentMethod: String(item.paymentMethod),
    contractorId: typeof item.contractorId === 'number' ? item.contractorId : null,
    counted: 'inTotals' in item && item.inTotals !== undefined,
    inScopeCounts: item.inScopeCounts !== undefined,
    basis: counted === null ? null : basisFactsOf(item, counted),
  };
}

/** The stored expense as the basis sums count it, under `basisClass`. */
export function basisFactsOf(item: Item, basisClass: BasisClass): BasisFacts {
  return {
    basisClass,
    date: String(item.date),
    amountCents: num(item.amountCents),
    removedOn: str(item.removedOn),
    hasReceipt: str(item.imageUrl) !== null,
  };
}
