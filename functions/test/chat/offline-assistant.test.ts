import {
  createExpense,
  createMaintenanceTask,
  createProject,
  updateHome,
  type DataContext,
} from '@reno/data';
import { FIRST_HOME_ID } from '@reno/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../src/lib/chat/providers/offline-provider';
import { NEEDS_CLOUD_MODEL } from '../../src/lib/chat/providers/offline-provider';
import { seedKitchenAndLaundry } from '../support/home-items';
import { chatEvent, chatHarness } from './support/chat-harness';
import { newUser, testTable } from './support/dynamodb';
import {
  ESTIMATES,
  EXPENSES,
  MILESTONES,
  NOW,
  PROJECT,
  seedKitchenRemodel,
  TODAY,
} from './support/kitchen-remodel';
import { startTestIssuer, type TestIssuer } from './support/test-issuer';

// Expected figures are worked out here from the seed inputs, independently of the code under test.
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const spent = sum(EXPENSES.map((expense) => expense.amountCents));
const byCategory = (category: string) =>
  sum(EXPENSES.filter((expense) => expense.category === category).map((expense) => expense.amountCents));
const totalWithTax = (estimate: (typeof ESTIMATES)[number]) => {
  const cash = (estimate.amountCents * estimate.cash) / 10_000;
  const taxed = (estimate.amountCents * estimate.taxed) / 10_000;
  return Math.round(cash) + Math.round(taxed) + Math.round((taxed * estimate.rate) / 10_000);
};
const paidOn = (key: string) =>
  sum(
    EXPENSES.filter((expense) => 'estimate' in expense && expense.estimate === key).map((e) => e.amountCents),
  );
const newestFirst = [...EXPENSES].sort((a, b) => b.date.localeCompare(a.date));
const overdue = MILESTONES.filter((m) => !m.completed && m.targetDate !== null && m.targetDate < TODAY);
const upcoming = MILESTONES.filter((m) => !m.completed && m.targetDate !== null && m.targetDate >= TODAY);

let issuer: TestIssuer;
let ctx: DataContext;
let sub: string;
let projectId: number;
let ask: (question: string) => Promise<string>;
let askAs: (user: string, question: string, selected?: number) => Promise<string>;

beforeAll(async () => {
  issuer = await startTestIssuer();
  ctx = testTable().context(() => NOW);
  sub = await newUser(ctx, 'pro');
  ({ projectId } = await seedKitchenRemodel(ctx, sub));
  const send = chatHarness({ issuer, ctx, now: () => NOW, provider: createOfflineProvider() });
  ask = (question) => askAs(sub, question, projectId);
  askAs = async (user, question, selected) => {
    const body = { content: question, ...(selected === undefined ? {} : { projectId: selected }) };
    const response = await send(chatEvent({ method: 'POST', token: issuer.idToken(user), body }));
    const events = response.events();
    expect(events.at(-1)).toBe('[DONE]');
    const complete = events.find((event) => (event as { type?: string }).type === 'complete') as
      { message: { content: string } } | undefined;
    if (!complete) throw new Error(`No answer to "${question}": ${response.body}`);
    return complete.message.content;
  };
  return () => issuer.close();
});

