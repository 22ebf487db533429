// The home's adjusted basis (docs/product.md#adjusted-basis), after IRS Publication 523's 'Adjusted basis':
// the purchase price, plus settlement costs, plus improvements, less improvements replaced or removed and
// less the credits, subsidies, rebates and insurance reimbursements that reduce it. Whole cents throughout:
// every figure is a sum of integers, so the totals are exact and do not depend on the order of the lines.
import { basisClassCounted, type BasisClass } from './basis-class';
import { basisSumEntries, basisSumsOf, type BasisFacts } from './basis-sums';

/** The home's purchase, in cents (null: not entered, counted as 0). */
interface BasisPurchase {
  purchasePriceCents: number | null;
  settlementCostsCents: number | null;
}

/** An expense as the basis reads it. */
export interface BasisExpense {
  projectId: number;
  /** 'YYYY-MM-DD' */
  date: string;
  amountCents: number;
  basisClass: BasisClass;
  /** The day an improvement was replaced or removed ('YYYY-MM-DD'): it leaves the basis from that day. */
  removedOn: string | null;
}

/** A credit, subsidy, rebate or insurance reimbursement recorded against the home. */
interface BasisReduction {
  /** 'YYYY-MM-DD' */
  date: string;
  amountCents: number;
}

export interface AdjustedBasisInput {
  purchase: BasisPurchase;
  expenses: readonly BasisExpense[];
  reductions: readonly BasisReduction[];
  /** The projects marked 'part of an extensive remodel': their repairs count as improvements. */
  extensiveRemodelProjectIds: ReadonlySet<number>;
  /** Count only what happened on or before this day ('YYYY-MM-DD'); everything when left out. */
  asOf?: string;
}

/** What changed the basis in a period or a project. */
interface BasisChanges {
  improvementsCents: number;
  /** Improvements replaced or removed in the period (by the day of removal), or of the project. */
  removedCents: number;
  reductionsCents: number;
}

interface BasisYear extends BasisChanges {
  year: number;
  /** The adjusted basis at the end of the year. */
  adjustedBasisCents: number;
}

interface BasisProject {
  projectId: number;
  improvementsCents: number;
  removedCents: number;
}

export interface AdjustedBasis extends BasisChanges {
  purchasePriceCents: number;
  settlementCostsCents: number;
  /** purchase price + settlement costs + improvements − removed − reductions */
  adjustedBasisCents: number;
  /** Every year anything happened in, oldest first. */
  byYear: BasisYear[];
  /** Every project with an improvement, by id. */
  byProject: BasisProject[];
}

const noChanges = (): BasisChanges => ({ improvementsCents: 0, removedCents: 0, reductionsCents: 0 });

const yearOf = (date: string) => Number(date.slice(0, 4));

/** The entry of `key`, made empty the first time. */
function entry<K, V>(map: Map<K, V>, key: K, empty: () => V): V {
  const found = map.get(key);
  if (found) return found;
  const made = empty();
  map.set(key, made);
  return made;
}

/** A project's stored sums (basis-sums.ts) and its switch. */
export interface BasisProjectSums {
  projectId: number;
  extensiveRemodel: boolean;
  cents: Readonly<Record<string, number>>;
}

export interface BasisFromSumsInput {
  purchase: BasisPurchase;
  projects: readonly BasisProjectSums[];
  reductions: readonly BasisReduction[];
}

/**
 * The home's adjusted basis, by year and by project, from its projects' sums: what the report answers
 * (a Query of the projects, not of their expenses). Years and projects with nothing in them are left out.
 */
export function adjustedBasisOfSums(input: BasisFromSumsInput): AdjustedBasis {
  const years = new Map<number, BasisChanges>();
  const projects = new Map<number, BasisProject>();
  const add = (year: number, change: keyof BasisChanges, cents: number) => {
    entry(years, year, noChanges)[change] += cents;
  };
  for (const sums of [...input.projects].sort((a, b) => a.projectId - b.projectId))
    for (const { removed, basisClass, year, cents } of basisSumEntries(sums.cents)) {
      if (cents === 0 || basisClassCounted(basisClass, sums.extensiveRemodel) !== 'improvement') continue;
      const change = removed ? 'removedCents' : 'improvementsCents';
      add(year, change, cents);
      entry(projects, sums.projectId, () => ({
        projectId: sums.projectId,
        improvementsCents: 0,
        removedCents: 0,
      }))[change] += cents;
    }
  for (const reduction of input.reductions)
    add(yearOf(reduction.date), 'reductionsCents', reduction.amountCents);

  const purchasePriceCents = input.purchase.purchasePriceCents ?? 0;
  const settlementCostsCents = input.purchase.settlementCostsCents ?? 0;
  let running = purchasePriceCents + settlementCostsCents;
  const byYear = [...years]
    .sort(([a], [b]) => a - b)
    .map(([year, changes]): BasisYear => {
      running += changes.improvementsCents - changes.removedCents - changes.reductionsCents;
      return { year, ...changes, adjustedBasisCents: running };
    });
  const total = (change: keyof BasisChanges) => byYear.reduce((sum, year) => sum + year[change], 0);
  return {
    purchasePriceCents,
    settlementCostsCents,
    improvementsCents: total('improvementsCents'),
    removedCents: total('removedCents'),
    reductionsCents: total('reductionsCents'),
    adjustedBasisCents: running,
    byYear,
    byProject: [...projects.values()],
  };
}

/**
 * The home's adjusted basis from its expenses, as on `asOf` when given: they are summed per project as the
 * project items keep them (a removal counts only once it has happened), then read as the report reads them.
 */
export function adjustedBasis(input: AdjustedBasisInput): AdjustedBasis {
  const counts = (date: string) => input.asOf === undefined || date <= input.asOf;
  const byProject = new Map<number, BasisFacts[]>();
  for (const expense of input.expenses)
    if (counts(expense.date))
      entry(byProject, expense.projectId, () => []).push({
        ...expense,
        removedOn: expense.removedOn !== null && counts(expense.removedOn) ? expense.removedOn : null,
        hasReceipt: true,
      });
  return adjustedBasisOfSums({
    purchase: input.purchase,
    projects: [...byProject].map(([projectId, expenses]) => ({
      projectId,
      extensiveRemodel: input.extensiveRemodelProjectIds.has(projectId),
      cents: basisSumsOf(expenses).cents,
    })),
    reductions: input.reductions.filter((reduction) => counts(reduction.date)),
  });
}
