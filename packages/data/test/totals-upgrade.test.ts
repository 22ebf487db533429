// Projects and expenses stored before the assistant's totals (no paidByContractor/countByContractor maps,
// no totalsVersion, no inTotals, month items with day counts only): a tool call or any expense write
// upgrades the project once, and the totals then equal the ones recomputed from the expenses.
import { centsToDecimal } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import {
  createContractor,
  createExpense,
  createProject,
  deleteContractor,
  deleteExpense,
  deleteProject,
  updateExpense,
  type CapacityReport,
  type ExpenseInput,
} from '../src/index';
import { runAssistantTool } from '../src/assistant/run-tool';
import { upgradeProjectTotals } from '../src/totals-upgrade';
import { expectConsistent, snapshot } from './invariants';
import { failingOnTransaction, InjectedFailure, newUser, storeAsOlderCode, testContext } from './support';

const ctx = testContext();

/** Rewrites the user's items into the shape stored before the totals. */
async function makeOld(userId: string): Promise<void> {
  await storeAsOlderCode(ctx, userId, (item) =>
    item.entity === 'project'
      ? ['paidByContractor', 'countByContractor', 'totalsVersion']
      : item.entity === 'expense'
        ? ['inTotals']
        : String(item.SK).startsWith('PROJDAYS#')
          ? Object.keys(item).filter((name) => /^(cents|count)_/.test(name))
          : [],
  );
  const old = await snapshot(ctx, userId);
  expect(old.expenses.every((e) => e.inTotals === undefined)).toBe(true);
  expect(old.projects.every((p) => p.paidByContractor === undefined)).toBe(true);
}

async function oldProject(expenseCount: number) {
  const userId = await newUser(ctx, 'pro');
  const project = await createProject(ctx, userId, { name: 'Old house', budgetCents: 9_000_000 });
  const contractors = [
    (await createContractor(ctx, userId, { name: 'Marcus Bell' })).id,
    (await createContractor(ctx, userId, { name: 'Ana Ruiz' })).id,
  ];
  const inputs: ExpenseInput[] = [];
  const ids: number[] = [];
  for (let index = 0; index < expenseCount; index++) {
    const input: ExpenseInput = {
      projectId: project.id,
      description: `Item ${index}`,
      amountCents: 1_000 + index * 37,
      category: ['materials', 'labor', 'tools'][index % 3] as string,
      paymentMethod: ['cash', 'check'][index % 2] as string,
      date: `2025-0${1 + (index % 5)}-1${index % 9}`,
      contractorId: index % 4 === 0 ? null : (contractors[index % 2] as number),
    };
    inputs.push(input);
    ids.push((await createExpense(ctx, userId, input)).id);
  }
  await makeOld(userId);
  return { userId, projectId: project.id, contractors, inputs, ids };
}

