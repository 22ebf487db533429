// The budget plan of a project: a planned amount per expense category and a contingency.
// Lines plus contingency may not exceed the project budget; the rest is unallocated.
import * as z from 'zod/mini';
import { MAX_AMOUNT_CENTS, normalizeExpenseCategory, type ExpenseCategory } from '../constants';
import { fail, field, requiredCents, requiredChoice } from './fields';

const BUDGET_PLAN_MESSAGES = {
  contingency: 'Contingency must be $0 or more',
  planned: 'Planned amount must be $0 or more',
  amountMax: 'Amount must be at most $99,999,999.99',
  category: 'Category is required',
  categoryInvalid: 'Invalid category',
  lines: 'Lines must be a list',
  duplicate: 'Each category can have only one line',
} as const;

const lineSchema = z.object({
  category: requiredChoice<ExpenseCategory>({
    normalize: normalizeExpenseCategory,
    required: BUDGET_PLAN_MESSAGES.category,
    invalid: BUDGET_PLAN_MESSAGES.categoryInvalid,
  }),
  planned: requiredCents({
    message: BUDGET_PLAN_MESSAGES.planned,
    min: 0,
    max: MAX_AMOUNT_CENTS,
    maxMessage: BUDGET_PLAN_MESSAGES.amountMax,
  }),
});

/** The whole plan is sent: an empty list is a plan without lines. */
const lines = z.pipe(
  field((input, context): unknown[] =>
    Array.isArray(input) ? input : fail(context, input, BUDGET_PLAN_MESSAGES.lines),
  ),
  z.array(lineSchema),
);

/** PUT /api/projects/{id}/budget → contingency and planned amounts in cents; one line per category. Both
 * fields are required: the body is the whole plan. */
export const budgetPlanInputSchema = z
  .object({
    contingency: requiredCents({
      message: BUDGET_PLAN_MESSAGES.contingency,
      min: 0,
      max: MAX_AMOUNT_CENTS,
      maxMessage: BUDGET_PLAN_MESSAGES.amountMax,
    }),
    lines,
  })
  .check(
    z.superRefine((plan, context) => {
      const seen = new Set<string>();
      plan.lines.forEach((line, index) => {
        if (seen.has(line.category))
          context.issues.push({
            code: 'custom',
            message: BUDGET_PLAN_MESSAGES.duplicate,
            path: ['lines', index, 'category'],
            input: line.category,
          });
        seen.add(line.category);
      });
    }),
  );

/** What the web sends for a plan. */
export interface BudgetPlanPayload {
  contingency: string;
  lines: { category: ExpenseCategory; planned: string }[];
}

/** GET/PUT /api/projects/{id}/budget: lines in the order of EXPENSE_CATEGORIES, only planned ones. */
export interface BudgetPlan {
  budget: string;
  contingency: string;
  /** budget − Σ lines − contingency. */
  unallocated: string;
  lines: { category: ExpenseCategory; planned: string }[];
}
