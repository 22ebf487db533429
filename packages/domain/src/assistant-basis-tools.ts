// The assistant's lookups of the cost basis (issue 54, docs/product.md#basis-report): what the renovations have
// added to a home's basis, and which improvements have no receipt. Input schemas and result shapes; @reno/data
// runs them from the projects' basis sums and, for the list, the report's lines a page at a time.
import * as z from 'zod/mini';
import { idField } from './assistant-tool-fields';

const homeScopeShape = {
  homeId: z.optional(
    idField("Only this home (an id from the homes); omitted: every one of the household's homes."),
  ),
};

export const costBasisToolInputSchema = z.object(homeScopeShape);
export const improvementsWithoutReceiptInputSchema = z.object(homeScopeShape);

export type CostBasisToolInput = z.output<typeof costBasisToolInputSchema>;

/** One home's basis as the assistant quotes it; money as 2-decimal strings. */
export interface AssistantHomeBasis {
  homeId: number;
  homeName: string;
  purchasePrice: string;
  settlementCosts: string;
  improvements: string;
  removed: string;
  reductions: string;
  /** What the renovations added: improvements − replaced or removed − reductions. */
  addedByRenovations: string;
  adjustedBasis: string;
  improvementsWithoutReceipt: number;
  byProject: { projectName: string; extensiveRemodel: boolean; improvements: string; removed: string }[];
}

export interface CostBasisToolResult {
  homes: AssistantHomeBasis[];
  /** Not tax advice; only US rules applied: the model repeats it. */
  notice: string;
}

/** How many improvements without a receipt the list names at most. */
export const ASSISTANT_RECEIPTLESS_LIMIT = 20;

export interface ImprovementWithoutReceipt {
  expenseId: number;
  homeName: string;
  projectName: string;
  date: string;
  description: string;
  amount: string;
  removedOn: string | null;
}

export interface ImprovementsWithoutReceiptResult {
  /** How many there are (from the basis sums), listed or not. */
  count: number;
  /** The first ASSISTANT_RECEIPTLESS_LIMIT of them, by home, project and date. */
  improvements: ImprovementWithoutReceipt[];
}