describe('totals of records stored before them', () => {
  it('a tool call upgrades an old project in chunks, once; then the totals are 2 reads', async () => {
    const old = await oldProject(70);
    await expectConsistent(ctx, old.userId);
    const outcome = await runAssistantTool(ctx, old.userId, {
      name: 'expense_totals',
      input: { groupBy: 'contractor', projectId: old.projectId },
    });
    expect(outcome.ok && outcome.source).toBe('aggregates');
    const paidMarcus = old.inputs
      .filter((input) => input.contractorId === old.contractors[0])
      .reduce((sum, input) => sum + input.amountCents, 0);
    expect(outcome.ok && outcome.result).toMatchObject({
      count: 70,
      groups: expect.arrayContaining([
        expect.objectContaining({ label: 'Marcus Bell', total: centsToDecimal(paidMarcus) }),
      ]),
    });
    const state = await expectConsistent(ctx, old.userId);
    expect(state.projects[0]?.totalsVersion).toBe(1);
    expect(state.expenses.every((e) => e.inTotals === 1)).toBe(true);

    const reports: CapacityReport[] = [];
    const counted = testContext({ onConsumedCapacity: (report) => reports.push(report) });
    await runAssistantTool(counted, old.userId, {
      name: 'expense_totals',
      input: { groupBy: 'month', projectId: old.projectId },
    });
    expect(reports.map((report) => report.operation)).toEqual(['GetItem', 'Query']);
  });

  it('every expense write, and both cascades, on old records keep the totals exact', async () => {
    const old = await oldProject(8);
    // Deleting an uncounted expense subtracts nothing from the totals (and needs no upgrade).
    await deleteExpense(ctx, old.userId, old.ids[0] as number);
    await expectConsistent(ctx, old.userId);
    // Moving one to another contractor, method and month: the write upgrades the project first.
    await updateExpense(ctx, old.userId, old.ids[1] as number, {
      ...(old.inputs[1] as ExpenseInput),
      contractorId: old.contractors[0] as number,
      paymentMethod: 'credit_card',
      date: '2025-09-09',
    });
    let state = await expectConsistent(ctx, old.userId);
    expect(state.projects[0]?.totalsVersion).toBe(1);
    await createExpense(ctx, old.userId, { ...(old.inputs[2] as ExpenseInput), amountCents: 4_321 });
    await deleteContractor(ctx, old.userId, old.contractors[1] as number);
    state = await expectConsistent(ctx, old.userId);
    expect(state.expenses.some((e) => e.contractorId === old.contractors[1])).toBe(false);

    // An old project's contractor cascade before any upgrade, then its project cascade.
    const other = await oldProject(6);
    await deleteContractor(ctx, other.userId, other.contractors[0] as number);
    await expectConsistent(ctx, other.userId);
    await deleteProject(ctx, other.userId, other.projectId);
    await expectConsistent(ctx, other.userId);
  });

  it('an interrupted upgrade is finished by the next one, with writes in between counted once', async () => {
    const old = await oldProject(65);
    const failing = failingOnTransaction(ctx, 2);
    await expect(upgradeProjectTotals(failing, old.userId, old.projectId)).rejects.toBeInstanceOf(
      InjectedFailure,
    );
    const half = await snapshot(ctx, old.userId);
    expect(half.projects[0]?.totalsVersion).toBeUndefined();
    expect(half.expenses.filter((e) => e.inTotals !== undefined)).toHaveLength(30);
    await expectConsistent(ctx, old.userId);
    // A counted and an uncounted expense change meanwhile.
    await updateExpense(ctx, old.userId, old.ids[0] as number, {
      ...(old.inputs[0] as ExpenseInput),
      amountCents: 77,
    });
    await updateExpense(ctx, old.userId, old.ids[64] as number, {
      ...(old.inputs[64] as ExpenseInput),
      amountCents: 88,
    });
    await upgradeProjectTotals(ctx, old.userId, old.projectId);
    const state = await expectConsistent(ctx, old.userId);
    expect(state.projects[0]?.totalsVersion).toBe(1);
  });

  it('10 concurrent writes and tool calls as the first touches of an old project', async () => {
    const old = await oldProject(40);
    await Promise.all([
      ...old.ids.slice(0, 5).map((id, index) =>
        updateExpense(ctx, old.userId, id, {
          ...(old.inputs[index] as ExpenseInput),
          contractorId: old.contractors[1] as number,
          paymentMethod: 'financing',
        }),
      ),
      ...[1, 2, 3].map((n) =>
        createExpense(ctx, old.userId, { ...(old.inputs[n] as ExpenseInput), amountCents: n * 100 }),
      ),
      runAssistantTool(ctx, old.userId, {
        name: 'expense_totals',
        input: { groupBy: 'month', projectId: old.projectId },
      }),
      runAssistantTool(ctx, old.userId, { name: 'list_projects', input: {} }),
    ]);
    const state = await expectConsistent(ctx, old.userId);
    expect(state.projects[0]?.totalsVersion).toBe(1);
    expect(state.expenses).toHaveLength(43);
  });
});
