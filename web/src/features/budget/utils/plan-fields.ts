import {
  budgetPlanExcessCents,
  budgetPlanExcessMessage,
  budgetPlanInputSchema,
  centsToDecimal,
  EXPENSE_CATEGORY_VALUES,
  toCents,
  type BudgetPlan,
  type BudgetPlanPayload,
  type ExpenseCategory,
} from '@reno/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The plan editor's inputs: one amount per category ('' for no line) and the contingency. */
export interface PlanFormFields {
  contingency: string;
  lines: Record<ExpenseCategory, string>;
}

export function planToFields(plan: BudgetPlan): PlanFormFields {
  const lines = Object.fromEntries(EXPENSE_CATEGORY_VALUES.map((category) => [category, ''])) as Record<
    ExpenseCategory,
    string
  >;
  for (const line of plan.lines) lines[line.category] = line.planned;
  return { contingency: plan.contingency, lines };
}

/** The categories given an amount, as lines of the payload (a blank input is no line). */
function linesOf(fields: PlanFormFields) {
  return EXPENSE_CATEGORY_VALUES.filter((category) => fields.lines[category].trim() !== '').map(
    (category) => ({ category, planned: fields.lines[category] }),
  );
}

/**
 * budget − lines − contingency while typing: what is not allocated yet (negative: over the budget).
 * Inputs that are not amounts count as nothing until they are fixed.
 */
export function unallocatedCents(budgetCents: number, fields: PlanFormFields): number {
  const amount = (text: string) => (text.trim() === '' ? 0 : (toCents(text) ?? 0));
  const allocated = EXPENSE_CATEGORY_VALUES.reduce(
    (sum, category) => sum + amount(fields.lines[category]),
    amount(fields.contingency),
  );
  return budgetCents - allocated;
}

/**
 * Judges the editor with the API's own schema and rule: an amount's issue lands on its category's
 * input; lines over the budget on 'lines', as the API reports it.
 */
export function planResolver(budgetCents: number): Resolver<PlanFormFields, unknown, BudgetPlanPayload> {
  return (fields) => {
    const lines = linesOf(fields);
    const parsed = budgetPlanInputSchema.safeParse({ contingency: fields.contingency, lines });
    const errors: Record<string, { type: string; message: string }> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, index] = issue.path;
        const category = head === 'lines' && typeof index === 'number' ? lines[index]?.category : undefined;
        const name = category ? `lines.${category}` : String(head ?? 'root');
        errors[name] ??= { type: 'validate', message: issue.message };
      }
    } else {
      const excess = budgetPlanExcessCents(budgetCents, parsed.data);
      if (excess > 0) errors.lines = { type: 'validate', message: budgetPlanExcessMessage(excess) };
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      return { values: {} as Record<string, never>, errors: nest(errors) };
    }
    return {
      values: {
        contingency: centsToDecimal(parsed.data.contingency),
        lines: parsed.data.lines.map((line) => ({
          category: line.category,
          planned: centsToDecimal(line.planned),
        })),
      },
      errors: {},
    };
  };
}

/** 'lines.labor' → { lines: { labor: … } }, the shape react-hook-form reads errors in. */
function nest(flat: Record<string, { type: string; message: string }>): FieldErrors<PlanFormFields> {
  const nested: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(flat)) {
    const [head, child] = name.split('.') as [string, string | undefined];
    if (child) nested[head] = { ...(nested[head] as object | undefined), [child]: error };
    else nested[head] = error;
  }
  return nested as FieldErrors<PlanFormFields>;
}
