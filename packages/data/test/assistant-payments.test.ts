// The assistant's payment lookups (issue 41): what is due or overdue on the clock's today, which payments
// lack a lien waiver, and the approved estimates that have no schedule, with every figure worked out here
// from the seeded schedules (DynamoDB Local).
import { paymentScheduleInputSchema, type AssistantToolResults } from '@reno/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { missingLienWaiversTool, paymentScheduleTool } from '../src/assistant/payment-tools';
import { runAssistantTool } from '../src/assistant/run-tool';
import type { CapacityReport } from '../src/context';
import {
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  setInstallmentWaiver,
  setPaymentSchedule,
} from '../src/index';
import { newUser, testContext } from './support';

const NOW = () => new Date('2026-11-26T15:00:00Z');
const reports: CapacityReport[] = [];
const ctx = testContext({ now: NOW, onConsumedCapacity: (report) => reports.push(report) });

async function run<Name extends keyof AssistantToolResults>(userId: string, name: Name, input: unknown) {
  const outcome = await runAssistantTool(ctx, userId, { name, input });
  if (!outcome.ok) throw new Error(`${name} refused: ${outcome.error.message}`);
  return { result: outcome.result as AssistantToolResults[Name], lookedAt: outcome.lookedAt };
}

/**
 * A kitchen with 'Framing' (target Nov 20, open) and 'Handover' (no target) milestones and four estimates:
 * - Marcus's $10,000.00 with a 10 % deposit due Nov 2, 40 % on Framing, 30 % due Dec 10 and the final on
 *   Handover, 5 % retainage; $1,500.00 paid (the deposit and $500.00 of the first progress payment);
 * - Ana's $2,000.00 with a $500.00 deposit due Oct 15 (unpaid: overdue) and the final due Dec 20;
 * - Lee's $800.00 with only a final payment due Oct 1, paid in full, its waiver conditional;
 * - Priya's $3,000.00 approved without a schedule, $300.00 paid; and a pending one of Priya's.
 */
async function seed() {
  const owner = await newUser(ctx, 'pro');
  const project = await createProject(ctx, owner, { name: 'Kitchen', budgetCents: 5_000_000 });
  const framing = await createMilestone(ctx, owner, {
    projectId: project.id,
    title: 'Framing',
    category: 'Structural',
    targetDate: '2026-11-20',
  });
  const handover = await createMilestone(ctx, owner, {
    projectId: project.id,
    title: 'Handover',
    category: 'Final Touches',
  });
  const contractors = new Map<string, number>();
  const contractorId = async (name: string) => {
    if (!contractors.has(name)) contractors.set(name, (await createContractor(ctx, owner, { name })).id);
    return contractors.get(name)!;
  };
  const estimate = async (
    contractor: string,
    amountCents: number,
    status: 'approved' | 'pending' = 'approved',
  ) =>
    createEstimate(ctx, owner, {
      projectId: project.id,
      contractorId: await contractorId(contractor),
      title: `${contractor}'s work`,
      amountCents,
      date: '2026-09-01',
      status,
    });
  const pay = (estimateId: number, amountCents: number) =>
    createExpense(ctx, owner, {
      projectId: project.id,
      description: 'Payment',
      amountCents,
      category: 'labor',
      paymentMethod: 'check',
      date: '2026-11-03',
      estimateId,
    });
  const schedule = (estimateId: number, input: unknown) =>
    setPaymentSchedule(ctx, owner, estimateId, paymentScheduleInputSchema.parse(input));
  const marcus = await estimate('Marcus Bell', 1_000_000);
  await schedule(marcus.id, {
    retainagePercentage: '5',
    installments: [
      { kind: 'deposit', percentage: '10', dueDate: '2026-11-02' },
      { kind: 'progress', percentage: '40', milestoneId: framing.id },
      { kind: 'progress', percentage: '30', dueDate: '2026-12-10' },
      { kind: 'final', milestoneId: handover.id },
    ],
  });
  await pay(marcus.id, 150_000);
  const ana = await estimate('Ana Ruiz', 200_000);
  await schedule(ana.id, {
    installments: [
      { kind: 'deposit', amount: '500', dueDate: '2026-10-15' },
      { kind: 'final', dueDate: '2026-12-20' },
    ],
  });
  const lee = await estimate('Lee Chen', 80_000);
  await schedule(lee.id, { installments: [{ kind: 'final', dueDate: '2026-10-01' }] });
  await pay(lee.id, 80_000);
  const waiver = { objectKey: `${owner}/waiver.pdf`, type: 'conditional', payment: 'final' } as const;
  await setInstallmentWaiver(ctx, owner, lee.id, 1, waiver);
  const priya = await estimate('Priya Nair', 300_000);
  await pay(priya.id, 30_000);
  const pending = await estimate('Priya Nair', 100_000, 'pending');
  return { owner, project, framing, handover, marcus, ana, lee, priya, pending };
}

