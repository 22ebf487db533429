import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  completeMilestone,
  createChangeOrder,
  createContractor,
  createDataContext,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  createRoom,
  getOrCreateUser,
  listProjects,
  setBudgetPlan,
  setPaymentSchedule,
  updateHome,
  type ExpenseInput,
} from '@reno/data';
import { FIRST_HOME_ID, type PaymentScheduleInput } from '@reno/domain';
import type { StackLogger } from '../logger';
import { DEMO_RECEIPT } from './demo-receipt';
import { seedDemoKitchenItems, seedDemoMaintenance } from './demo-home-items';
import { seedDemoKitchenPhotos, type PutDemoObject } from './demo-photos';

/** Where the demo's records and receipt go: the stack's own DynamoDB Local and s3rver. */
export interface DemoStores {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  bucketName: string;
  region: string;
  logger: StackLogger;
}

export interface SeedInput extends DemoStores {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

const DEMO_PROJECT_NAME = 'Kitchen Remodel';

/** 'YYYY-MM-DD' of today plus `days`, in local time (as the app reads calendar dates). */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type Context = ReturnType<typeof createDataContext>;
/** What the steps after the project write with: the data context, the demo user and the project. */
interface Seeding {
  ctx: Context;
  userId: string;
  projectId: number;
}
type Contractors = Record<'builder' | 'electrician', { id: number }>;
type Estimates = Record<'rebuild' | 'wiring', { id: number }>;

/**
 * A kitchen remodel under way, through @reno/data as the API writes it, in a home with its address and
 * purchase: a $45,000 budget, two
 * contractors, three estimates (two approved, each paid in part by a linked expense), four expenses
 * across categories (one with a receipt image in the bucket), two photos of the kitchen and six milestones,
 * one of them overdue.
 * It stays within the Free plan (4 of 5 expenses, 2 of 3 contractors) so the limits can be tried.
 * Does nothing if the project is already there.
 */
export async function seedKitchenRemodel(input: SeedInput): Promise<{ seeded: boolean; notes: string[] }> {
  const ctx = createDataContext({
    endpoint: input.dynamodbEndpoint,
    tableName: input.tableName,
    region: input.region,
  });
  const userId = input.sub;
  const bucket = demoBucket(input);
  try {
    await getOrCreateUser(ctx, {
      sub: userId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    if ((await listProjects(ctx, userId)).some((project) => project.name === DEMO_PROJECT_NAME)) {
      return { seeded: true, notes: [] };
    }
    const receiptKey = await uploadReceipt(input, bucket.put);
    const projectId = await createDemoProject(ctx, userId);
    const kitchenRoomId = await describeDemoHome(ctx, userId);
    const seeding: Seeding = { ctx, userId, projectId };
    const contractors = await createDemoContractors(seeding);
    const estimates = await createDemoEstimates(seeding, contractors);
    const expenses = [];
    for (const expense of demoExpenses(projectId, contractors, estimates, receiptKey)) {
      expenses.push(await createExpense(ctx, userId, expense));
    }
    const cabinetsExpense = expenses[0]!;
    await seedDemoKitchenItems(
      ctx,
      userId,
      { roomId: kitchenRoomId, builderId: contractors.builder.id, cabinetsExpense },
      day,
    );
    await seedDemoKitchenPhotos(ctx, userId, kitchenRoomId, bucket.put, day);
    await seedDemoMaintenance(ctx, userId, FIRST_HOME_ID, day);
    const milestones = new Map<string, number>();
    for (const { completedDate, ...milestone } of demoMilestones()) {
      const created = await createMilestone(ctx, userId, { projectId, ...milestone });
      if (completedDate) await completeMilestone(ctx, userId, created.id, completedDate);
      milestones.set(milestone.title, created.id);
    }
    await scheduleDemoPayments(seeding, estimates, milestones);
    return { seeded: true, notes: [] };
  } catch (error) {
    input.logger.error('[demo] seeding the kitchen remodel failed:', error);
    return { seeded: false, notes: [`the sample project could not be seeded (${(error as Error).message})`] };
  } finally {
    ctx.doc.destroy();
    bucket.destroy();
  }
}

/**
 * The home the remodel is in (its first, made with the project): its address, what was paid, its rooms.
 * Answers the kitchen's id.
 */
async function describeDemoHome(ctx: Context, userId: string): Promise<number> {
  await updateHome(ctx, userId, FIRST_HOME_ID, {
    name: 'Maple Street house',
    address: '48 Maple Street, Springfield',
    yearBuilt: 1994,
    purchaseDate: '2018-06-15',
    purchasePriceCents: 38_500_000,
    settlementCostsCents: 1_140_000,
  });
  const rooms = [];
  for (const name of ['Kitchen', 'Bathroom 2', 'Exterior', 'Systems']) {
    rooms.push(await createRoom(ctx, userId, { homeId: FIRST_HOME_ID, name }));
  }
  return rooms[0]!.id;
}

async function createDemoProject(ctx: Context, userId: string): Promise<number> {
  // The project started before its first estimate (45 days ago), not on the day the demo is seeded.
  const startedAt = new Date(Date.now() - 50 * 24 * 60 * 60 * 1000);
  const project = await createProject({ ...ctx, now: () => startedAt }, userId, {
    name: DEMO_PROJECT_NAME,
    description:
      'Full gut renovation of the 1990s kitchen: new shaker cabinets, quartz counters, rewiring with ' +
      'under-cabinet lighting, and luxury vinyl plank flooring.',
    budgetCents: 4_500_000,
    taxRateHundredths: 1300,
  });
  return project.id;
}

async function createDemoContractors({ ctx, userId }: Seeding): Promise<Contractors> {
  const builder = await createContractor(ctx, userId, {
    name: 'Marcus Bell',
    company: 'Bell & Sons Renovations',
    email: 'marcus@bellandsons.example',
    phone: '(555) 014-2871',
    specialty: 'General Contractor',
    hourlyRateCents: 8500,
    notes: 'Licensed and insured. Prefers texts before 6 pm.',
  });
  const electrician = await createContractor(ctx, userId, {
    name: 'Priya Shah',
    company: 'BrightLine Electric',
    email: 'priya@brightline.example',
    phone: '(555) 017-9034',
    specialty: 'Electrician',
    hourlyRateCents: 9500,
    notes: 'Pulls the electrical permit herself.',
  });
  return { builder, electrician };
}

/** Two approved estimates, the budget plan, a change to each, then a pending countertop quote. */
async function createDemoEstimates(
  seeding: Seeding,
  { builder, electrician }: Contractors,
): Promise<Estimates> {
  const { ctx, userId, projectId } = seeding;
  const fullyTaxed = {
    cashPercentageHundredths: 0,
    taxedPercentageHundredths: 10_000,
    taxRateHundredths: 1300,
  };
  const rebuild = await createEstimate(ctx, userId, {
    projectId,
    contractorId: builder.id,
    title: 'Demolition and rebuild (labor)',
    description: 'Tear-out, haul-away, framing repairs, cabinet install and finish carpentry.',
    amountCents: 1_850_000,
    ...fullyTaxed,
    date: day(-45),
    status: 'approved',
    category: 'labor',
    notes: '30% deposit, then progress payments at each milestone.',
  });
  const wiring = await createEstimate(ctx, userId, {
    projectId,
    contractorId: electrician.id,
    title: 'Kitchen rewiring and under-cabinet lighting',
    description:
      'New 20 A circuits for the counters, dedicated range circuit, LED strips under the wall cabinets.',
    amountCents: 420_000,
    ...fullyTaxed,
    date: day(-38),
    status: 'approved',
    category: 'labor',
  });
  await planAndChange(seeding, { rebuild, wiring });
  await createEstimate(ctx, userId, {
    projectId,
    contractorId: builder.id,
    title: 'Quartz countertops, fabricate and install',
    amountCents: 690_000,
    cashPercentageHundredths: 2000,
    taxedPercentageHundredths: 8000,
    taxRateHundredths: 1300,
    date: day(-10),
    status: 'pending',
    notes: 'Calacatta-look quartz, eased edge, undermount sink cut-out.',
  });
  return { rebuild, wiring };
}

/** The plan, an approved change to the wiring and a pending one to the rebuild. */
async function planAndChange({ ctx, userId, projectId }: Seeding, { rebuild, wiring }: Estimates) {
  await setBudgetPlan(ctx, userId, projectId, {
    contingencyCents: 400_000,
    lines: [
      { category: 'materials', plannedCents: 1_500_000 },
      { category: 'labor', plannedCents: 2_200_000 },
      { category: 'permits', plannedCents: 150_000 },
    ],
  });
  await createChangeOrder(ctx, userId, wiring.id, {
    title: 'Two extra outlets on the island',
    description: 'Added after the cabinet layout moved the island 30 cm.',
    amountCents: 35_000,
    status: 'approved',
    date: day(-30),
  });
  await createChangeOrder(ctx, userId, rebuild.id, {
    title: 'Pantry pull-out cabinet',
    amountCents: 120_000,
    status: 'pending',
    date: day(-5),
  });
}

function demoExpenses(
  projectId: number,
  { builder, electrician }: Contractors,
  { rebuild, wiring }: Estimates,
  receiptKey: string,
): ExpenseInput[] {
  return [
    {
      projectId,
      description: 'Shaker cabinets (special order)',
      // What its receipt prints, so that scanning the receipt fills in this expense.
      amountCents: Math.round(Number(DEMO_RECEIPT.amount) * 100),
      category: 'materials',
      paymentMethod: 'credit_card',
      date: DEMO_RECEIPT.date,
      notes: 'Cascade Home Center, delivery in two weeks.',
      imageUrl: receiptKey,
    },
    {
      projectId,
      description: 'Deposit: demolition and haul-away',
      amountCents: 555_000,
      category: 'labor',
      paymentMethod: 'bank_transfer',
      date: day(-30),
      contractorId: builder.id,
      estimateId: rebuild.id,
    },
    // This and the electrician's first payment are rows of the import screen's sample statement, posted a day
    // later (web/src/features/statement-import/utils/sample-statement.ts): there they show 'Already logged'.
    {
      projectId,
      description: 'City building permit',
      amountCents: 42_500,
      category: 'permits',
      paymentMethod: 'credit_card',
      date: day(-36),
    },
    {
      projectId,
      description: 'Electrical rough-in, first payment',
      amountCents: 90_000,
      category: 'labor',
      paymentMethod: 'check',
      date: day(-8),
      contractorId: electrician.id,
      estimateId: wiring.id,
    },
  ];
}

/**
 * Payment schedules on both approved estimates (docs/product.md#payment-schedules): the rebuild's deposit
 * is paid but its lien waiver is missing, its progress payment waits for the cabinets, with 5 % retainage;
 * the rewiring's second payment falls due this week.
 */
async function scheduleDemoPayments(
  { ctx, userId }: Seeding,
  { rebuild, wiring }: Estimates,
  milestones: Map<string, number>,
) {
  const milestoneId = (title: string) => milestones.get(title) ?? null;
  const installment = (terms: Partial<PaymentScheduleInput['installments'][number]>) => ({
    id: null,
    label: null,
    amountCents: null,
    percentHundredths: null,
    dueDate: null,
    milestoneId: null,
    changeOrderIds: [],
    kind: 'progress' as const,
    ...terms,
  });
  await setPaymentSchedule(ctx, userId, rebuild.id, {
    retainageHundredths: 500,
    installments: [
      installment({ kind: 'deposit', amountCents: 555_000, dueDate: day(-30) }),
      installment({
        label: 'Cabinets installed',
        percentHundredths: 4000,
        milestoneId: milestoneId('Cabinets and countertops installed'),
      }),
      installment({ kind: 'final', milestoneId: milestoneId('Final inspection') }),
    ],
  });
  await setPaymentSchedule(ctx, userId, wiring.id, {
    retainageHundredths: 0,
    installments: [
      installment({ label: 'Rough-in', amountCents: 90_000, dueDate: day(-8) }),
      installment({ label: 'Fixtures and lighting', amountCents: 250_000, dueDate: day(4) }),
      installment({ kind: 'final', milestoneId: milestoneId('Final inspection') }),
    ],
  });
}

/** Three done, one overdue (the inspection date has passed and it is not done), two ahead. */
function demoMilestones() {
  return [
    { title: 'Final layout and design', category: 'Planning', targetDate: day(-42), completedDate: day(-43) },
    { title: 'Building permit approved', category: 'Permits', targetDate: day(-33), completedDate: day(-34) },
    { title: 'Demolition complete', category: 'Demolition', targetDate: day(-20), completedDate: day(-19) },
    {
      title: 'Electrical rough-in inspection',
      category: 'Electrical',
      targetDate: day(-3),
      completedDate: null,
    },
    {
      title: 'Cabinets and countertops installed',
      category: 'Kitchen',
      targetDate: day(21),
      completedDate: null,
    },
    { title: 'Final inspection', category: 'Inspection', targetDate: day(45), completedDate: null },
  ];
}

/** The receipt goes where an upload through the app would put it: under the owner's prefix. */
/** The stack's bucket (s3rver), to put the demo's files in; `destroy` when the seeding is over. */
function demoBucket(stores: DemoStores): { put: PutDemoObject; destroy: () => void } {
  const s3 = new S3Client({
    endpoint: stores.s3Endpoint,
    region: stores.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const put: PutDemoObject = async (Key, Body, ContentType) => {
    await s3.send(new PutObjectCommand({ Bucket: stores.bucketName, Key, Body, ContentType }));
  };
  return { put, destroy: () => s3.destroy() };
}

async function uploadReceipt(input: SeedInput, put: PutDemoObject): Promise<string> {
  const key = `users/${input.sub}/receipts/${randomUUID()}-cascade-home-center-receipt.png`;
  await put(key, await readFile(DEMO_RECEIPT.image), 'image/png');
  return key;
}
