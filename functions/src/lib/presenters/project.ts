import {
  budgetPlanView,
  centsToDecimal,
  hundredthsToDecimal,
  projectForecast,
  projectSummary,
} from '@reno/domain';
import type { BudgetPlan, Project, ProjectForecast, ProjectSummary } from '@reno/domain';
import { forecastAggregatesOf, type ProjectRecord, type ProjectWithEdits } from '@reno/data';
import { presentStamps } from './record-edits';

/** A project on the wire: money and rate as 2-decimal strings, plus what it has spent so far. */
export function presentProject(project: ProjectWithEdits): Project {
  return {
    id: project.id,
    userId: project.userId,
    homeId: project.homeId,
    extensiveRemodel: project.extensiveRemodel,
    name: project.name,
    slug: project.slug,
    description: project.description,
    budget: centsToDecimal(project.budgetCents),
    taxRate: hundredthsToDecimal(project.taxRateHundredths),
    startDate: project.startDate,
    ...presentStamps(project),
    totalSpent: centsToDecimal(project.spentCents),
  };
}

/** The dashboard summary, straight from the project's stored aggregates. */
export function presentProjectSummary(project: ProjectRecord): ProjectSummary {
  return projectSummary({
    budgetCents: project.budgetCents,
    spentCents: project.spentCents,
    spentByCategoryCents: project.spentByCategoryCents,
    approvedEstimatesCents: project.approvedEstimatesCents,
    paidEstimatesCents: project.paidEstimatesCents,
  });
}

/** The budget plan, from the project item. */
export function presentBudgetPlan(project: ProjectRecord): BudgetPlan {
  return budgetPlanView({
    budgetCents: project.budgetCents,
    contingencyCents: project.contingencyCents,
    plannedByCategoryCents: project.plannedByCategoryCents,
  });
}

/** The forecast, straight from the project's stored aggregates and plan. */
export function presentProjectForecast(project: ProjectRecord): ProjectForecast {
  return projectForecast(forecastAggregatesOf(project));
}
