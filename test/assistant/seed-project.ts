// A seeded project as plain data (the plan, contractors, estimates with change orders and payment
// schedules, expenses, milestones) and its writer through the data layer. The question set works its
// expected figures out from this data alone (expected-figures.ts), never through the tools.
import { paymentScheduleInputSchema } from '@reno/domain';
import {
  completeMilestone,
  createChangeOrder,
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  getOrCreateUser,
  setBudgetPlan,
  setPaymentSchedule,
  updateSubscription,
  type DataContext,
} from '@reno/data';

/** Noon UTC on TODAY: the same calendar day from UTC-11 to UTC+11. */
export const SEED_TODAY = '2026-11-20';
export const SEED_NOW = new Date(`${SEED_TODAY}T12:00:00.000Z`);
/** Every seeded estimate and change order is fully taxed at 13 %. */
export const ESTIMATE_TAX_RATE_HUNDREDTHS = 1300;

type Status = 'approved' | 'pending' | 'rejected';

interface SeedContractor {
  key: string;
  name: string;
  company?: string;
  specialty: string;
}

/** One installment of an approved estimate's schedule: a fixed amount, or (the final one) the rest. */
interface SeedInstallment {
  kind: 'deposit' | 'progress' | 'final';
  label?: string;
  /** Null for the final payment: whatever remains of the revised total. */
  amountCents: number | null;
  dueDate: string;
}

export interface SeedEstimate {
  key: string;
  contractor: string;
  title: string;
  amountCents: number;
  status: Status;
  category: string | null;
  changeOrders?: { title: string; amountCents: number; status: Status }[];
  /** A payment schedule, no retainage; its approved change orders land on the final payment. */
  schedule?: readonly SeedInstallment[];
}

export interface SeedExpense {
  description: string;
  amountCents: number;
  category: string;
  paymentMethod: string;
  date: string;
  contractor: string | null;
  estimate: string | null;
  notes?: string;
}

/** An expense in dollars, for seeds written by hand. */
export const expense = (
  date: string,
  description: string,
  dollars: number,
  category: string,
  paymentMethod: string,
  extra: Partial<SeedExpense> = {},
): SeedExpense => ({
  date,
  description,
  amountCents: Math.round(dollars * 100),
  category,
  paymentMethod,
  contractor: null,
  estimate: null,
  ...extra,
});

interface SeedMilestone {
  title: string;
  category: string;
  targetDate: string;
  completed: boolean;
}

export interface ProjectSeed {
  name: string;
  budgetCents: number;
  plan?: { contingencyCents: number; lines: { category: string; plannedCents: number }[] };
  contractors: readonly SeedContractor[];
  estimates: readonly SeedEstimate[];
  expenses: readonly SeedExpense[];
  milestones: readonly SeedMilestone[];
}

/** A Pro user (no Free-plan limits) for the seeded projects. */
export async function seedHomeowner(ctx: DataContext, userId: string): Promise<void> {
  await getOrCreateUser(ctx, {
    sub: userId,
    email: `${userId}@example.test`,
    firstName: 'Rene',
    lastName: 'Vator',
  });
  await updateSubscription(ctx, userId, { status: 'active' });
}

/** Writes one project with everything in it (schedules too); returns its id. */
export async function writeProjectSeed(ctx: DataContext, userId: string, seed: ProjectSeed): Promise<number> {
  const project = await createProject(ctx, userId, {
    name: seed.name,
    budgetCents: seed.budgetCents,
    description: 'Seeded for the assistant',
  });
  if (seed.plan) await setBudgetPlan(ctx, userId, project.id, seed.plan);
  const contractorIds = new Map<string, number>();
  for (const { key, name, company, specialty } of seed.contractors)
    contractorIds.set(
      key,
      (await createContractor(ctx, userId, { name, company: company ?? null, specialty })).id,
    );
  const estimateIds = new Map<string, number>();
  for (const estimate of seed.estimates) {
    const created = await createEstimate(ctx, userId, {
      projectId: project.id,
      contractorId: contractorIds.get(estimate.contractor)!,
      title: estimate.title,
      amountCents: estimate.amountCents,
      cashPercentageHundredths: 0,
      taxedPercentageHundredths: 10_000,
      taxRateHundredths: ESTIMATE_TAX_RATE_HUNDREDTHS,
      date: '2026-01-20',
      status: estimate.status,
      category: estimate.category,
    });
    estimateIds.set(estimate.key, created.id);
    for (const change of estimate.changeOrders ?? [])
      await createChangeOrder(ctx, userId, created.id, { ...change, date: '2026-02-01' });
  }
  // One after another: each expense updates the project's totals in its transaction.
  for (const expense of seed.expenses) {
    await createExpense(ctx, userId, {
      projectId: project.id,
      description: expense.description,
      amountCents: expense.amountCents,
      category: expense.category,
      paymentMethod: expense.paymentMethod,
      date: expense.date,
      notes: expense.notes ?? null,
      contractorId: expense.contractor ? contractorIds.get(expense.contractor)! : null,
      estimateId: expense.estimate ? estimateIds.get(expense.estimate)! : null,
    });
  }
  // After the expenses: what they paid is mapped onto the installments in order.
  for (const estimate of seed.estimates)
    if (estimate.schedule)
      await setPaymentSchedule(
        ctx,
        userId,
        estimateIds.get(estimate.key)!,
        paymentScheduleInputSchema.parse({
          installments: estimate.schedule.map((installment) => ({
            kind: installment.kind,
            dueDate: installment.dueDate,
            ...(installment.label ? { label: installment.label } : {}),
            ...(installment.amountCents === null
              ? {}
              : { amount: (installment.amountCents / 100).toFixed(2) }),
          })),
        }),
      );
  for (const milestone of seed.milestones) {
    const created = await createMilestone(ctx, userId, {
      projectId: project.id,
      title: milestone.title,
      category: milestone.category,
      targetDate: milestone.targetDate,
    });
    if (milestone.completed) await completeMilestone(ctx, userId, created.id, milestone.targetDate);
  }
  return project.id;
}
