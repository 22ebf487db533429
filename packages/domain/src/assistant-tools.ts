// The assistant's read-only tools (issue 21): name, one-line description for the model, input schema and
// result shapes. The data layer runs them (`runAssistantTool` in @reno/data); the chat loop hands their
// specs to Bedrock and their results back to the model. Money in results is a 2-decimal string, like the API.
import * as z from 'zod/mini';
import {
  EXPENSE_CATEGORY_VALUES,
  ESTIMATE_STATUSES,
  MAX_SHORT_TEXT_LENGTH,
  PAYMENT_METHODS,
} from './constants';
import {
  missingLienWaiversInputSchema,
  paymentScheduleToolInputSchema,
  type MissingLienWaiversResult,
  type PaymentScheduleToolResult,
} from './assistant-payment-tools';
import {
  findHomeItemsInputSchema,
  maintenanceDueInputSchema,
  type FindHomeItemsResult,
  type MaintenanceDueResult,
} from './assistant-home-tools';
import {
  costBasisToolInputSchema,
  improvementsWithoutReceiptInputSchema,
  type CostBasisToolResult,
  type ImprovementsWithoutReceiptResult,
} from './assistant-basis-tools';
import { calendarDateField, contractorField, idField } from './assistant-tool-fields';
import type { ProjectForecast } from './schemas/forecast';

const PAYMENT_METHOD_VALUES = PAYMENT_METHODS.map((method) => method.value) as [
  (typeof PAYMENT_METHODS)[number]['value'],
  ...(typeof PAYMENT_METHODS)[number]['value'][],
];

/** How many expenses `find_expenses` returns at most. */
export const ASSISTANT_EXPENSE_LIST_LIMIT = 20;

const expenseFilterShape = {
  projectId: z.optional(idField('Only this project (an id from list_projects); omitted: every project.')),
  from: z.optional(calendarDateField('First day included, YYYY-MM-DD.')),
  to: z.optional(calendarDateField('Last day included, YYYY-MM-DD.')),
  category: z.optional(z.enum(EXPENSE_CATEGORY_VALUES).check(z.describe('Only this expense category.'))),
  paymentMethod: z.optional(z.enum(PAYMENT_METHOD_VALUES).check(z.describe('Only this payment method.'))),
  contractor: contractorField("Only this contractor's expenses: the contractor's id or name."),
  text: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(MAX_SHORT_TEXT_LENGTH),
        z.describe(
          'Only expenses whose description or notes mention every word of this text as a whole word, in any ' +
            "order and case, singular or plural, with or without -ing or -ed ('cabinets', 'home depot'; 'cab' " +
            "is not 'cabinet'). Words like 'the' and 'my' are ignored.",
        ),
      ),
  ),
};

const EXPENSE_GROUPINGS = ['category', 'month', 'contractor', 'paymentMethod'] as const;
export type ExpenseGrouping = (typeof EXPENSE_GROUPINGS)[number];

const MILESTONE_STATES = ['open', 'overdue', 'completed'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

const EXPENSE_ORDERS = ['newest', 'largest', 'smallest'] as const;

const expenseTotalsInputSchema = z.object({
  groupBy: z.enum(EXPENSE_GROUPINGS).check(z.describe('What the totals are grouped by.')),
  ...expenseFilterShape,
});
const findExpensesInputSchema = z.object({
  ...expenseFilterShape,
  order: z.optional(
    z
      .enum(EXPENSE_ORDERS)
      .check(z.describe('Which 20 to list: the newest (default), the largest or the smallest.')),
  ),
});
const listEstimatesInputSchema = z.object({
  projectId: z.optional(idField('Only this project; omitted: every project.')),
  status: z.optional(z.enum(ESTIMATE_STATUSES).check(z.describe('Only estimates with this status.'))),
  contractor: expenseFilterShape.contractor,
  owing: z.optional(
    z.boolean().check(z.describe('true: only estimates with money still owing (approved, remaining > 0).')),
  ),
});
const listMilestonesInputSchema = z.object({
  projectId: z.optional(idField('Only this project; omitted: every project.')),
  state: z.optional(
    z
      .enum(MILESTONE_STATES)
      .check(z.describe('open: not completed; overdue: open and past its target date.')),
  ),
});
const projectForecastInputSchema = z.object({
  projectId: idField('The project (an id from list_projects).'),
});
const planVarianceInputSchema = z.object({
  projectId: idField('The project (an id from list_projects).'),
});
const findContractorsInputSchema = z.object({
  projectId: z.optional(idField('Paid and estimates within this project only; omitted: every project.')),
  name: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(MAX_SHORT_TEXT_LENGTH),
        z.describe(
          'Only contractors whose name or company is this, or has each of its words as a whole word (any case).',
        ),
      ),
  ),
  specialty: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(MAX_SHORT_TEXT_LENGTH),
        z.describe(
          "Only contractors of this trade: 'Electrician', 'Plumber', 'General Contractor', 'Carpenter', " +
            "'Tile/Stone', 'Painter'... ('electrical' and 'plumbing' match too).",
        ),
      ),
  ),
});
const listProjectsInputSchema = z.object({});

