// The Bedrock tool loop through the chat handler (DynamoDB Local, the kitchen remodel): rounds and
// lookups are bounded, a failed lookup goes back to the model, text of lookup rounds never reaches the
// user, each lookup is logged without the user's data, and the answer keeps what it looked at.
import { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import { listRecentChatMessages, setBudgetPlan } from '@reno/data';
import { assistantToolSpecs } from '@reno/domain';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOOL_CALLS_PER_ROUND, MAX_TOOL_ROUNDS } from '../../src/lib/chat/limits';
import { logger } from '../../src/lib/logger';
import { TOO_MANY_LOOKUPS } from '../../src/lib/chat/providers/bedrock-provider';
import { testBedrockProvider } from './support/bedrock-provider';
import { chatEvent } from './support/chat-harness';
import { useChatSuite } from './support/chat-suite';
import { converseStream } from './support/converse-stream';
import { newUser } from './support/dynamodb';
import { EXPENSES, PROJECT, seedKitchenRemodel } from './support/kitchen-remodel';
import { LOOKUP_TEXT, scriptedModel, uses } from './support/scripted-model';

const bedrock = mockClient(BedrockRuntimeClient);
const { modelInput, toolResultsSent, modelThatLooksUp } = scriptedModel(bedrock);

const { ctx, send, issuer } = useChatSuite({
  quota: { free: 50, pro: 50, global: 5000 },
  provider: testBedrockProvider(),
});
let sub: string;
let projectId: number;

beforeAll(async () => {
  sub = await newUser(ctx, 'pro');
  ({ projectId } = await seedKitchenRemodel(ctx, sub));
}, 60_000);

beforeEach(() => bedrock.reset());

type Events = { type: string; content?: string; fullContent?: string; message?: Record<string, unknown> }[];

const ask = async (content: string) =>
  (
    await send(chatEvent({ method: 'POST', token: issuer().idToken(sub), body: { content, projectId } }))
  ).events();

const materials = EXPENSES.filter((expense) => expense.category === 'materials');

