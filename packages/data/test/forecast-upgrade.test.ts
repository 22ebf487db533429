// Projects and estimates stored before the forecast (no `committedByCategory`, `forecastVersion`,
// `committedCents`, change order fields): every write that moves a commitment and every read of the
// forecast works on them, upgrades them once, and leaves every forecast figure equal to the one
// recomputed from the items.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { forecastCents, type EstimateStatus } from '@reno/domain';
import {
  createChangeOrder,
  createContractor,
  createEstimate,
  createExpense,
  createProject,
  deleteEstimate,
  deleteExpense,
  deleteProject,
  getEstimate,
  forecastAggregatesOf,
  getProjectWithForecast,
  updateEstimate,
  updateExpense,
  type CapacityReport,
  type DataContext,
  type EstimateInput,
  type EstimateRecord,
  type ProjectRecord,
} from '../src/index';
import { EstimateChanges } from '../src/estimate-commitments';
import { upgradeProjectForecast } from '../src/forecast-upgrade';
import { ConcurrencyRetry, TransactionBuilder } from '../src/transaction';
import { expectConsistent, forecastFromItems, snapshot } from './invariants';
import { failingOnTransaction, InjectedFailure, newUser, storeAsOlderCode, testContext } from './support';

const ctx = testContext();

/** What the forecast added to projects and estimates: removed to get the items older code stored. */
const NEW_PROJECT_ATTRIBUTES = [
  'committedByCategory',
  'forecastVersion',
  'plannedByCategory',
  'contingencyCents',
];
const NEW_ESTIMATE_ATTRIBUTES = [
  'committedCents',
  'changeOrdersTotalCents',
  'revisedTotalWithTaxCents',
  'changeOrders',
  'category',
];

/** Rewrites every project and estimate of the user into the shape stored before the forecast. */
async function makeOld(userId: string): Promise<void> {
  await storeAsOlderCode(ctx, userId, (item) =>
    item.entity === 'project'
      ? NEW_PROJECT_ATTRIBUTES
      : item.entity === 'estimate'
        ? NEW_ESTIMATE_ATTRIBUTES
        : [],
  );
  const old = await snapshot(ctx, userId);
  expect(old.projects.every((p) => p.committedByCategory === undefined)).toBe(true);
  expect(old.estimates.every((e) => e.committedCents === undefined)).toBe(true);
}

interface OldProject {
  userId: string;
  projectId: number;
  contractorId: number;
  /** pending, approved (partly paid), approved (overpaid), rejected, approved (unpaid) */
  estimates: number[];
}

/** An old-shaped project with estimates of every status, some paid through linked expenses. */
async function oldProject(userId?: string): Promise<OldProject> {
  const owner = userId ?? (await newUser(ctx, 'pro'));
  const projectId = (await createProject(ctx, owner, { name: 'Old kitchen', budgetCents: 5_000_000 })).id;
  const contractorId = (await createContractor(ctx, owner, { name: 'Bob' })).id;
  const statuses: EstimateStatus[] = ['pending', 'approved', 'approved', 'rejected', 'approved'];
  const estimates: number[] = [];
  for (const [index, status] of statuses.entries()) {
    const estimate = await createEstimate(ctx, owner, {
      projectId,
      contractorId,
      title: `Quote ${index}`,
      amountCents: 100_000 * (index + 1),
      cashPercentageHundredths: 2_500,
      taxedPercentageHundredths: 7_500,
      taxRateHundredths: 1_300,
      date: '2025-01-10',
      status,
    });
    estimates.push(estimate.id);
  }
  await linkedExpense(owner, projectId, estimates[1] as number, 50_000);
  await linkedExpense(owner, projectId, estimates[2] as number, 400_000);
  await makeOld(owner);
  return { userId: owner, projectId, contractorId, estimates };
}

function linkedExpense(userId: string, projectId: number, estimateId: number, amountCents: number) {
  return createExpense(ctx, userId, {
    projectId,
    description: 'Payment',
    amountCents,
    category: 'labor',
    paymentMethod: 'cash',
    date: '2025-02-01',
    estimateId,
  });
}

function inputOf(estimate: EstimateRecord, changes: Partial<EstimateInput> = {}): EstimateInput {
  return {
    projectId: estimate.projectId,
    contractorId: estimate.contractorId,
    title: estimate.title,
    description: estimate.description,
    amountCents: estimate.amountCents,
    cashPercentageHundredths: estimate.cashPercentageHundredths,
    taxedPercentageHundredths: estimate.taxedPercentageHundredths,
    taxRateHundredths: estimate.taxRateHundredths,
    date: estimate.date,
    status: estimate.status,
    category: estimate.category,
    ...changes,
  };
}

