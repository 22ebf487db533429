// Payment schedules (issue 41): kept on their estimate, re-derived in the transactions that link and unlink
// expenses and change change orders, with the project's retainage held beside its commitments.
import { describe, expect, it } from 'vitest';
import { paymentScheduleInputSchema, type PaymentScheduleInput } from '@reno/domain';
import {
  createChangeOrder,
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  deleteChangeOrder,
  deleteEstimate,
  deleteExpense,
  getEstimate,
  InvalidInputError,
  NotFoundError,
  setInstallmentWaiver,
  setPaymentSchedule,
  StaleEditError,
  updateChangeOrder,
  updateEstimate,
  updateExpense,
} from '../src/index';
import { expectConsistent } from './invariants';
import { dana, newUser, sam, testContext } from './support';

const ctx = testContext();

/** A $10,000.00 approved estimate (no tax) in a project with a 'Framing' and a 'Handover' milestone. */
async function approvedEstimate() {
  const owner = await newUser(ctx, 'pro');
  const project = await createProject(ctx, owner, { name: 'Addition', budgetCents: 5_000_000 });
  const contractor = await createContractor(ctx, owner, { name: 'Priya' });
  const milestone = (title: string) =>
    createMilestone(ctx, owner, { projectId: project.id, title, category: 'Structural' });
  const framing = await milestone('Framing');
  const handover = await milestone('Handover');
  const estimate = await createEstimate(ctx, owner, {
    projectId: project.id,
    contractorId: contractor.id,
    title: 'Framing and roof',
    amountCents: 1_000_000,
    date: '2026-03-01',
    status: 'approved',
  });
  const payment = (amountCents: number, estimateId: number | null = estimate.id) => ({
    projectId: project.id,
    description: 'Payment',
    amountCents,
    category: 'labor',
    paymentMethod: 'check',
    date: '2026-03-10',
    estimateId,
  });
  const pay = (amountCents: number) => createExpense(ctx, owner, payment(amountCents));
  return { owner, project, contractor, framing, handover, estimate, payment, pay };
}
type Fixture = Awaited<ReturnType<typeof approvedEstimate>>;

/** The journey's schedule: a 10 % deposit, two progress payments of 40 % and 30 %, 5 % retainage, the final. */
function journeySchedule(f: Fixture, extra: Record<string, unknown> = {}): PaymentScheduleInput {
  return paymentScheduleInputSchema.parse({
    retainagePercentage: '5',
    installments: [
      { kind: 'deposit', percentage: '10', dueDate: '2026-03-05' },
      { kind: 'progress', percentage: '40', milestoneId: f.framing.id },
      { kind: 'progress', percentage: '30', dueDate: '2026-05-01' },
      { kind: 'final', milestoneId: f.handover.id },
    ],
    ...extra,
  });
}

/** The schedule with its installments named by number (1, 2, …), so an edit keeps them. */
const numbered = (schedule: PaymentScheduleInput): PaymentScheduleInput => ({
  ...schedule,
  installments: schedule.installments.map((installment, index) => ({ ...installment, id: index + 1 })),
});

/** The schedule with one installment changed. */
const changing = (
  schedule: PaymentScheduleInput,
  index: number,
  change: Partial<PaymentScheduleInput['installments'][number]>,
): PaymentScheduleInput => ({
  ...schedule,
  installments: schedule.installments.map((installment, at) =>
    at === index ? { ...installment, ...change } : installment,
  ),
});

const amountsOf = (estimate: { installmentPayments: { amountCents: number }[] } | null) =>
  estimate?.installmentPayments.map((payment) => payment.amountCents);
const paidOf = (estimate: { installmentPayments: { paidCents: number }[] } | null) =>
  estimate?.installmentPayments.map((payment) => payment.paidCents);

