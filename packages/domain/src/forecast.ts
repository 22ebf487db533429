// The forecast of a project, computed from the project's stored aggregates (cents):
// projected(c) = spent(c) + committedRemaining(c); variance(c) = planned(c) − projected(c).
import { EXPENSE_CATEGORY_VALUES } from './constants';
import { centsToDecimal } from './money';
import type { BudgetPlan } from './schemas/budget-plan';
import type { ProjectForecast } from './schemas/forecast';

/** The key under which approved estimates without a category keep their commitment. */
export const UNASSIGNED_CATEGORY = 'unassigned';

export interface ForecastAggregates {
  budgetCents: number;
  contingencyCents: number;
  /** Planned amount per category that has a line (a 0 line is still a line). */
  plannedByCategoryCents: Record<string, number>;
  spentByCategoryCents: Record<string, number>;
  /** Σ over approved estimates of max(revised total with tax − paid, 0), per category or 'unassigned'. */
  committedByCategoryCents: Record<string, number>;
  /** The payment totals of the approved estimates with a schedule; absent, none (all 0). */
  payments?: PaymentTotalsCents;
}

/** Over a project's approved estimates with a payment schedule (docs/product.md#payment-schedules). */
export interface PaymentTotalsCents {
  /** What their installments add up to (their revised totals). */
  scheduledCents: number;
  /** What of it is paid (linked expenses beyond an estimate's total are not). */
  scheduledPaidCents: number;
  /** Retainage held back from progress payments paid, not yet released by a final payment. */
  retainageHeldCents: number;
}

const NO_PAYMENTS: PaymentTotalsCents = { scheduledCents: 0, scheduledPaidCents: 0, retainageHeldCents: 0 };

interface CategoryForecastCents {
  category: (typeof EXPENSE_CATEGORY_VALUES)[number];
  plannedCents: number;
  spentCents: number;
  committedRemainingCents: number;
  projectedCents: number;
  varianceCents: number;
}

export interface ForecastCents {
  budgetCents: number;
  spentCents: number;
  committedRemainingCents: number;
  projectedTotalCents: number;
  varianceCents: number;
  contingencyCents: number;
  contingencyRemainingCents: number;
  categories: CategoryForecastCents[];
  unassignedCommittedRemainingCents: number;
  payments: PaymentTotalsCents;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

export function forecastCents(aggregates: ForecastAggregates): ForecastCents {
  const categories = EXPENSE_CATEGORY_VALUES.map((category): CategoryForecastCents => {
    const plannedCents = aggregates.plannedByCategoryCents[category] ?? 0;
    const spentCents = aggregates.spentByCategoryCents[category] ?? 0;
    const committed = aggregates.committedByCategoryCents[category] ?? 0;
    const projectedCents = spentCents + committed;
    return {
      category,
      plannedCents,
      spentCents,
      committedRemainingCents: committed,
      projectedCents,
      varianceCents: plannedCents - projectedCents,
    };
  });
  const unassigned = aggregates.committedByCategoryCents[UNASSIGNED_CATEGORY] ?? 0;
  const spentCents = sum(categories.map((c) => c.spentCents));
  const committedRemainingCents = sum(categories.map((c) => c.committedRemainingCents)) + unassigned;
  const projectedTotalCents = spentCents + committedRemainingCents;
  // Only a category with a planned line can draw on the contingency.
  const overruns = categories
    .filter((c) => c.category in aggregates.plannedByCategoryCents)
    .map((c) => Math.max(c.projectedCents - c.plannedCents, 0));
  return {
    budgetCents: aggregates.budgetCents,
    spentCents,
    committedRemainingCents,
    projectedTotalCents,
    varianceCents: aggregates.budgetCents - projectedTotalCents,
    contingencyCents: aggregates.contingencyCents,
    contingencyRemainingCents: aggregates.contingencyCents - sum(overruns),
    categories,
    unassignedCommittedRemainingCents: unassigned,
    payments: { ...(aggregates.payments ?? NO_PAYMENTS) },
  };
}

/** The forecast as the API returns it. */
export function projectForecast(aggregates: ForecastAggregates): ProjectForecast {
  const f = forecastCents(aggregates);
  return {
    budget: centsToDecimal(f.budgetCents),
    spent: centsToDecimal(f.spentCents),
    committedRemaining: centsToDecimal(f.committedRemainingCents),
    projectedTotal: centsToDecimal(f.projectedTotalCents),
    variance: centsToDecimal(f.varianceCents),
    contingency: centsToDecimal(f.contingencyCents),
    contingencyRemaining: centsToDecimal(f.contingencyRemainingCents),
    categories: f.categories.map((c) => ({
      category: c.category,
      planned: centsToDecimal(c.plannedCents),
      spent: centsToDecimal(c.spentCents),
      committedRemaining: centsToDecimal(c.committedRemainingCents),
      projected: centsToDecimal(c.projectedCents),
      variance: centsToDecimal(c.varianceCents),
    })),
    unassigned: { committedRemaining: centsToDecimal(f.unassignedCommittedRemainingCents) },
    payments: {
      scheduled: centsToDecimal(f.payments.scheduledCents),
      paid: centsToDecimal(f.payments.scheduledPaidCents),
      retained: centsToDecimal(f.payments.retainageHeldCents),
    },
  };
}

/** The plan as the API returns it: lines in category order, unallocated = budget − lines − contingency. */
export function budgetPlanView(
  aggregates: Pick<ForecastAggregates, 'budgetCents' | 'contingencyCents' | 'plannedByCategoryCents'>,
): BudgetPlan {
  const lines = EXPENSE_CATEGORY_VALUES.filter(
    (category) => category in aggregates.plannedByCategoryCents,
  ).map((category) => ({
    category,
    planned: centsToDecimal(aggregates.plannedByCategoryCents[category] ?? 0),
  }));
  const allocated = sum(Object.values(aggregates.plannedByCategoryCents)) + aggregates.contingencyCents;
  return {
    budget: centsToDecimal(aggregates.budgetCents),
    contingency: centsToDecimal(aggregates.contingencyCents),
    unallocated: centsToDecimal(aggregates.budgetCents - allocated),
    lines,
  };
}
