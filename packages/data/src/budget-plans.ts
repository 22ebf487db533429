// The budget plan of a project, kept on the project item (planned amount per category, contingency), so
// the plan and the forecast are each one GetItem of the project.
import { budgetPlanExcessMessage, normalizeExpenseCategory } from '@reno/domain';
import type { DataContext } from './context';
import { InvalidInputError } from './errors';
import type { EditOptions } from './edits';
import { planExcessCents, updateProjectItem, type ProjectWithEdits } from './projects';
import { num, requireCents } from './validate';

export interface BudgetPlanInput {
  contingencyCents: number;
  lines: { category: string; plannedCents: number }[];
}

function planFields(input: BudgetPlanInput) {
  const plannedByCategory: Record<string, number> = {};
  for (const [index, line] of input.lines.entries()) {
    const category = normalizeExpenseCategory(line.category);
    if (!category) throw new InvalidInputError(`lines.${index}.category`, 'Invalid category');
    if (category in plannedByCategory)
      throw new InvalidInputError(`lines.${index}.category`, 'Each category can have only one line');
    plannedByCategory[category] = requireCents('plannedCents', line.plannedCents);
  }
  return { plannedByCategory, contingencyCents: requireCents('contingencyCents', input.contingencyCents) };
}

/**
 * Replaces the plan. GetItem + one conditional write (on the project's version, which a budget change
 * bumps): lines plus contingency may not exceed the budget. The plan is the project's: its edit number
 * moves. Throws NotFoundError, InvalidInputError or StaleEditError.
 */
export async function setBudgetPlan(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  input: BudgetPlanInput,
  edit: EditOptions = {},
): Promise<ProjectWithEdits> {
  const fields = planFields(input);
  return updateProjectItem(ctx, householdId, projectId, edit, (current) => {
    const excess = planExcessCents(num(current.budgetCents), {
      plannedByCategoryCents: fields.plannedByCategory,
      contingencyCents: fields.contingencyCents,
    });
    if (excess > 0) throw new InvalidInputError('lines', budgetPlanExcessMessage(excess));
    return { set: fields };
  });
}
