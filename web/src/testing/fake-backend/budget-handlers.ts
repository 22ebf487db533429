import {
  budgetPlanExcessCents,
  budgetPlanExcessMessage,
  budgetPlanInputSchema,
  budgetPlanView,
  centsToDecimal,
  committedRemainingCents,
  normalizeExpenseCategory,
  projectForecast,
  toCents,
  UNASSIGNED_CATEGORY,
  type Project,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend, FakeDb } from './fake-db';
import { idOf, invalidInput, json, notFound, route, validationFailed } from './fake-route';
import { withProgress } from './estimate-handlers';
import { editedBy } from './fake-edits';

const cents = (value: string) => toCents(value) ?? 0;
const add = (sums: Record<string, number>, key: string, amount: number) => {
  sums[key] = (sums[key] ?? 0) + amount;
};

/** The plan's figures in cents: a project without a saved plan has no lines and no contingency. */
function planOf(db: FakeDb, project: Project) {
  const plan = db.budgetPlans.find((candidate) => candidate.projectId === project.id);
  const plannedByCategoryCents: Record<string, number> = {};
  for (const line of plan?.lines ?? []) plannedByCategoryCents[line.category] = cents(line.planned);
  return {
    budgetCents: cents(project.budget),
    contingencyCents: cents(plan?.contingency ?? '0'),
    plannedByCategoryCents,
  };
}

/** The forecast recomputed from the records: spent per category, and what approved estimates still commit. */
function forecastOf(db: FakeDb, project: Project) {
  const spentByCategoryCents: Record<string, number> = {};
  for (const expense of db.expenses.filter((candidate) => candidate.projectId === project.id)) {
    add(
      spentByCategoryCents,
      normalizeExpenseCategory(expense.category) ?? expense.category,
      cents(expense.amount),
    );
  }
  const committedByCategoryCents: Record<string, number> = {};
  const payments = { scheduled: 0, paid: 0, retained: 0 };
  for (const stored of db.estimates.filter((candidate) => candidate.projectId === project.id)) {
    const estimate = withProgress(stored, db.expenses, db.changeOrders);
    if (estimate.status === 'approved' && estimate.paymentSchedule) {
      for (const installment of estimate.paymentSchedule.installments) {
        payments.scheduled += cents(installment.amountDue);
        payments.paid += cents(installment.paid);
      }
      payments.retained += cents(estimate.paymentSchedule.retainageHeld);
    }
    add(
      committedByCategoryCents,
      estimate.category ?? UNASSIGNED_CATEGORY,
      committedRemainingCents({
        status: estimate.status,
        revisedTotalWithTaxCents: cents(estimate.revisedTotalWithTax),
        paidCents: cents(estimate.paidAmount),
      }),
    );
  }
  return {
    ...projectForecast({ ...planOf(db, project), spentByCategoryCents, committedByCategoryCents }),
    // Over the approved estimates with a schedule: what their installments add up to, what of it is paid,
    // and the retainage held (docs/product.md#forecast).
    payments: {
      scheduled: centsToDecimal(payments.scheduled),
      paid: centsToDecimal(payments.paid),
      retained: centsToDecimal(payments.retained),
    },
  };
}

/**
 * The budget plan (GET/PUT, lines plus contingency within the project budget, refused on 'lines'
 * otherwise) and the forecast of a project, both computed from the fake's records.
 */
export function budgetHandlers({ db, me }: FakeBackend): HttpHandler[] {
  const find = (idText: string | undefined) => db.projects.find((project) => project.id === idOf(idText));

  return [
    route('GET', '/api/projects/{id}/budget', ({ params }) => {
      const project = find(params.id);
      return project ? json(200, budgetPlanView(planOf(db, project))) : notFound('Project');
    }),
    route('PUT', '/api/projects/{id}/budget', ({ params, body, headers }) => {
      const parsed = budgetPlanInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const project = find(params.id);
      if (!project) return notFound('Project');
      const excess = budgetPlanExcessCents(cents(project.budget), parsed.data);
      if (excess > 0) {
        return validationFailed([{ path: ['lines'], message: budgetPlanExcessMessage(excess) }]);
      }
      // The plan is the project's: its edits are the project's.
      const edits = editedBy(project, me(), headers, 'project');
      if (edits instanceof Response) return edits;
      Object.assign(project, edits);
      db.budgetPlans = db.budgetPlans.filter((plan) => plan.projectId !== project.id);
      db.budgetPlans.push({
        projectId: project.id,
        contingency: centsToDecimal(parsed.data.contingency),
        lines: parsed.data.lines.map((line) => ({
          category: line.category,
          planned: centsToDecimal(line.planned),
        })),
      });
      return json(200, budgetPlanView(planOf(db, project)));
    }),
    route('GET', '/api/projects/{id}/forecast', ({ params }) => {
      const project = find(params.id);
      return project ? json(200, forecastOf(db, project)) : notFound('Project');
    }),
  ];
}