async function setStatus(userId: string, estimateId: number, status: EstimateStatus) {
  const estimate = await getEstimate(ctx, userId, estimateId);
  if (!estimate) throw new Error(`estimate ${estimateId} missing`);
  return updateEstimate(ctx, userId, estimateId, inputOf(estimate, { status }));
}

/**
 * Every aggregate equals its recomputation, every project carries the marker, and the forecast read
 * through the API's path equals the one recomputed from the items. Returns the forecasts.
 */
async function expectExactForecasts(userId: string) {
  const projects = (await snapshot(ctx, userId)).projects.map((item) => Number(item.id));
  const stored: (ProjectRecord | null)[] = [];
  for (const projectId of projects) stored.push(await getProjectWithForecast(ctx, userId, projectId));
  const state = await expectConsistent(ctx, userId);
  return state.projects.map((item, index) => {
    expect(item.forecastVersion, `marker of project ${String(item.id)}`).toBe(1);
    const project = stored[index];
    if (!project) throw new Error('project vanished');
    const forecast = forecastCents(forecastAggregatesOf(project));
    expect(forecast, `forecast of project ${String(item.id)}`).toEqual(forecastFromItems(state, item));
    return forecast;
  });
}

/** Runs `work` and counts the requests it sends. */
async function countRequests(work: (counted: DataContext) => Promise<unknown>): Promise<string[]> {
  const operations: string[] = [];
  const counted = testContext({
    onConsumedCapacity: (report: CapacityReport) => operations.push(report.operation),
  });
  await work(counted);
  return operations;
}

