import {
  completeMilestone,
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  type DataContext,
} from '@reno/data';

/**
 * A kitchen remodel like the local stack's demo project: expenses across categories, two contractors,
 * estimates linked to expenses (one part paid, one fully paid), milestones with one completed, one
 * overdue and one ahead (relative to TODAY). The inputs are kept so tests can work out every figure
 * on their own, independently of the code under test.
 */
export const TODAY = '2025-06-15';
/** Noon UTC on TODAY: the same calendar day in every time zone from UTC-11 to UTC+11. */
export const NOW = new Date(`${TODAY}T12:00:00.000Z`);

export const PROJECT = {
  name: 'Kitchen Remodel',
  description: 'Full kitchen renovation',
  budgetCents: 2_500_000,
};

const CONTRACTORS = [
  { key: 'spark', name: 'Bright Spark Electric', specialty: 'Electrician' },
  { key: 'flow', name: 'Flow Right Plumbing', specialty: 'Plumber' },
] as const;

export const ESTIMATES = [
  // 4,000.00 all taxed at 13 % → 4,520.00
  {
    key: 'wiring',
    contractor: 'spark',
    title: 'Kitchen rewiring',
    amountCents: 400_000,
    cash: 0,
    taxed: 10_000,
    rate: 1300,
    status: 'approved',
  },
  // 3,000.00: 1,500.00 cash + 1,500.00 taxed at 13 % (195.00) → 3,195.00
  {
    key: 'sink',
    contractor: 'flow',
    title: 'Sink and dishwasher plumbing',
    amountCents: 300_000,
    cash: 5000,
    taxed: 5000,
    rate: 1300,
    status: 'approved',
  },
] as const;

export const EXPENSES = [
  {
    description: 'Demolition crew',
    amountCents: 120_000,
    category: 'labor',
    paymentMethod: 'bank_transfer',
    date: '2025-05-02',
  },
  {
    description: 'City building permit',
    amountCents: 35_000,
    category: 'permits',
    paymentMethod: 'credit_card',
    date: '2025-05-05',
  },
  {
    description: 'Shaker cabinets',
    amountCents: 485_000,
    category: 'materials',
    paymentMethod: 'credit_card',
    date: '2025-05-20',
  },
  {
    description: 'Porcelain floor tile',
    amountCents: 127_540,
    category: 'materials',
    paymentMethod: 'debit_card',
    date: '2025-05-28',
  },
  {
    description: 'Tile saw rental',
    amountCents: 18_999,
    category: 'tools',
    paymentMethod: 'cash',
    date: '2025-06-01',
  },
  {
    description: 'Rewiring deposit',
    amountCents: 240_000,
    category: 'labor',
    paymentMethod: 'check',
    date: '2025-06-03',
    contractor: 'spark',
    estimate: 'wiring',
  },
  {
    description: 'Plumbing, paid in full',
    amountCents: 319_500,
    category: 'labor',
    paymentMethod: 'bank_transfer',
    date: '2025-06-10',
    contractor: 'flow',
    estimate: 'sink',
  },
] as const;

export const MILESTONES = [
  { title: 'Demolition done', category: 'Demolition', targetDate: '2025-05-03', completed: true },
  { title: 'Permit inspection', category: 'Inspection', targetDate: '2025-06-01', completed: false },
  { title: 'Cabinets installed', category: 'Kitchen', targetDate: '2025-07-10', completed: false },
  { title: 'Final walkthrough', category: 'Final Touches', targetDate: null, completed: false },
] as const;

export async function seedKitchenRemodel(ctx: DataContext, userId: string) {
  const project = await createProject(ctx, userId, PROJECT);
  const contractorIds: Record<string, number> = {};
  for (const contractor of CONTRACTORS) {
    contractorIds[contractor.key] = (await createContractor(ctx, userId, contractor)).id;
  }
  const estimateIds: Record<string, number> = {};
  for (const estimate of ESTIMATES) {
    const created = await createEstimate(ctx, userId, {
      projectId: project.id,
      contractorId: contractorIds[estimate.contractor]!,
      title: estimate.title,
      amountCents: estimate.amountCents,
      cashPercentageHundredths: estimate.cash,
      taxedPercentageHundredths: estimate.taxed,
      taxRateHundredths: estimate.rate,
      date: '2025-04-20',
      status: estimate.status,
    });
    estimateIds[estimate.key] = created.id;
  }
  for (const expense of EXPENSES) {
    await createExpense(ctx, userId, {
      projectId: project.id,
      description: expense.description,
      amountCents: expense.amountCents,
      category: expense.category,
      paymentMethod: expense.paymentMethod,
      date: expense.date,
      contractorId: 'contractor' in expense ? contractorIds[expense.contractor]! : null,
      estimateId: 'estimate' in expense ? estimateIds[expense.estimate]! : null,
    });
  }
  const milestoneIds: Record<string, number> = {};
  for (const milestone of MILESTONES) {
    const created = await createMilestone(ctx, userId, {
      projectId: project.id,
      title: milestone.title,
      category: milestone.category,
      targetDate: milestone.targetDate,
    });
    milestoneIds[milestone.title] = created.id;
    if (milestone.completed) await completeMilestone(ctx, userId, created.id, milestone.targetDate ?? TODAY);
  }
  return { projectId: project.id, estimateIds, milestoneIds };
}