describe('the payment lookups', () => {
  let s: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    s = await seed();
  }, 60_000);

  it("answers 'what is due this month?' with the overdue ones, and the estimates without a schedule", async () => {
    const { result, lookedAt } = await run(s.owner, 'payment_schedule', {
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // Ana's deposit (overdue since Oct 15), Marcus's first progress payment (expected on Framing, Nov 20):
    // $4,000.00 less 5 % retainage is $3,800.00, of which $500.00 is paid.
    expect(
      result.installments.map((row) => [row.contractorName, row.name, row.status, row.dueOn, row.left]),
    ).toEqual([
      ['Ana Ruiz', 'Deposit', 'overdue', '2026-10-15', '500.00'],
      ['Marcus Bell', 'Progress payment', 'partlyPaid', '2026-11-20', '3300.00'],
    ]);
    expect(result.installments[1]).toMatchObject({
      estimateId: s.marcus.id,
      projectName: 'Kitchen',
      number: 2,
      dueDate: null,
      milestone: { id: s.framing.id, title: 'Framing', targetDate: '2026-11-20', completedDate: null },
      amount: '3800.00',
      paid: '500.00',
      retained: '200.00',
      statusLabel: 'Partly paid',
      waiver: null,
    });
    expect(result).toMatchObject({
      asOf: '2026-11-26',
      count: 2,
      left: '3800.00',
      overdueCount: 1,
      overdueLeft: '500.00',
      unscheduled: [
        { estimateId: s.priya.id, contractorName: 'Priya Nair', paid: '300.00', remaining: '2700.00' },
      ],
    });
    expect(lookedAt).toBe(
      'Payment schedules · unpaid · due Nov 1, 2026 – Nov 30, 2026 or overdue · all projects: ' +
        '2 installments, 1 estimate without a schedule',
    );
  });

  it("gives one estimate's whole schedule, paid installments too", async () => {
    const { result } = await run(s.owner, 'payment_schedule', { estimateId: s.marcus.id, unpaidOnly: false });
    expect(
      result.installments.map((row) => [row.name, row.amount, row.paid, row.retained, row.statusLabel]),
    ).toEqual([
      ['Deposit', '1000.00', '1000.00', '0.00', 'Paid'],
      ['Progress payment', '3800.00', '500.00', '200.00', 'Partly paid'],
      ['Progress payment', '2850.00', '0.00', '150.00', 'Upcoming'],
      // The rest ($2,000.00) and the $350.00 retainage it releases; Handover has no target date.
      ['Final payment', '2350.00', '0.00', '0.00', 'Upcoming'],
    ]);
    expect(result.installments[3]).toMatchObject({ dueOn: null, milestone: { title: 'Handover' } });
    expect(result.unscheduled).toEqual([]);
  });

  it('says an approved estimate has no schedule rather than making one up', async () => {
    const { result, lookedAt } = await run(s.owner, 'payment_schedule', { contractor: 'Priya Nair' });
    expect(result.installments).toEqual([]);
    expect(result.unscheduled).toEqual([
      {
        estimateId: s.priya.id,
        title: "Priya Nair's work",
        projectName: 'Kitchen',
        contractorName: 'Priya Nair',
        paid: '300.00',
        remaining: '2700.00',
      },
    ]);
    expect(lookedAt).toBe(
      'Payment schedules · unpaid · Priya Nair · all projects: 0 installments, 1 estimate without a schedule',
    );
  });

  it('lists the payments that lack a lien waiver, and the final one without a final unconditional waiver', async () => {
    const { result, lookedAt } = await run(s.owner, 'missing_lien_waivers', {});
    expect(result.installments.map((row) => [row.contractorName, row.name, row.paid, row.reason])).toEqual([
      ['Marcus Bell', 'Deposit', '1000.00', 'no_waiver'],
      ['Marcus Bell', 'Progress payment', '500.00', 'no_waiver'],
      ['Lee Chen', 'Final payment', '800.00', 'not_final_unconditional'],
    ]);
    expect(result).toMatchObject({ count: 3, paidWithoutWaiver: '2300.00' });
    expect(result.unscheduled.map((estimate) => estimate.estimateId)).toEqual([s.priya.id]);
    expect(lookedAt).toBe(
      'Lien waivers · paid installments · all projects: 3 payments without the waiver it needs',
    );

    // The deposit's waiver arrives, and Lee's final unconditional one: only the partly paid payment is left.
    await setInstallmentWaiver(ctx, s.owner, s.marcus.id, 1, {
      objectKey: `${s.owner}/deposit-waiver.pdf`,
      type: 'conditional',
      payment: 'progress',
    });
    await setInstallmentWaiver(ctx, s.owner, s.lee.id, 1, {
      objectKey: `${s.owner}/final-waiver.pdf`,
      type: 'unconditional',
      payment: 'final',
    });
    const after = await run(s.owner, 'missing_lien_waivers', { projectId: s.project.id });
    expect(after.result.installments.map((row) => [row.name, row.reason])).toEqual([
      ['Progress payment', 'no_waiver'],
    ]);
    expect(after.result.paidWithoutWaiver).toBe('500.00');
  });

  it('reads the projects, the estimates a page at a time, the milestones installments wait for and the names by id', async () => {
    reports.length = 0;
    const whole = await paymentScheduleTool(ctx, s.owner, { contractor: 'Ana Ruiz' });
    // Projects and contractors at once, the estimates, the contractors' names (Ana's waits for no milestone).
    expect(reports.map((report) => report.operation).sort()).toEqual([
      'BatchGetItem',
      'Query',
      'Query',
      'Query',
    ]);
    reports.length = 0;
    const paged = await paymentScheduleTool(ctx, s.owner, { contractor: 'Ana Ruiz' }, { pageSize: 1 });
    expect(paged.result).toEqual(whole.result);
    // Pages of one: a Query per contractor and per estimate (and one that finds each list's end).
    expect(reports.filter((report) => report.operation === 'Query').length).toBeGreaterThan(6);
    reports.length = 0;
    const waivers = await missingLienWaiversTool(ctx, s.owner, {});
    // The projects and the estimates; the milestones and the names, a BatchGetItem each.
    expect(reports.map((report) => report.operation).sort()).toEqual([
      'BatchGetItem',
      'BatchGetItem',
      'Query',
      'Query',
    ]);
    expect((await missingLienWaiversTool(ctx, s.owner, {}, { pageSize: 1 })).result).toEqual(waivers.result);
  });

  it('refuses what the caller does not have, and an estimate that is not approved', async () => {
    const refusal = async (input: unknown) => {
      const outcome = await runAssistantTool(ctx, s.owner, { name: 'payment_schedule', input });
      return outcome.ok ? null : outcome.error;
    };
    expect(await refusal({ estimateId: s.pending.id })).toEqual({
      code: 'not_found',
      message: `Estimate ${s.pending.id} is pending, not approved: nothing is scheduled or owed on it.`,
    });
    expect((await refusal({ estimateId: 999_999 }))?.message).toBe(
      'There is no estimate 999999; list_estimates gives the ids.',
    );
    expect((await refusal({ projectId: 999_999 }))?.message).toBe(
      'There is no project 999999; list_projects gives the ids.',
    );
    expect((await refusal({ from: '2026-02-30' }))?.code).toBe('invalid_input');
    const stranger = await newUser(ctx);
    const { result } = await run(stranger, 'payment_schedule', {});
    expect(result).toMatchObject({ count: 0, installments: [], unscheduled: [] });
  });
});