type ExpenseTotalsInput = z.output<typeof expenseTotalsInputSchema>;
/** The filters every expense tool takes (expenseFilterShape). */
export type ExpenseFilters = Omit<ExpenseTotalsInput, 'groupBy'>;

/** The filters a result was computed under, with the contractor resolved to its id and name. */
export interface AppliedExpenseFilters {
  projectId: number | null;
  from: string | null;
  to: string | null;
  category: string | null;
  paymentMethod: string | null;
  contractor: { id: number; name: string } | null;
  text: string | null;
}

export interface ExpenseTotalsGroup {
  /** 'materials', '2026-10', a contractor id as text ('none' for no contractor), 'credit_card'. */
  key: string;
  /** 'Materials', 'Oct 2026', 'Marcus Bell' ('No contractor'), 'Credit Card'. */
  label: string;
  count: number;
  total: string;
}

interface ExpenseTotalsResult {
  groupBy: ExpenseGrouping;
  filters: AppliedExpenseFilters;
  /** Largest total first; months in calendar order. Groups without expenses are left out. */
  groups: ExpenseTotalsGroup[];
  count: number;
  total: string;
  /** total ÷ count, to the cent; null when nothing matched. */
  average: string | null;
}

export interface AssistantExpense {
  id: number;
  projectId: number;
  projectName: string;
  date: string;
  description: string;
  notes: string | null;
  amount: string;
  category: string;
  paymentMethod: string;
  contractorId: number | null;
  contractorName: string | null;
}

export interface FindExpensesResult {
  filters: AppliedExpenseFilters;
  order: (typeof EXPENSE_ORDERS)[number];
  /** Every matching expense, not only the listed ones. */
  count: number;
  total: string;
  /** At most ASSISTANT_EXPENSE_LIST_LIMIT. */
  expenses: AssistantExpense[];
}

export interface AssistantEstimate {
  id: number;
  projectId: number;
  projectName: string;
  title: string;
  contractorId: number;
  contractorName: string;
  status: (typeof ESTIMATE_STATUSES)[number];
  category: string | null;
  /** The estimate's own total with tax. */
  original: string;
  /** Σ approved change orders with tax. */
  approvedChanges: string;
  /** original + approvedChanges. */
  revisedTotal: string;
  paid: string;
  /** max(revisedTotal − paid, 0); '0.00' for a rejected estimate (nothing is owed on it). */
  remaining: string;
}

interface ListEstimatesResult {
  estimates: AssistantEstimate[];
  count: number;
  /** Sums over the listed estimates. */
  revisedTotal: string;
  approvedChanges: string;
  paid: string;
  remaining: string;
}

export interface AssistantMilestone {
  id: number;
  projectId: number;
  projectName: string;
  title: string;
  category: string | null;
  targetDate: string | null;
  completedAt: string | null;
  state: MilestoneState;
}

interface ListMilestonesResult {
  /** The local day 'overdue' is judged against. */
  asOf: string;
  milestones: AssistantMilestone[];
  count: number;
}

