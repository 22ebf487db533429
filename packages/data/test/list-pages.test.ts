// Every paged list (list-pages.ts): a household with more than one page gets every item through the cursor,
// none twice, one Query per page; the last page says so; a cursor that is not this list's is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import * as data from '../src/index';
import type { ListPageOptions } from '../src/list-pages';
import { InvalidInputError } from '../src/index';
import { newUser, testContext } from './support';
import type { CapacityReport } from '../src/context';

const reports: CapacityReport[] = [];
const ctx = testContext({ onConsumedCapacity: (report) => reports.push(report) });
const COUNT = 5;

interface Paged {
  records: { id: number }[];
  nextCursor: string | null;
}

/** Follows the cursor from the first page; the ids in the order read and the Queries each page cost. */
async function readEvery(read: (options: ListPageOptions) => Promise<Paged>, limit: number) {
  const ids: number[] = [];
  const queriesPerPage: number[] = [];
  let cursor: string | null = null;
  do {
    reports.length = 0;
    const page: Paged = await read({ limit, cursor });
    queriesPerPage.push(reports.filter((report) => report.operation === 'Query').length);
    ids.push(...page.records.map((record) => record.id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, queriesPerPage };
}

describe('paged lists', () => {
  let household: string;
  let projectId: number;
  const made = { contractors: [] as number[], estimates: [] as number[], milestones: [] as number[] };
  const expenses: number[] = [];

  beforeAll(async () => {
    household = await newUser(ctx, 'pro');
    projectId = (await data.createProject(ctx, household, { name: 'Paged', budgetCents: 100_000 })).id;
    for (let n = 0; n < COUNT; n++) {
      const contractor = await data.createContractor(ctx, household, { name: `Contractor ${n}` });
      made.contractors.push(contractor.id);
      const estimate = await data.createEstimate(ctx, household, {
        projectId,
        contractorId: contractor.id,
        title: `Estimate ${n}`,
        amountCents: 1_000,
        date: '2025-01-01',
        status: 'pending',
      });
      made.estimates.push(estimate.id);
      const milestone = await data.createMilestone(ctx, household, {
        projectId,
        title: `Milestone ${n}`,
        category: 'Planning',
        targetDate: `2025-0${9 - n}-01`,
      });
      made.milestones.push(milestone.id);
      const expense = await data.createExpense(ctx, household, {
        projectId,
        description: `Expense ${n}`,
        amountCents: 100,
        category: 'materials',
        paymentMethod: 'cash',
        date: '2025-01-02',
      });
      expenses.push(expense.id);
    }
  });

  const lists = {
    contractors: (options: ListPageOptions) => data.listContractorPage(ctx, household, options),
    'estimates of the household': (options: ListPageOptions) =>
      data.listEstimatePage(ctx, household, { ...options, projectId: null }),
    'estimates of a project': (options: ListPageOptions) =>
      data.listEstimatePage(ctx, household, { ...options, projectId }),
    milestones: (options: ListPageOptions) => data.listMilestonePage(ctx, household, projectId, options),
    expenses: (options: ListPageOptions) => data.listHouseholdExpensePage(ctx, household, options),
  };
  const expected = (name: keyof typeof lists) =>
    name === 'contractors'
      ? made.contractors
      : name === 'milestones'
        ? made.milestones
        : name === 'expenses'
          ? [...expenses].reverse()
          : made.estimates;

  for (const name of Object.keys(lists) as (keyof typeof lists)[]) {
    it(`${name}: every item once through the cursor, one Query a page`, async () => {
      for (const limit of [2, COUNT, 100]) {
        const { ids, queriesPerPage } = await readEvery(lists[name], limit);
        // Milestones come in timeline order within a page: compare as sets, and check none came twice.
        if (name === 'milestones') expect([...ids].sort((a, b) => a - b)).toEqual(expected(name));
        else expect(ids).toEqual(expected(name));
        expect(new Set(ids).size).toBe(COUNT);
        expect(queriesPerPage).toEqual(new Array(Math.ceil(COUNT / limit)).fill(1));
      }
    });
  }

  it('orders each page of milestones in timeline order', async () => {
    const page = await data.listMilestonePage(ctx, household, projectId, { limit: 3 });
    // Earlier target dates first: the later-created milestones are due sooner.
    expect(page.records.map((milestone) => milestone.title)).toEqual([
      'Milestone 2',
      'Milestone 1',
      'Milestone 0',
    ]);
  });

  it("refuses a cursor it did not write, or another list's", async () => {
    const contractorCursor = (await data.listContractorPage(ctx, household, { limit: 1 })).nextCursor;
    const refused = [
      'bm9wZQ',
      Buffer.from('[1]').toString('base64url'),
      Buffer.from('["x","y","z","w"]').toString('base64url'),
    ];
    for (const cursor of refused) {
      await expect(data.listContractorPage(ctx, household, { limit: 2, cursor })).rejects.toBeInstanceOf(
        InvalidInputError,
      );
    }
    await expect(
      data.listMilestonePage(ctx, household, projectId, { limit: 2, cursor: contractorCursor }),
    ).rejects.toMatchObject({ field: 'cursor', message: 'Invalid cursor' });
    await expect(
      data.listHouseholdExpensePage(ctx, household, { limit: 2, cursor: contractorCursor }),
    ).rejects.toMatchObject({ field: 'cursor' });
  });
});
