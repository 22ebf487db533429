import type { DataContext } from '@reno/data';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../src/lib/chat/providers/offline-provider';
import { NEEDS_CLOUD_MODEL } from '../../src/lib/chat/providers/offline-provider';
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

beforeAll(async () => {
  issuer = await startTestIssuer();
  ctx = testTable().context(() => NOW);
  sub = await newUser(ctx, 'pro');
  ({ projectId } = await seedKitchenRemodel(ctx, sub));
  const send = chatHarness({ issuer, ctx, now: () => NOW, provider: createOfflineProvider() });
  ask = async (question) => {
    const response = await send(
      chatEvent({ method: 'POST', token: issuer.idToken(sub), body: { content: question, projectId } }),
    );
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
