// plan_variance: the project's budget plan per category against what is spent and still committed, from
// the project item alone (one GetItem), with the forecast's own sums (@reno/domain forecastCents).
import { centsToDecimal, countOf, expenseCategoryLabel, forecastCents, lookedAtLine } from '@reno/domain';
import { forecastAggregatesOf, getProjectWithForecast } from '../projects';
import { ToolNotFound } from './scope';
import type { Tool } from './tool-answer';

export const planVarianceTool: Tool<'plan_variance'> = async (ctx, householdId, input) => {
  const project = await getProjectWithForecast(ctx, householdId, input.projectId);
  if (!project)
    throw new ToolNotFound(`There is no project ${input.projectId}; list_projects gives the ids.`);
  const planned = project.plannedByCategoryCents;
  const f = forecastCents(forecastAggregatesOf(project));
  const withLine = f.categories.filter((category) => category.category in planned);
  const plannedTotal = withLine.reduce((sum, category) => sum + category.plannedCents, 0);
  const overPlan = withLine
    .filter((category) => category.varianceCents < 0)
    .sort((a, b) => a.varianceCents - b.varianceCents);
  return {
    source: 'aggregates',
    lookedAt: lookedAtLine(
      ['Budget plan', project.name],
      `${countOf(withLine.length, 'planned category', 'planned categories')}, contingency`,
    ),
    result: {
      projectId: project.id,
      projectName: project.name,
      hasPlan: withLine.length > 0 || project.contingencyCents > 0,
      budget: centsToDecimal(project.budgetCents),
      plannedTotal: centsToDecimal(plannedTotal),
      contingency: centsToDecimal(f.contingencyCents),
      contingencyUsed: centsToDecimal(f.contingencyCents - f.contingencyRemainingCents),
      contingencyRemaining: centsToDecimal(f.contingencyRemainingCents),
      unallocated: centsToDecimal(project.budgetCents - plannedTotal - f.contingencyCents),
      lines: withLine.map((category) => ({
        category: category.category,
        label: expenseCategoryLabel(category.category),
        planned: centsToDecimal(category.plannedCents),
        spent: centsToDecimal(category.spentCents),
        committedRemaining: centsToDecimal(category.committedRemainingCents),
        projected: centsToDecimal(category.projectedCents),
        variance: centsToDecimal(category.varianceCents),
        overBy: category.varianceCents < 0 ? centsToDecimal(-category.varianceCents) : null,
      })),
      overPlan: overPlan.map((category) => ({
        category: category.category,
        label: expenseCategoryLabel(category.category),
        overBy: centsToDecimal(-category.varianceCents),
      })),
      unplanned: f.categories
        .filter((category) => !(category.category in planned) && category.projectedCents !== 0)
        .map((category) => ({
          category: category.category,
          label: expenseCategoryLabel(category.category),
          spent: centsToDecimal(category.spentCents),
          committedRemaining: centsToDecimal(category.committedRemainingCents),
          projected: centsToDecimal(category.projectedCents),
        })),
    },
  };
};