describe('offline assistant on the kitchen remodel (DynamoDB Local, through the chat handler)', () => {
  it('1. states the budget', async () => {
    expect(await ask("What's my total budget?")).toContain(usd(PROJECT.budgetCents));
  });

  it('2. states what was spent, how many expenses and the share of the budget', async () => {
    const answer = await ask('How much have I spent so far?');
    expect(answer).toContain(usd(spent));
    expect(answer).toContain(`${EXPENSES.length} expenses`);
  });

  it('3. states what remains', async () => {
    const answer = await ask('How much money do I have left?');
    expect(answer).toContain(`${usd(PROJECT.budgetCents - spent)}**`);
    expect(answer).toContain('remaining');
  });

  it('4. answers "am I over budget?" with the margin', async () => {
    const answer = await ask('Am I over budget?');
    expect(answer).toContain(usd(PROJECT.budgetCents - spent));
    expect(answer).not.toContain('over the');
  });

  it('5. breaks spending down by category', async () => {
    const answer = await ask('Show me my spending by category');
    for (const [label, category] of [
      ['Materials', 'materials'],
      ['Labor', 'labor'],
      ['Permits', 'permits'],
      ['Tools', 'tools'],
    ] as const) {
      const count = EXPENSES.filter((expense) => expense.category === category).length;
      expect(answer).toContain(`| ${label} | ${usd(byCategory(category))} | ${count} |`);
    }
    expect(answer).toContain(`| **Total** | **${usd(spent)}** | ${EXPENSES.length} |`);
  });

  it('6. answers for one category: materials', async () => {
    const answer = await ask('How much did I spend on materials?');
    expect(answer).toContain(usd(byCategory('materials')));
    expect(answer).toContain(`${EXPENSES.filter((e) => e.category === 'materials').length} expenses`);
    expect(answer).not.toContain(usd(spent));
  });

  it('7. answers for one category: labor', async () => {
    expect(await ask('What are my labor costs?')).toContain(usd(byCategory('labor')));
  });

  it('8. lists the recent expenses, newest first', async () => {
    const answer = await ask('What were my most recent expenses?');
    const positions = newestFirst.map((expense) => answer.indexOf(expense.description));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(answer).toContain(`${newestFirst[0]!.description}: **${usd(newestFirst[0]!.amountCents)}**`);
  });

  it('9. gives each estimate its total with tax and payment progress', async () => {
    const answer = await ask('How are my contractor estimates looking?');
    const wiring = ESTIMATES[0];
    const sink = ESTIMATES[1];
    expect(answer).toContain(`revised total **${usd(totalWithTax(wiring))}**`);
    expect(answer).toContain(
      `paid ${usd(paidOn('wiring'))}, **${usd(totalWithTax(wiring) - paidOn('wiring'))}** remaining`,
    );
    expect(answer).toContain(`revised total **${usd(totalWithTax(sink))}**`);
    expect(answer).toContain(`paid ${usd(paidOn('sink'))}: nothing remaining`);
  });

  it('10. says what is still owed to the electrician', async () => {
    const answer = await ask('How much do I still owe the electrician?');
    expect(answer).toContain('Bright Spark Electric');
    expect(answer).toContain(usd(totalWithTax(ESTIMATES[0]) - paidOn('wiring')));
  });

  it('11. names the overdue milestones, and only those', async () => {
    const answer = await ask('Is anything overdue?');
    expect(overdue.length).toBeGreaterThan(0);
    for (const milestone of overdue) expect(answer).toContain(`**${milestone.title}**`);
    for (const milestone of MILESTONES.filter((m) => !overdue.includes(m)))
      expect(answer).not.toContain(milestone.title);
  });

  it("12. walks the timeline and names what's next", async () => {
    const answer = await ask("What's next on my timeline?");
    const completed = MILESTONES.filter((m) => m.completed).length;
    expect(answer).toContain(
      `${MILESTONES.length} milestones: ${completed} completed, ${MILESTONES.length - completed} open`,
    );
    expect(answer).toContain(`Next up: **${upcoming[0]!.title}** by ${upcoming[0]!.targetDate}`);
    expect(answer).toContain('**overdue**');
  });

  it('13. says plainly that other questions need the cloud model, without inventing figures', async () => {
    const answer = await ask('Which grout color goes with white subway tile?');
    expect(answer).toContain(NEEDS_CLOUD_MODEL);
    expect(answer).not.toMatch(/\$\d/);
  });

  it('14. answers several topics of one question together', async () => {
    const answer = await ask("What's my budget and how much have I spent?");
    expect(answer).toContain(usd(PROJECT.budgetCents));
    expect(answer).toContain(usd(spent));
  });

  it('streams the answer in several content events whose fullContent grows to the stored message', async () => {
    const send = chatHarness({ issuer, ctx, now: () => NOW, provider: createOfflineProvider() });
    const response = await send(
      chatEvent({
        method: 'POST',
        token: issuer.idToken(sub),
        body: { content: 'Show my estimates', projectId },
      }),
    );
    const events = response.events() as {
      type: string;
      content?: string;
      fullContent?: string;
      message?: { content: string };
    }[];
    const contents = events.filter((event) => event.type === 'content');
    expect(contents.length).toBeGreaterThan(3);
    let soFar = '';
    for (const event of contents) {
      soFar += event.content;
      expect(event.fullContent).toBe(soFar);
    }
    expect(events.find((event) => event.type === 'complete')?.message?.content).toBe(soFar);
  });

  it('keeps what the answer looked at on the complete event and in the history', async () => {
    const send = chatHarness({ issuer, ctx, now: () => NOW, provider: createOfflineProvider() });
    const response = await send(
      chatEvent({
        method: 'POST',
        token: issuer.idToken(sub),
        body: { content: 'How much did I spend on materials?', projectId },
      }),
    );
    const materials = EXPENSES.filter((expense) => expense.category === 'materials').length;
    const line = `Materials · all dates · ${PROJECT.name}: ${materials} expenses`;
    const complete = response.events().find((event) => (event as { type?: string }).type === 'complete');
    expect(complete).toMatchObject({ message: { role: 'assistant', lookedAt: [line] } });

    const history = await send(chatEvent({ method: 'GET', token: issuer.idToken(sub) }));
    const stored = history.json() as { role: string; lookedAt?: string[] }[];
    expect(stored.at(-1)).toMatchObject({ role: 'assistant', lookedAt: [line] });
    expect(stored.at(-2)).not.toHaveProperty('lookedAt');
  });

  it('says so when the user has no project', async () => {
    const lonely = await newUser(ctx);
    const send = chatHarness({ issuer, ctx, now: () => NOW, provider: createOfflineProvider() });
    const response = await send(
      chatEvent({ method: 'POST', token: issuer.idToken(lonely), body: { content: 'What is my budget?' } }),
    );
    const complete = response.events().find((event) => (event as { type?: string }).type === 'complete') as {
      message: { content: string };
    };
    expect(complete.message.content).toContain('You have no project selected yet');
  });
});

