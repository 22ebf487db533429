// The project summary (docs/product.md#project-summary, docs/product.md#summary-maths), computed from the
// project's stored aggregates (cents).
import { centsToDecimal } from './money';
import type { ProjectSummary } from './schemas/project';

export interface ProjectAggregates {
  budgetCents: number;
  spentCents: number;
  /** Spent per category value, in cents. */
  spentByCategoryCents: Record<string, number>;
  /** Sum of approved estimates (total with tax), in cents. */
  approvedEstimatesCents: number;
  /** Sum paid against estimates, in cents. */
  paidEstimatesCents: number;
}

/** spent / budget × 100, rounded to 2 decimals (0 for a zero budget). */
export function budgetUsedPercent(budgetCents: number, spentCents: number): number {
  if (budgetCents <= 0) return 0;
  return Math.round((spentCents / budgetCents) * 10_000) / 100;
}

export function projectSummary(aggregates: ProjectAggregates): ProjectSummary {
  const categoryBreakdown: Record<string, string> = {};
  for (const [category, cents] of Object.entries(aggregates.spentByCategoryCents)) {
    categoryBreakdown[category] = centsToDecimal(cents);
  }
  return {
    totalBudget: centsToDecimal(aggregates.budgetCents),
    totalSpent: centsToDecimal(aggregates.spentCents),
    remaining: centsToDecimal(aggregates.budgetCents - aggregates.spentCents),
    budgetUsedPercent: budgetUsedPercent(aggregates.budgetCents, aggregates.spentCents),
    totalEstimates: centsToDecimal(aggregates.approvedEstimatesCents),
    paidEstimates: centsToDecimal(aggregates.paidEstimatesCents),
    categoryBreakdown,
  };
}