describe('the Bedrock tool loop', () => {
  it('looks things up, then streams only the answer, and keeps what it looked at', async () => {
    modelThatLooksUp(uses({ name: 'find_expenses', input: { projectId, category: 'materials' } }), [
      'You spent ',
      '**$6,125.40** on materials.',
    ]);

    const events = (await ask('What did I spend on materials?')) as Events;

    const contents = events.filter((event) => event.type === 'content');
    expect(contents.map((event) => event.content)).toEqual(['You spent ', '**$6,125.40** on materials.']);
    expect(JSON.stringify(events)).not.toContain(LOOKUP_TEXT);
    const line = `Materials · all dates · ${PROJECT.name}: ${materials.length} expenses`;
    expect(events.find((event) => event.type === 'complete')?.message).toMatchObject({
      content: 'You spent **$6,125.40** on materials.',
      lookedAt: [line],
    });
    const stored = await listRecentChatMessages(ctx, sub, 2);
    expect(stored.at(-1)).toMatchObject({ role: 'assistant', lookedAt: [line] });
    expect(stored.at(-1)?.content).not.toContain(LOOKUP_TEXT);

    // The model got the tools, and the lookup's result with the exact sum of the materials.
    expect(modelInput(0).toolConfig?.tools?.map((tool) => tool.toolSpec?.name)).toEqual(
      assistantToolSpecs().map((spec) => spec.name),
    );
    const [result] = toolResultsSent(1);
    expect(result).toMatchObject({ toolUseId: 'use-0', status: 'success' });
    const sum = materials.reduce((total, expense) => total + expense.amountCents, 0);
    expect(result?.content?.[0]?.json).toMatchObject({
      count: materials.length,
      total: (sum / 100).toFixed(2),
    });
    // Its own tool-use turn is replayed to it, before the results.
    expect(modelInput(1).messages?.at(-2)?.content?.[0]).toEqual({ text: LOOKUP_TEXT });
  });

  it('gives the model the new lookups: contractors by trade, a word search, the plan per category', async () => {
    // A plan for the kitchen: materials planned at $5,000.00 with a $1,000.00 contingency.
    await setBudgetPlan(ctx, sub, projectId, {
      contingencyCents: 100_000,
      lines: [{ category: 'materials', plannedCents: 500_000 }],
    });
    modelThatLooksUp(
      uses(
        { name: 'find_contractors', input: { projectId, specialty: 'electrical' } },
        { name: 'find_expenses', input: { projectId, text: 'the cabinets' } },
        { name: 'plan_variance', input: { projectId } },
      ),
      ['Priya is paid.'],
    );

    const events = (await ask(
      'What have we paid the electrician, what did the cabinets cost, and are we over plan?',
    )) as Events;

    const [contractors, cabinets, plan] = toolResultsSent(1).map((result) => result.content?.[0]?.json);
    const wiringPaid = EXPENSES.filter((e) => 'estimate' in e && e.estimate === 'wiring').reduce(
      (t, e) => t + e.amountCents,
      0,
    );
    expect(contractors).toMatchObject({
      count: 1,
      contractors: [
        {
          name: 'Bright Spark Electric',
          specialty: 'Electrician',
          paid: (wiringPaid / 100).toFixed(2),
          approvedTotal: '4520.00',
          owing: ((452_000 - wiringPaid) / 100).toFixed(2),
        },
      ],
    });
    const shaker = EXPENSES.find((e) => e.description === 'Shaker cabinets')!;
    expect(cabinets).toMatchObject({
      count: 1,
      total: (shaker.amountCents / 100).toFixed(2),
      expenses: [{ description: 'Shaker cabinets' }],
    });
    const materialsSpent = materials.reduce((total, expense) => total + expense.amountCents, 0);
    const over = materialsSpent - 500_000;
    expect(plan).toMatchObject({
      hasPlan: true,
      overPlan: [{ category: 'materials', overBy: (over / 100).toFixed(2) }],
      contingencyRemaining: ((100_000 - over) / 100).toFixed(2),
    });
    // The lookups of a round run side by side: their lines come in the order they end.
    const lookedAt = events.find((event) => event.type === 'complete')?.message?.lookedAt;
    expect(lookedAt).toHaveLength(3);
    expect(lookedAt).toEqual(
      expect.arrayContaining([
        `Contractors · electrical · ${PROJECT.name}: 1 contractor`,
        `mentioning "the cabinets" · all dates · ${PROJECT.name}: 1 expense`,
        `Budget plan · ${PROJECT.name}: 1 planned category, contingency`,
      ]),
    );
  });

  it("tells the model to look figures up, answer only what was asked, name its filters, and say when the records can't answer", async () => {
    modelThatLooksUp([], ['ok']);
    bedrock
      .on(ConverseStreamCommand)
      .callsFake(async () => ({ stream: converseStream(['ok']), $metadata: {} }));
    await ask('How much did we spend?');
    const system = modelInput(0).system?.[0];
    const prompt = system && 'text' in system ? String(system.text) : '';
    expect(prompt).toContain('never from an estimate, a guess');
    expect(prompt).toContain('Answer exactly the question asked');
    expect(prompt).toContain('Say which filters the figure covers');
    expect(prompt).toContain('say so plainly and give\n  no figure');
    for (const tool of ['find_contractors', 'plan_variance', 'find_expenses', '`text`'])
      expect(prompt).toContain(tool);
    expect(prompt).toContain('Bright Spark Electric (id');
  });

  it('hands a failed lookup back to the model as an error result, and still answers', async () => {
    modelThatLooksUp(
      uses({ name: 'expense_totals', input: { groupBy: 'planet' } }, { name: 'no_such_tool', input: {} }),
      ['I could not group by planet.'],
    );

    const events = (await ask('Spending by planet?')) as Events;

    const results = toolResultsSent(1);
    expect(results.map((result) => result.status)).toEqual(['error', 'error']);
    expect(results[1]?.content?.[0]?.text).toContain('no_such_tool');
    expect(events.find((event) => event.type === 'complete')?.message?.content).toBe(
      'I could not group by planet.',
    );
    expect(events.find((event) => event.type === 'complete')?.message).not.toHaveProperty('lookedAt');
  });

  it(`runs at most ${MAX_TOOL_CALLS_PER_ROUND} lookups of a round and refuses the rest`, async () => {
    const many = Array.from({ length: MAX_TOOL_CALLS_PER_ROUND + 2 }, () => ({
      name: 'list_projects',
      input: {},
    }));
    modelThatLooksUp(uses(...many), ['Done.']);

    await ask('Look at everything');

    const results = toolResultsSent(1);
    expect(results.map((result) => result.toolUseId)).toEqual(many.map((_, index) => `use-${index}`));
    expect(results.filter((result) => result.status === 'success')).toHaveLength(MAX_TOOL_CALLS_PER_ROUND);
    expect(results.slice(MAX_TOOL_CALLS_PER_ROUND).map((result) => result.status)).toEqual([
      'error',
      'error',
    ]);
  });

  it(`stops a model that keeps calling tools after ${MAX_TOOL_ROUNDS} rounds, with an error and no answer`, async () => {
    bedrock.on(ConverseStreamCommand).callsFake(async () => ({
      stream: converseStream([LOOKUP_TEXT], { toolUses: uses({ name: 'list_projects', input: {} }) }),
      $metadata: {},
    }));

    const events = (await ask('Keep looking')) as Events;

    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(events).toEqual([{ type: 'start' }, { type: 'error', error: TOO_MANY_LOOKUPS }, '[DONE]']);
    const stored = await listRecentChatMessages(ctx, sub, 1);
    expect(stored.at(-1)).toMatchObject({ role: 'user', content: 'Keep looking' });
  });

  it('logs each lookup with its tool, duration and outcome, never its input or result', async () => {
    const info = vi.spyOn(logger, 'info');
    modelThatLooksUp(
      uses(
        { name: 'find_expenses', input: { projectId, text: 'Shaker cabinets' } },
        { name: 'list_estimates', input: { projectId: 999_999 } },
      ),
      ['ok'],
    );

    await ask('Cabinets?');

    const logged = info.mock.calls
      .filter(([message]) => message === 'Assistant tool call')
      .map(([, fields]) => fields);
    info.mockRestore();
    // The lookups of a round run side by side: logged as each ends.
    expect(logged).toHaveLength(2);
    expect(logged).toEqual(
      expect.arrayContaining([
        { tool: 'find_expenses', durationMs: expect.any(Number), outcome: 'ok' },
        { tool: 'list_estimates', durationMs: expect.any(Number), outcome: 'error', reason: 'not_found' },
      ]),
    );
    expect(JSON.stringify(logged)).not.toMatch(/Shaker|999999|4,850|4850/);
  });
});