interface ProjectForecastResult {
  projectId: number;
  projectName: string;
  forecast: ProjectForecast;
}

interface AssistantProject {
  id: number;
  name: string;
  budget: string;
  spent: string;
  /** budget − spent (negative: over budget). */
  remaining: string;
  expenseCount: number;
}

interface AssistantContractor {
  id: number;
  name: string;
  company: string | null;
  specialty: string | null;
  /** Σ of the expenses linked to this contractor, every project. */
  paid: string;
  expenseCount: number;
}

interface ListProjectsResult {
  projects: AssistantProject[];
  contractors: AssistantContractor[];
}

/** `paid` and `expenseCount` within the project, when one was given. */
export interface FoundContractor extends AssistantContractor {
  /** Their approved estimates: how many, Σ revised totals (approved change orders included), Σ still owed. */
  approvedEstimates: number;
  approvedTotal: string;
  owing: string;
  pendingEstimates: number;
  rejectedEstimates: number;
}

interface FindContractorsResult {
  /** The project the figures are limited to; null: every project. */
  projectId: number | null;
  contractors: FoundContractor[];
  count: number;
}

/** One category of the budget plan against what is spent and still committed. */
interface PlanLine {
  category: string;
  label: string;
  planned: string;
  spent: string;
  committedRemaining: string;
  /** spent + committedRemaining. */
  projected: string;
  /** planned − projected (negative: over plan). */
  variance: string;
  /** projected − planned when over plan, else null. */
  overBy: string | null;
}

interface PlanVarianceResult {
  projectId: number;
  projectName: string;
  /** False when the project has neither plan lines nor a contingency. */
  hasPlan: boolean;
  budget: string;
  /** Σ of the plan lines. */
  plannedTotal: string;
  contingency: string;
  /** What the overruns of planned categories draw from the contingency. */
  contingencyUsed: string;
  /** contingency − contingencyUsed (negative: overdrawn). */
  contingencyRemaining: string;
  /** budget − plan lines − contingency. */
  unallocated: string;
  /** Categories with a plan line, in category order. */
  lines: PlanLine[];
  /** The lines over plan, most over first. */
  overPlan: { category: string; label: string; overBy: string }[];
  /** Categories with spending or commitments but no plan line. */
  unplanned: {
    category: string;
    label: string;
    spent: string;
    committedRemaining: string;
    projected: string;
  }[];
}
export const ASSISTANT_TOOLS = {
  expense_totals: {
    description:
      'Totals of the expenses grouped by category, month, contractor or payment method, within optional filters.',
    input: expenseTotalsInputSchema,
  },
  find_expenses: {
    description:
      'The expenses matching optional filters: how many, their sum, and the 20 newest (or largest) of them.',
    input: findExpensesInputSchema,
  },
  list_estimates: {
    description:
      'Estimates with status, original and revised totals (approved change orders, with tax), paid and remaining.',
    input: listEstimatesInputSchema,
  },
  list_milestones: {
    description: 'Milestones that are open, overdue (as of today) or completed, with their target dates.',
    input: listMilestonesInputSchema,
  },
  project_forecast: {
    description:
      "A project's forecast: budget, spent, committed remaining, projected final cost and variance, per category.",
    input: projectForecastInputSchema,
  },
  list_projects: {
    description:
      "The homeowner's projects (budget, spent, remaining) and contractors (paid so far), with ids.",
    input: listProjectsInputSchema,
  },
  find_contractors: {
    description:
      "Contractors by name or trade ('the electrician'): what each was paid, and their approved estimates' revised total and what is still owed.",
    input: findContractorsInputSchema,
  },
  plan_variance: {
    description:
      "A project's budget plan per category: planned, spent, committed, projected, variance, which categories are over plan and by how much, and the contingency left.",
    input: planVarianceInputSchema,
  },
  payment_schedule: {
    description:
      "Installments of approved estimates' payment schedules ('what's due this month?'): estimate, contractor, amount, paid, left, due date or milestone, status today (paid, partly paid, due, overdue, upcoming); unpaid ones due in a date range and every overdue one; and the approved estimates with no schedule.",
    input: paymentScheduleToolInputSchema,
  },
  missing_lien_waivers: {
    description:
      'Installments paid (in full or in part) without a lien waiver, and final payments without a final unconditional waiver, with what was paid on them.',
    input: missingLienWaiversInputSchema,
  },
  find_home_items: {
    description:
      "Items of the home record (appliances, fixtures, finishes such as paint, materials, systems) by room and words: brand, model, serial, paint colour and sheen, supplier, install date, and the warranty's end, what it covers and whom to call.",
    input: findHomeItemsInputSchema,
  },
  maintenance_due: {
    description:
      "The home's maintenance tasks due by a day (the end of this month unless given) and every overdue one: what, which home and item, the schedule, when next due and when last done.",
    input: maintenanceDueInputSchema,
  },
  cost_basis: {
    description:
      "What the renovations have added to a home's cost basis ('how much have we added to the basis?'): purchase price, settlement costs, improvements, improvements replaced or removed, basis reductions (rebates, credits), what the renovations added, the adjusted basis, per project, and how many improvements lack a receipt. Not tax advice; US rules only (IRS Publication 523).",
    input: costBasisToolInputSchema,
  },
  improvements_without_receipt: {
    description:
      "Which improvements counted in a home's cost basis have no receipt attached: how many, and the first 20 (home, project, date, description, amount).",
    input: improvementsWithoutReceiptInputSchema,
  },
} as const;

