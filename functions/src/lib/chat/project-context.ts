/**
 * What the assistant knows about the caller: the selected project's numbers, ready to quote. Money in
 * integer cents, percentages as plain numbers. Built by `load-project-context.ts` from the data layer;
 * rendered for the model by `context-block.ts`, read directly by the offline assistant.
 */
import type { ForecastCents } from '@reno/domain';

interface CategorySpending {
  /** Display label ('Materials'); unknown categories as spelt. */
  label: string;
  spentCents: number;
  /** Share of everything spent on the project, 0–100. */
  sharePercent: number;
}

interface RecentExpense {
  date: string;
  description: string;
  categoryLabel: string;
  paymentMethodLabel: string;
  amountCents: number;
  contractorName: string | null;
}

interface EstimateProgress {
  title: string;
  contractorName: string | null;
  status: string;
  amountCents: number;
  totalWithTaxCents: number;
  /** Σ approved change orders with tax, and the total they revise (payment progress is on it). */
  changeOrdersTotalCents: number;
  revisedTotalWithTaxCents: number;
  paidCents: number;
  paidCount: number;
  remainingCents: number;
  percentPaid: number;
  fullyPaid: boolean;
}

interface MilestoneStatus {
  title: string;
  category: string;
  targetDate: string | null;
  isCompleted: boolean;
  completedDate: string | null;
  overdue: boolean;
}

export interface SelectedProject {
  id: number;
  name: string;
  description: string | null;
  startDate: string | null;
  budgetCents: number;
  spentCents: number;
  /** Negative when over budget. */
  remainingCents: number;
  budgetUsedPercent: number;
  expenseCount: number;
  /** Non-zero categories, largest first. */
  categories: CategorySpending[];
  /** Newest first. */
  recentExpenses: RecentExpense[];
  /** The first MAX_READ_FOR_CONTEXT by id; `moreEstimates` when the project has more. */
  estimates: EstimateProgress[];
  moreEstimates?: boolean;
  /** Timeline order: open first, then by target date (of the first MAX_READ_FOR_CONTEXT by id). */
  milestones: MilestoneStatus[];
  moreMilestones?: boolean;
  /** Will the project finish on budget: the forecast from its plan and commitments. */
  forecast: ForecastCents;
}

/** A contractor of the user, as a question may name them: by name, company or trade. */
export interface ContractorName {
  id: number;
  name: string;
  company: string | null;
  specialty: string | null;
}

export interface ProjectContext {
  /** null: the user has no project (or none could be chosen). */
  project: SelectedProject | null;
  /** The user's other projects, so "which project?" can be answered. */
  otherProjects: { id: number; name: string; budgetCents: number; spentCents: number }[];
  /** The user's contractors (they work across projects): the first MAX_READ_FOR_CONTEXT by id. */
  contractors: ContractorName[];
  /** The household has more contractors than were read. */
  moreContractors?: boolean;
}
