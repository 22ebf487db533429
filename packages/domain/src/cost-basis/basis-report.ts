// The home's adjusted basis as the API answers it (docs/product.md#basis-report): the totals by year and by
// project from the projects' stored sums (basis-sums.ts), the reductions, and — a page at a time — every
// expense of the home's projects with the class it counts as (the one an editor chose, else the rules'
// suggestion) and its receipt. Money as 2-decimal strings.
import { centsToDecimal } from '../money';
import { adjustedBasisOfSums } from './adjusted-basis';
import { basisClassCounted, type BasisClass } from './basis-class';
import { basisSumsOf, type BasisSums } from './basis-sums';
import type { BasisReductionKind } from './reduction-kinds';
import { basisClassToCount, suggestBasisClass } from './suggest-basis-class';

export const BASIS_NOTICE =
  'Not tax advice. Only US rules are applied (IRS Publication 523, Selling Your Home); ask a tax professional.';

interface BasisHome {
  id: number;
  name: string;
  purchaseDate: string | null;
  purchasePriceCents: number | null;
  settlementCostsCents: number | null;
}

interface BasisProjectOf {
  id: number;
  name: string;
  extensiveRemodel: boolean;
}

/** An expense as a line reads it, money in cents. */
export interface BasisLineExpense {
  id: number;
  projectId: number;
  description: string;
  notes: string | null;
  category: string;
  amountCents: number;
  date: string;
  basisClass: BasisClass | null;
  removedOn: string | null;
  imageUrl: string | null;
  /** The class its project's sums count it under (stored with it); null: not counted yet. */
  countedClass?: BasisClass | null;
}

interface BasisReductionOf {
  id: number;
  kind: BasisReductionKind;
  amountCents: number;
  date: string;
  description: string;
}

/** What the totals are made from: the home, its projects with their sums, its reductions, money in cents. */
export interface HomeBasisInput {
  home: BasisHome;
  projects: readonly (BasisProjectOf & { sums: BasisSums })[];
  reductions: readonly BasisReductionOf[];
}

/** The records a whole report is made from, every expense read (the web's fake backend, tests). */
export interface BasisReportInput {
  home: BasisHome;
  projects: readonly BasisProjectOf[];
  expenses: readonly BasisLineExpense[];
  reductions: readonly BasisReductionOf[];
}

/** One expense of the home's projects, as the basis sees it. */
export interface BasisLine {
  expenseId: number;
  projectId: number;
  projectName: string;
  date: string;
  description: string;
  amount: string;
  /** What an editor chose; null: the suggestion applies. */
  chosenClass: BasisClass | null;
  suggestedClass: BasisClass;
  /** Why the rules suggest it, in words. */
  reason: string;
  /** The class it counts as: the chosen one else the suggested, a repair in an extensive remodel an improvement. */
  countedAs: BasisClass;
  removedOn: string | null;
  /** The receipt's storage key or URL; null: 'Receipt missing'. */
  receipt: string | null;
}

export interface BasisReductionLine {
  id: number;
  kind: BasisReductionKind;
  amount: string;
  date: string;
  description: string;
}

export interface HomeBasis {
  homeId: number;
  homeName: string;
  purchaseDate: string | null;
  purchasePrice: string;
  settlementCosts: string;
  improvements: string;
  removed: string;
  reductions: string;
  adjustedBasis: string;
  byYear: {
    year: number;
    improvements: string;
    removed: string;
    reductions: string;
    adjustedBasis: string;
  }[];
  byProject: {
    projectId: number;
    projectName: string;
    extensiveRemodel: boolean;
    improvements: string;
    removed: string;
  }[];
  /** Improvements (a repair in an extensive remodel included) with no receipt attached. */
  improvementsWithoutReceipt: number;
  reductionLines: BasisReductionLine[];
  notice: string;
}

const money = centsToDecimal;

/**
 * One expense as a line of the report. It counts as the class its project's sums hold it under (so the lines
 * agree with the totals even if the rules have changed since); one not counted yet as the rules say now.
 */