export type AssistantToolName = keyof typeof ASSISTANT_TOOLS;
export const ASSISTANT_TOOL_NAMES = Object.keys(ASSISTANT_TOOLS) as AssistantToolName[];

/** Each tool's result type, by name. */
export interface AssistantToolResults {
  expense_totals: ExpenseTotalsResult;
  find_expenses: FindExpensesResult;
  list_estimates: ListEstimatesResult;
  list_milestones: ListMilestonesResult;
  project_forecast: ProjectForecastResult;
  list_projects: ListProjectsResult;
  find_contractors: FindContractorsResult;
  plan_variance: PlanVarianceResult;
  payment_schedule: PaymentScheduleToolResult;
  missing_lien_waivers: MissingLienWaiversResult;
  find_home_items: FindHomeItemsResult;
  maintenance_due: MaintenanceDueResult;
  cost_basis: CostBasisToolResult;
  improvements_without_receipt: ImprovementsWithoutReceiptResult;
}

type AssistantToolResult = AssistantToolResults[AssistantToolName];

export function isAssistantToolName(name: string): name is AssistantToolName {
  return Object.hasOwn(ASSISTANT_TOOLS, name);
}

/** One entry of Bedrock's `toolConfig.tools` (the `toolSpec` member). */
export interface AssistantToolSpec {
  name: AssistantToolName;
  description: string;
  inputSchema: { json: Record<string, unknown> };
}

/** The specs for Bedrock's `toolConfig`, their JSON schemas derived from the zod schemas. */
export function assistantToolSpecs(): AssistantToolSpec[] {
  return ASSISTANT_TOOL_NAMES.map((name) => {
    const tool = ASSISTANT_TOOLS[name];
    const { $schema: _dialect, ...json } = z.toJSONSchema(tool.input, { io: 'input' });
    return { name, description: tool.description, inputSchema: { json } };
  });
}

/** What a tool call that could not run hands back to the model (never thrown to the handler). */
export interface AssistantToolError {
  code: 'unknown_tool' | 'invalid_input' | 'not_found';
  message: string;
}

/** Where a result's figures came from, for the loop's log: the stored aggregates or a query of the expenses. */
export type AssistantToolSource = 'aggregates' | 'query' | 'records';

export type AssistantToolOutcome =
  | {
      ok: true;
      name: AssistantToolName;
      result: AssistantToolResult;
      lookedAt: string;
      source: AssistantToolSource;
    }
  | { ok: false; error: AssistantToolError; lookedAt: string };