describe('a payment schedule on an estimate', () => {
  it('is stored with numbered installments whose amounts add up to the revised total', async () => {
    const f = await approvedEstimate();
    const estimate = await setPaymentSchedule(ctx, f.owner, f.estimate.id, journeySchedule(f), { by: dana });

    expect(estimate.paymentSchedule?.retainageHundredths).toBe(500);
    expect(estimate.paymentSchedule?.installments.map((i) => [i.id, i.kind, i.waiver])).toEqual([
      [1, 'deposit', null],
      [2, 'progress', null],
      [3, 'progress', null],
      [4, 'final', null],
    ]);
    // $1,000 deposit; $4,000 less $200 held; $3,000 less $150 held; the $2,000 rest plus the $350 held.
    expect(amountsOf(estimate)).toEqual([100_000, 380_000, 285_000, 235_000]);
    expect(estimate.installmentPayments.map((i) => i.retainedCents)).toEqual([0, 20_000, 15_000, 0]);
    expect(estimate.updatedBy).toEqual({ userId: dana.id, name: 'Dana' });
    expect(estimate.version).toBe(f.estimate.version + 1);
    expect(await getEstimate(ctx, f.owner, f.estimate.id)).toEqual(estimate);
    await expectConsistent(ctx, f.owner);
  });

  it('is paid down in order by the linked expenses, in the transactions that link and unlink them', async () => {
    const f = await approvedEstimate();
    await setPaymentSchedule(ctx, f.owner, f.estimate.id, journeySchedule(f));
    const deposit = await f.pay(100_000);
    const progress = await f.pay(400_000);
    let estimate = await getEstimate(ctx, f.owner, f.estimate.id);
    expect(paidOf(estimate)).toEqual([100_000, 380_000, 20_000, 0]);
    // The first progress payment is paid in full: its $200 is held.
    expect(estimate?.retainageHeldCents).toBe(20_000);
    let state = await expectConsistent(ctx, f.owner);
    expect(state.projects[0]?.retainageHeldCents).toBe(20_000);

    await updateExpense(ctx, f.owner, progress.id, f.payment(400_000, null));
    estimate = await getEstimate(ctx, f.owner, f.estimate.id);
    expect(paidOf(estimate)).toEqual([100_000, 0, 0, 0]);
    expect(estimate?.retainageHeldCents).toBe(0);
    state = await expectConsistent(ctx, f.owner);
    expect(state.projects[0]?.retainageHeldCents).toBe(0);

    await f.pay(1_000_000 - 100_000);
    estimate = await getEstimate(ctx, f.owner, f.estimate.id);
    expect(paidOf(estimate)).toEqual(amountsOf(estimate));
    expect(estimate?.retainageHeldCents).toBe(0);
    await deleteExpense(ctx, f.owner, deposit.id);
    expect(paidOf(await getEstimate(ctx, f.owner, f.estimate.id))).toEqual([
      100_000, 380_000, 285_000, 135_000,
    ]);
    await expectConsistent(ctx, f.owner);
  });

  it('holds retainage on the project only while the estimate is approved', async () => {
    const f = await approvedEstimate();
    await setPaymentSchedule(ctx, f.owner, f.estimate.id, journeySchedule(f));
    await f.pay(480_000);
    const input = { ...f.estimate, amountCents: f.estimate.amountCents, status: 'pending' as const };
    await updateEstimate(ctx, f.owner, f.estimate.id, input);
    let state = await expectConsistent(ctx, f.owner);
    expect(state.projects[0]?.retainageHeldCents).toBe(0);
    await updateEstimate(ctx, f.owner, f.estimate.id, { ...input, status: 'approved' });
    state = await expectConsistent(ctx, f.owner);
    expect(state.projects[0]?.retainageHeldCents).toBe(20_000);
  });

  it('adds a change order to the final payment unless placed, and forgets a deleted one', async () => {
    const f = await approvedEstimate();
    const order = (amountCents: number) =>
      createChangeOrder(ctx, f.owner, f.estimate.id, {
        title: 'Skylight',
        amountCents,
        status: 'approved',
        date: '2026-04-01',
      });
    const skylight = await order(50_000);
    const credit = await order(-10_000);
    await setPaymentSchedule(ctx, f.owner, f.estimate.id, journeySchedule(f));
    expect(amountsOf(await getEstimate(ctx, f.owner, f.estimate.id))).toEqual([
      100_000, 380_000, 285_000, 275_000,
    ]);

    const placed = changing(numbered(journeySchedule(f)), 2, { changeOrderIds: [skylight.id] });
    await setPaymentSchedule(ctx, f.owner, f.estimate.id, placed);
    // The third installment asks $3,500 less 5 % held; the final the rest ($1,900) and $375 held.
    expect(amountsOf(await getEstimate(ctx, f.owner, f.estimate.id))).toEqual([
      100_000, 380_000, 332_500, 227_500,
    ]);

    await updateChangeOrder(ctx, f.owner, skylight.id, {
      title: 'Skylight',
      amountCents: 50_000,
      status: 'rejected',
      date: '2026-04-01',
    });
    expect(amountsOf(await getEstimate(ctx, f.owner, f.estimate.id))).toEqual([
      100_000, 380_000, 285_000, 225_000,
    ]);
    await deleteChangeOrder(ctx, f.owner, skylight.id);
    const estimate = await getEstimate(ctx, f.owner, f.estimate.id);
    expect(estimate?.paymentSchedule?.installments[2]?.changeOrderIds).toEqual([]);
    expect(amountsOf(estimate)).toEqual([100_000, 380_000, 285_000, 225_000]);
    await deleteChangeOrder(ctx, f.owner, credit.id);
    await expectConsistent(ctx, f.owner);
  });

  it('keeps installment numbers and waivers across edits and never reuses a number', async () => {
    const f = await approvedEstimate();
    await setPaymentSchedule(ctx, f.owner, f.estimate.id, journeySchedule(f));
    const waiver = {
      objectKey: `users/${f.owner}/waivers/deposit.pdf`,
      type: 'conditional',
      payment: 'progress',
    } as const;
    const { estimate: waived, replacedObjectKey } = await setInstallmentWaiver(
      ctx,
      f.owner,
      f.estimate.id,
      1,
      waiver,
      {
        by: sam,
      },
    );
    expect(replacedObjectKey).toBeNull();
    expect(waived.paymentSchedule?.installments[0]?.waiver).toEqual(waiver);
    expect(waived.updatedBy).toEqual({ userId: sam.id, name: 'Sam' });

    // Drop the second progress payment (3), keep the rest by number, add a new one.
    const edit = journeySchedule(f);
    const [deposit, first, , last] = edit.installments;
    const added = { ...first!, id: null, percentHundredths: 1_000, milestoneId: null, dueDate: '2026-06-01' };
    const estimate = await setPaymentSchedule(ctx, f.owner, f.estimate.id, {
      ...edit,
      installments: [{ ...deposit!, id: 1 }, { ...first!, id: 2 }, added, { ...last!, id: 4 }],
    });
    expect(estimate.paymentSchedule?.installments.map((i) => [i.id, i.waiver?.objectKey ?? null])).toEqual([
      [1, waiver.objectKey],
      [2, null],
      [5, null],
      [4, null],
    ]);

    const replacement = {
      ...waiver,
      objectKey: `users/${f.owner}/waivers/deposit-2.pdf`,
      type: 'unconditional',
    } as const;
    const replaced = await setInstallmentWaiver(ctx, f.owner, f.estimate.id, 1, replacement);
    expect(replaced.replacedObjectKey).toBe(waiver.objectKey);
    await expectConsistent(ctx, f.owner);
  });

  it('refuses what does not fit the estimate, and leaves it as it was', async () => {
    const f = await approvedEstimate();
    await setPaymentSchedule(ctx, f.owner, f.estimate.id, journeySchedule(f));
    await setInstallmentWaiver(ctx, f.owner, f.estimate.id, 4, {
      objectKey: `users/${f.owner}/waivers/final.pdf`,
      type: 'unconditional',
      payment: 'final',
    });
    const before = await getEstimate(ctx, f.owner, f.estimate.id);
    const other = await createProject(ctx, f.owner, { name: 'Garage', budgetCents: 100_000 });
    const elsewhere = await createMilestone(ctx, f.owner, {
      projectId: other.id,
      title: 'Slab',
      category: 'Structural',
    });
    const schedule = journeySchedule(f);
    const attempts: [PaymentScheduleInput | null, string][] = [
      [changing(schedule, 0, { id: 9 }), 'installments.0.id'],
      [changing(schedule, 0, { changeOrderIds: [12] }), 'installments.0.changeOrderIds'],
      [changing(schedule, 0, { amountCents: 1_000_001, percentHundredths: null }), 'installments'],
      // Installment 4 holds a waiver: neither dropping it nor the whole schedule may lose the document.
      [schedule, 'installments'],
      [null, 'installments'],
      [{ ...schedule, installments: schedule.installments.slice(0, 3) }, 'installments.2.kind'],
    ];
    for (const [input, field] of attempts) {
      const attempt = setPaymentSchedule(ctx, f.owner, f.estimate.id, input);
      await expect(attempt).rejects.toBeInstanceOf(InvalidInputError);
      await expect(attempt).rejects.toMatchObject({ field });
    }
    // A milestone of another project.
    const kept = changing(numbered(schedule), 1, { milestoneId: elsewhere.id });
    await expect(setPaymentSchedule(ctx, f.owner, f.estimate.id, kept)).rejects.toBeInstanceOf(NotFoundError);
    await expect(setInstallmentWaiver(ctx, f.owner, f.estimate.id, 7, null)).rejects.toMatchObject({
      field: 'installmentId',
    });
    expect(await getEstimate(ctx, f.owner, f.estimate.id)).toEqual(before);
  });

  it('is an edit of the estimate: a schedule set on a version someone changed since is refused, naming them', async () => {
    const f = await approvedEstimate();
    const opened = f.estimate.version;
    await setPaymentSchedule(ctx, f.owner, f.estimate.id, journeySchedule(f), { by: sam });
    const stale = setPaymentSchedule(ctx, f.owner, f.estimate.id, journeySchedule(f), {
      by: dana,
      expectedVersion: opened,
    });
    await expect(stale).rejects.toBeInstanceOf(StaleEditError);
    await expect(stale).rejects.toMatchObject({ changedBy: 'Sam' });
    // Linking an expense is no edit of the estimate: the schedule is set on the version still open.
    await f.pay(1_000);
    const estimate = await setPaymentSchedule(ctx, f.owner, f.estimate.id, numbered(journeySchedule(f)), {
      by: dana,
      expectedVersion: opened + 1,
    });
    expect(estimate.updatedBy.name).toBe('Dana');
  });

  it('goes with its estimate: the waivers are deleted with it and the retainage leaves the project', async () => {
    const f = await approvedEstimate();
    await setPaymentSchedule(ctx, f.owner, f.estimate.id, journeySchedule(f));
    const objectKey = `users/${f.owner}/waivers/deposit.pdf`;
    await setInstallmentWaiver(ctx, f.owner, f.estimate.id, 1, {
      objectKey,
      type: 'unconditional',
      payment: 'progress',
    });
    await f.pay(480_000);
    const { objectKeys } = await deleteEstimate(ctx, f.owner, f.estimate.id);
    expect(objectKeys).toEqual([objectKey]);
    const state = await expectConsistent(ctx, f.owner);
    expect(state.projects[0]?.retainageHeldCents).toBe(0);
  });
});