describe('offline assistant on the home record and its cost basis', () => {
  let owner: string;
  beforeAll(async () => {
    owner = await newUser(ctx, 'pro');
    await seedKitchenAndLaundry(ctx, owner);
    // As of TODAY (Jun 15, 2025): overdue since Jun 1, due Jun 30, and not due before September.
    const task = (name: string, startDate: string) =>
      createMaintenanceTask(ctx, owner, {
        homeId: FIRST_HOME_ID,
        name,
        rule: 'every',
        intervalMonths: 12,
        startDate,
      });
    await task('Dryer vent', '2025-06-01');
    await task('Gutters', '2025-06-30');
    await task('Water heater flush', '2025-09-01');
    // $300,000 paid; a roof (an improvement, no receipt), a water heater (an improvement with its receipt)
    // and a leak fixed (a repair: not in the basis).
    await updateHome(ctx, owner, FIRST_HOME_ID, { name: 'Our home', purchasePriceCents: 30_000_000 });
    const { id: roofProject } = await createProject(ctx, owner, {
      name: 'Roof and water',
      budgetCents: 2_000_000,
    });
    const expense = (description: string, amountCents: number, imageUrl: string | null) =>
      createExpense(ctx, owner, {
        projectId: roofProject,
        description,
        amountCents,
        category: 'materials',
        paymentMethod: 'check',
        date: '2025-05-01',
        imageUrl,
      });
    await expense('New roof shingles', 1_250_000, null);
    await expense('New water heater', 180_055, 'https://example.com/heater.pdf');
    await expense('Fix leaking faucet', 12_000, null);
  }, 60_000);

  it("15. answers 'what paint is in the kitchen?' with the kitchen's paint only", async () => {
    const answer = await askAs(owner, 'What paint is in the kitchen?');
    expect(answer).toContain(
      '**Wall paint** (Kitchen, Our home): Benjamin Moore, White Dove OC-17, Eggshell',
    );
    expect(answer).not.toContain('Ceiling paint');
  });

  it("16. says when the dishwasher's warranty ends and whom to call", async () => {
    const answer = await askAs(owner, "When does the dishwasher's warranty end?");
    expect(answer).toContain('**Dishwasher**');
    expect(answer).toContain('Warranty ends **Jul 1, 2026**; call Bosch, 800-944-2904');
    expect(answer).not.toContain('paint');
  });

  it('17. lists the maintenance due this month, the overdue first, and not what is due later', async () => {
    const answer = await askAs(owner, 'What maintenance is due?');
    expect(answer).toContain('2 maintenance tasks are due by Jun 30, 2025 (1 overdue)');
    expect(answer.indexOf('Dryer vent')).toBeLessThan(answer.indexOf('Gutters'));
    expect(answer).toContain('due Jun 1, 2025 (**overdue**)');
    expect(answer).not.toContain('Water heater flush');
  });

  it("18. answers 'how much have we added to the basis?' with its figures and the notice", async () => {
    const answer = await askAs(owner, 'How much have we added to the basis?', undefined);
    expect(answer).toContain(`the renovations added **${usd(1_250_000 + 180_055)}** to the basis`);
    expect(answer).toContain(`adjusted basis is **${usd(30_000_000 + 1_250_000 + 180_055)}**`);
    expect(answer).toContain('1 improvement without a receipt');
    expect(answer).toMatch(/Not tax advice/);
  });

  it('19. names the improvements that have no receipt, and only those', async () => {
    const answer = await askAs(owner, 'Which improvements have no receipt?');
    expect(answer).toContain(`1 improvement has no receipt:`);
    expect(answer).toContain(`- **New roof shingles** (Roof and water, May 1, 2025): **${usd(1_250_000)}**`);
    expect(answer).not.toContain('water heater');
    expect(answer).not.toContain('faucet');
  });

  it('20. says a room no home has is not there, with no figure', async () => {
    const answer = await askAs(owner, "What's in the attic?");
    expect(answer).toContain('No room is named "attic"');
    expect(answer).not.toMatch(/\$\d/);
  });
});
