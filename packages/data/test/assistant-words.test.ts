// The assistant's text and name lookups match whole words (issue 56): an expense whose description only
// holds the letters asked for inside a longer word ('cab' in 'Bar cabinets') is never counted, and a
// contractor named in part is one whose name holds that word (DynamoDB Local).
import { toCents, type AssistantToolResults } from '@reno/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAssistantTool } from '../src/assistant/run-tool';
import { createContractor, createExpense, createProject } from '../src/index';
import { newUser, testContext } from './support';

const ctx = testContext({ now: () => new Date('2026-11-26T15:00:00Z') });

async function run<Name extends keyof AssistantToolResults>(owner: string, name: Name, input: unknown) {
  const outcome = await runAssistantTool(ctx, owner, { name, input });
  if (!outcome.ok) throw new Error(`${name} refused: ${outcome.error.message}`);
  return outcome.result as AssistantToolResults[Name];
}

/** Each expense's description and amount in cents: pairs whose words hold one another's letters. */
const EXPENSES = [
  ['Cab fare to the showroom', 3_850],
  ['Bar cabinets', 286_000],
  ['Art prints for the hall', 9_600],
  ['Tool cart', 14_900],
  ['Toaster oven', 12_900],
  ['Woven jute rug', 18_900],
  ['Rugged work light', 7_499],
  ['Floor tiles', 61_240],
  ['Tiling labour', 90_000],
] as const;

let owner: string;
let projectId: number;

beforeAll(async () => {
  owner = await newUser(ctx, 'pro');
  projectId = (await createProject(ctx, owner, { name: 'Den', budgetCents: 5_000_000 })).id;
  for (const [description, amountCents] of EXPENSES)
    await createExpense(ctx, owner, {
      projectId,
      description,
      amountCents,
      category: 'materials',
      paymentMethod: 'cash',
      date: '2026-11-02',
    });
  for (const name of ['Jo Park', 'Bright Spark Electric'])
    await createContractor(ctx, owner, { name, specialty: 'Electrician' });
}, 60_000);

describe('whole words in the assistant lookups', () => {
  it.each([
    ['cab', ['Cab fare to the showroom']],
    ['cabs', ['Cab fare to the showroom']],
    ['cabinet', ['Bar cabinets']],
    ['art', ['Art prints for the hall']],
    ['cart', ['Tool cart']],
    ['oven', ['Toaster oven']],
    ['woven', ['Woven jute rug']],
    ['rugs', ['Woven jute rug']],
    ['rugged', ['Rugged work light']],
    ['tile', ['Floor tiles', 'Tiling labour']],
    ['ti', []],
  ])('text %j finds only %j', async (text, descriptions) => {
    const found = await run(owner, 'find_expenses', { projectId, text, order: 'largest' });
    expect(found.expenses.map((expense) => expense.description).sort()).toEqual([...descriptions].sort());
    const cents = EXPENSES.filter(([description]) =>
      (descriptions as readonly string[]).includes(description),
    )
      .map(([, amount]) => amount)
      .reduce((sum, amount) => sum + amount, 0);
    const totals = await run(owner, 'expense_totals', { projectId, text, groupBy: 'category' });
    expect([totals.count, toCents(totals.total)]).toEqual([descriptions.length, cents]);
  });

  it('finds a contractor named in part by whole words only', async () => {
    const named = async (name: string) =>
      (await run(owner, 'find_contractors', { name })).contractors.map((contractor) => contractor.name);
    expect(await named('park')).toEqual(['Jo Park']);
    expect(await named('Spark')).toEqual(['Bright Spark Electric']);
    expect(await named('bright spark')).toEqual(['Bright Spark Electric']);
    expect(await named('ark')).toEqual([]);
  });
});
