// A budget plan may not allocate more than the project budget: lines plus contingency, in cents.
import { formatCents } from './money';

/** The plan's amounts, as the schema outputs them (cents). */
interface AllocatedPlan {
  contingency: number;
  lines: readonly { planned: number }[];
}

/** 'Budget lines exceed the project budget by $X' (X the excess, formatted like '$1,240.00'). */
export function budgetPlanExcessMessage(excessCents: number): string {
  return `Budget lines exceed the project budget by ${formatCents(excessCents)}`;
}

/** Σ lines + contingency beyond the budget, in cents (0 when the plan fits). */
export function budgetPlanExcessCents(budgetCents: number, plan: AllocatedPlan): number {
  const allocated = plan.lines.reduce((sum, line) => sum + line.planned, plan.contingency);
  return Math.max(allocated - budgetCents, 0);
}