describe('forecast aggregates of records stored before them', () => {
  it('reading the forecast upgrades an old project once; afterwards it is one GetItem', async () => {
    const old = await oldProject();
    const first = await countRequests((counted) =>
      getProjectWithForecast(counted, old.userId, old.projectId),
    );
    expect(first).toContain('TransactWriteItems');
    const [forecast] = await expectExactForecasts(old.userId);
    // Quote 1 (approved, 50,000 paid) and quote 4 (approved, unpaid) still commit; quote 2 is overpaid.
    expect(forecast?.committedRemainingCents).toBeGreaterThan(0);
    expect(forecast?.unassignedCommittedRemainingCents).toBe(forecast?.committedRemainingCents);
    const again = await countRequests((counted) =>
      getProjectWithForecast(counted, old.userId, old.projectId),
    );
    expect(again).toEqual(['GetItem']);
  });

  it('a project that has the map but not the marker gets the marker and keeps its figures', async () => {
    const userId = await newUser(ctx, 'pro');
    const { id: projectId } = await createProject(ctx, userId, { name: 'Mid', budgetCents: 900_000 });
    const contractorId = (await createContractor(ctx, userId, { name: 'Ann' })).id;
    await createEstimate(ctx, userId, {
      projectId,
      contractorId,
      title: 'Tiles',
      amountCents: 250_000,
      date: '2025-03-01',
      status: 'approved',
      category: 'materials',
    });
    await ctx.doc.send(
      new UpdateCommand({
        TableName: ctx.tableName,
        Key: { PK: `USER#${userId}`, SK: `PROJECT#${String(projectId).padStart(12, '0')}` },
        UpdateExpression: 'REMOVE forecastVersion',
      }),
    );
    const [forecast] = await expectExactForecasts(userId);
    expect(forecast?.committedRemainingCents).toBe(250_000);
  });

  it('approving and rejecting old estimates', async () => {
    const old = await oldProject();
    await setStatus(old.userId, old.estimates[0] as number, 'approved');
    await expectExactForecasts(old.userId);
    await setStatus(old.userId, old.estimates[1] as number, 'rejected');
    await setStatus(old.userId, old.estimates[3] as number, 'approved');
    const [forecast] = await expectExactForecasts(old.userId);
    expect(forecast?.committedRemainingCents).toBeGreaterThan(0);
  });

  it('a linked expense created, moved and deleted on an old approved estimate', async () => {
    const old = await oldProject();
    const expense = await linkedExpense(old.userId, old.projectId, old.estimates[4] as number, 70_000);
    await expectExactForecasts(old.userId);
    await updateExpense(ctx, old.userId, expense.id, {
      projectId: old.projectId,
      description: 'Payment',
      amountCents: 90_000,
      category: 'labor',
      paymentMethod: 'cash',
      date: '2025-02-02',
      estimateId: old.estimates[1] as number,
    });
    await expectExactForecasts(old.userId);
    await deleteExpense(ctx, old.userId, expense.id);
    await expectExactForecasts(old.userId);
  });

  it('a change order on an old approved estimate', async () => {
    const old = await oldProject();
    await createChangeOrder(ctx, old.userId, old.estimates[4] as number, {
      title: 'Extra outlet',
      amountCents: 30_000,
      status: 'approved',
      date: '2025-03-01',
    });
    const [forecast] = await expectExactForecasts(old.userId);
    const estimate = await getEstimate(ctx, old.userId, old.estimates[4] as number);
    expect(estimate?.changeOrdersTotalCents).toBeGreaterThan(30_000);
    expect(forecast?.committedRemainingCents).toBeGreaterThan(0);
  });

  it('10 concurrent approvals (and forecast reads) as the first touches of an old project', async () => {
    const userId = await newUser(ctx, 'pro');
    const { id: projectId } = await createProject(ctx, userId, { name: 'Old bath', budgetCents: 9_000_000 });
    const contractorId = (await createContractor(ctx, userId, { name: 'Bob' })).id;
    const pending: number[] = [];
    for (let index = 0; index < 10; index++) {
      const estimate = await createEstimate(ctx, userId, {
        projectId,
        contractorId,
        title: `Quote ${index}`,
        amountCents: 10_000 * (index + 1),
        taxRateHundredths: 1_300,
        date: '2025-01-10',
        status: index % 3 === 0 ? 'approved' : 'pending',
      });
      pending.push(estimate.id);
    }
    await makeOld(userId);
    const results = await Promise.allSettled([
      ...pending.map((id) => setStatus(userId, id, 'approved')),
      getProjectWithForecast(ctx, userId, projectId),
      getProjectWithForecast(ctx, userId, projectId),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [forecast] = await expectExactForecasts(userId);
    // 55 × 10,000 with 13 % tax on the taxed share.
    expect(forecast?.committedRemainingCents).toBe(621_500);
  });

  it('deleting an old estimate, and an old project whose expense paid an estimate of another old project', async () => {
    const a = await oldProject();
    const b = await oldProject(a.userId);
    await deleteEstimate(ctx, a.userId, b.estimates[4] as number);
    // An expense of project b paying an approved estimate of project a: the cascade of b moves a's commitment.
    await makeOld(a.userId);
    await linkedExpense(a.userId, b.projectId, a.estimates[4] as number, 20_000);
    await makeOld(a.userId);
    await deleteProject(ctx, a.userId, b.projectId);
    const [forecast] = await expectExactForecasts(a.userId);
    expect(forecast?.committedRemainingCents).toBeGreaterThan(0);
  });

  it('a project with more estimates than one transaction holds, upgraded in chunks, interrupted and raced', async () => {
    const userId = await newUser(ctx, 'pro');
    const { id: projectId } = await createProject(ctx, userId, { name: 'Big', budgetCents: 90_000_000 });
    const contractorId = (await createContractor(ctx, userId, { name: 'Bob' })).id;
    const ids: number[] = [];
    for (let index = 0; index < 150; index++) {
      const estimate = await createEstimate(ctx, userId, {
        projectId,
        contractorId,
        title: `Quote ${index}`,
        amountCents: 1_000 + index,
        date: '2025-01-10',
        status: 'approved',
        category: index % 2 === 0 ? 'labor' : null,
      });
      ids.push(estimate.id);
    }
    await makeOld(userId);
    // The second chunk's transaction fails: 99 estimates are counted, the map exists, no marker yet.
    const failing = failingOnTransaction(ctx, 2);
    await expect(upgradeProjectForecast(failing, userId, projectId)).rejects.toBeInstanceOf(InjectedFailure);
    const half = await snapshot(ctx, userId);
    expect(half.projects[0]?.forecastVersion).toBeUndefined();
    expect(half.estimates.filter((e) => e.committedCents !== undefined)).toHaveLength(99);
    // Writes meanwhile, to a counted and an uncounted estimate: each moves only its own term.
    await linkedExpense(userId, projectId, ids[0] as number, 500);
    await linkedExpense(userId, projectId, ids[149] as number, 700);
    await setStatus(userId, ids[120] as number, 'rejected');
    // The next read finishes the upgrade.
    const [forecast] = await expectExactForecasts(userId);
    expect(forecast?.committedRemainingCents).toBeGreaterThan(0);
  });

  it('a write built from an estimate read before the upgrade re-runs instead of counting it twice', async () => {
    const old = await oldProject();
    const estimateId = old.estimates[4] as number;
    const stale = await EstimateChanges.read(ctx, old.userId, [estimateId]);
    await upgradeProjectForecast(ctx, old.userId, old.projectId);
    stale.set(estimateId, { status: 'rejected' });
    const transaction = new TransactionBuilder(ctx);
    stale.settle(transaction);
    await expect(transaction.send()).rejects.toBeInstanceOf(ConcurrencyRetry);
    await expectExactForecasts(old.userId);
  });
});
