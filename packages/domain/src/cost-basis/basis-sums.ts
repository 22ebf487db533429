// What a home's basis adds up, kept per project (docs/architecture.md#basis-aggregates): whole cents by the
// class an expense is counted under and the year of its date ('improvement#2024'), what was replaced or
// removed by the year of removal ('removed#improvement#2026'), and how many of each class have no receipt.
// The class is the one before the project's 'extensive remodel' switch, so the switch changes no sum: the
// report applies it when it reads them. The data layer adds one expense's contribution in the expense's own
// transaction (+1) and takes it back (-1); a fold of the expenses (basisSumsOf) gives the same sums.
import { normalizeBasisClass, type BasisClass } from './basis-class';

/** An expense as the sums count it. */
export interface BasisFacts {
  /** The class it is counted under: the one an editor chose, else the rules' (before the switch). */
  basisClass: BasisClass;
  /** 'YYYY-MM-DD' */
  date: string;
  amountCents: number;
  /** 'YYYY-MM-DD', or null while it is in the home. */
  removedOn: string | null;
  hasReceipt: boolean;
}

export interface BasisSums {
  /** 'improvement#2024' → cents; 'removed#improvement#2026' → cents. */
  cents: Record<string, number>;
  /** class → how many expenses of it have no receipt. */
  noReceipt: Record<string, number>;
}

const REMOVED = 'removed';
const yearOf = (date: string) => date.slice(0, 4);

/** What one expense adds to its project's sums. */
export function basisContribution(facts: BasisFacts): BasisSums {
  const cents: Record<string, number> = { [`${facts.basisClass}#${yearOf(facts.date)}`]: facts.amountCents };
  if (facts.removedOn !== null)
    cents[`${REMOVED}#${facts.basisClass}#${yearOf(facts.removedOn)}`] = facts.amountCents;
  return { cents, noReceipt: facts.hasReceipt ? {} : { [facts.basisClass]: 1 } };
}

function addInto(into: Record<string, number>, add: Record<string, number>) {
  for (const [key, value] of Object.entries(add)) into[key] = (into[key] ?? 0) + value;
}

/** The sums of some expenses, as the project item holds them. */
export function basisSumsOf(expenses: Iterable<BasisFacts>): BasisSums {
  const sums: BasisSums = { cents: {}, noReceipt: {} };
  for (const expense of expenses) {
    const contribution = basisContribution(expense);
    addInto(sums.cents, contribution.cents);
    addInto(sums.noReceipt, contribution.noReceipt);
  }
  return sums;
}

/** One entry of the cents: what it counts and in which year. */
export interface BasisSumEntry {
  removed: boolean;
  basisClass: BasisClass;
  year: number;
  cents: number;
}

/** The entries of stored cents; a key of no known shape is left out. */
export function basisSumEntries(cents: Readonly<Record<string, number>>): BasisSumEntry[] {
  return Object.entries(cents).flatMap(([key, value]) => {
    const parts = key.split('#');
    const removed = parts.length === 3 && parts[0] === REMOVED;
    const [name, year] = removed ? parts.slice(1) : parts;
    const basisClass = normalizeBasisClass(name ?? '');
    if (!basisClass || !/^\d{4}$/.test(year ?? '') || parts.length !== (removed ? 3 : 2)) return [];
    return [{ removed, basisClass, year: Number(year), cents: value }];
  });
}
