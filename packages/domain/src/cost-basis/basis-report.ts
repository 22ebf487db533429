// The home's adjusted basis as the API answers it (docs/product.md#basis-report): every expense of the home's
// projects with the class it counts as (the one an editor chose, else the rules' suggestion) and its receipt,
// the reductions, and adjustedBasis's totals by year and by project, money as 2-decimal strings.
import { centsToDecimal } from '../money';
import { adjustedBasis, type BasisExpense } from './adjusted-basis';
import { basisClassCounted, type BasisClass } from './basis-class';
import type { BasisReductionKind } from './reduction-kinds';
import { suggestBasisClass } from './suggest-basis-class';

const BASIS_NOTICE =
  'Not tax advice. Only US rules are applied (IRS Publication 523, Selling Your Home); ask a tax professional.';

/** The records the report is made from, money in cents. */
export interface BasisReportInput {
  home: {
    id: number;
    name: string;
    purchaseDate: string | null;
    purchasePriceCents: number | null;
    settlementCostsCents: number | null;
  };
  projects: readonly { id: number; name: string; extensiveRemodel: boolean }[];
  expenses: readonly {
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
  }[];
  reductions: readonly {
    id: number;
    kind: BasisReductionKind;
    amountCents: number;
    date: string;
    description: string;
  }[];
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
  /** Every expense of the home's projects, oldest first. */
  lines: BasisLine[];
  reductionLines: BasisReductionLine[];
  notice: string;
}

const money = centsToDecimal;

/** The report of one home: pure, from its records. */
export function basisReport(input: BasisReportInput): HomeBasis {
  const projects = new Map(input.projects.map((project) => [project.id, project]));
  const lines = [...input.expenses]
    .filter((expense) => projects.has(expense.projectId))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map((expense) => {
      const project = projects.get(expense.projectId)!;
      const suggestion = suggestBasisClass(expense, project);
      return {
        line: {
          expenseId: expense.id,
          projectId: project.id,
          projectName: project.name,
          date: expense.date,
          description: expense.description,
          amount: money(expense.amountCents),
          chosenClass: expense.basisClass,
          suggestedClass: suggestion.basisClass,
          reason: suggestion.reason,
          countedAs: basisClassCounted(expense.basisClass ?? suggestion.basisClass, project.extensiveRemodel),
          removedOn: expense.removedOn,
          receipt: expense.imageUrl,
        } satisfies BasisLine,
        basis: {
          projectId: project.id,
          date: expense.date,
          amountCents: expense.amountCents,
          basisClass: expense.basisClass ?? suggestion.basisClass,
          removedOn: expense.removedOn,
        } satisfies BasisExpense,
      };
    });
  const basis = adjustedBasis({
    purchase: input.home,
    expenses: lines.map(({ basis }) => basis),
    reductions: input.reductions,
    extensiveRemodelProjectIds: new Set(
      input.projects.filter((project) => project.extensiveRemodel).map((project) => project.id),
    ),
  });
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
    lines: lines.map(({ line }) => line),
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