export function basisLine(expense: BasisLineExpense, project: BasisProjectOf): BasisLine {
  const suggestion = suggestBasisClass(expense, project);
  const counted = expense.countedClass ?? expense.basisClass ?? basisClassToCount(expense);
  return {
    expenseId: expense.id,
    projectId: project.id,
    projectName: project.name,
    date: expense.date,
    description: expense.description,
    amount: money(expense.amountCents),
    chosenClass: expense.basisClass,
    suggestedClass: suggestion.basisClass,
    reason: suggestion.reason,
    countedAs: basisClassCounted(counted, project.extensiveRemodel),
    removedOn: expense.removedOn,
    receipt: expense.imageUrl,
  };
}

/** A page of expenses as lines, each with its project (one of `projects`). */
export function basisLinesOf(page: {
  projects: readonly BasisProjectOf[];
  expenses: readonly BasisLineExpense[];
}): BasisLine[] {
  const projects = new Map(page.projects.map((project) => [project.id, project]));
  return page.expenses.flatMap((expense) => {
    const project = projects.get(expense.projectId);
    return project ? [basisLine(expense, project)] : [];
  });
}

/** The totals of one home, from its projects' sums: pure. */
export function homeBasis(input: HomeBasisInput): HomeBasis {
  const projects = new Map(input.projects.map((project) => [project.id, project]));
  const basis = adjustedBasisOfSums({
    purchase: input.home,
    projects: input.projects.map((project) => ({
      projectId: project.id,
      extensiveRemodel: project.extensiveRemodel,
      cents: project.sums.cents,
    })),
    reductions: input.reductions,
  });
  const withoutReceipt = input.projects.map(
    ({ sums, extensiveRemodel }) =>
      (sums.noReceipt.improvement ?? 0) + (extensiveRemodel ? (sums.noReceipt.repair ?? 0) : 0),
  );
  return {
    homeId: input.home.id,
    homeName: input.home.name,
    purchaseDate: input.home.purchaseDate,
    purchasePrice: money(basis.purchasePriceCents),
    settlementCosts: money(basis.settlementCostsCents),
    improvements: money(basis.improvementsCents),
    removed: money(basis.removedCents),
    reductions: money(basis.reductionsCents),
    adjustedBasis: money(basis.adjustedBasisCents),
    byYear: basis.byYear.map((year) => ({
      year: year.year,
      improvements: money(year.improvementsCents),
      removed: money(year.removedCents),
      reductions: money(year.reductionsCents),
      adjustedBasis: money(year.adjustedBasisCents),
    })),
    byProject: basis.byProject.map((project) => ({
      projectId: project.projectId,
      projectName: projects.get(project.projectId)!.name,
      extensiveRemodel: projects.get(project.projectId)!.extensiveRemodel,
      improvements: money(project.improvementsCents),
      removed: money(project.removedCents),
    })),
    improvementsWithoutReceipt: withoutReceipt.reduce((sum, count) => sum + count, 0),
    reductionLines: [...input.reductions]
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      .map(({ id, kind, amountCents, date, description }) => ({
        id,
        kind,
        amount: money(amountCents),
        date,
        description,
      })),
    notice: BASIS_NOTICE,
  };
}

/**
 * A whole report from every expense of the home's projects: the lines (by project, then by date) and the
 * totals of the sums those expenses make, as the project items would hold them. What the stored sums are
 * checked against, and what the web's fake backend answers.
 */
export function basisReport(input: BasisReportInput): HomeBasis & { lines: BasisLine[] } {
  const projects = [...input.projects].sort((a, b) => a.id - b.id);
  const expensesOf = (projectId: number) =>
    input.expenses
      .filter((expense) => expense.projectId === projectId)
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const lines = projects.flatMap((project) =>
    expensesOf(project.id).map((expense) => basisLine(expense, project)),
  );
  const sumsOf = (projectId: number) =>
    basisSumsOf(
      expensesOf(projectId).map((expense) => ({
        ...expense,
        basisClass: expense.countedClass ?? expense.basisClass ?? basisClassToCount(expense),
        hasReceipt: expense.imageUrl !== null,
      })),
    );
  const totals = homeBasis({
    home: input.home,
    projects: projects.map((project) => ({ ...project, sums: sumsOf(project.id) })),
    reductions: input.reductions,
  });
  return { ...totals, lines };
}
