// What one message sends the model does not grow with the account (DynamoDB Local; Bedrock's client
// stubbed): an account of 40 projects, contractors, estimates and milestones with 250-character names.
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ContentBlock,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import {
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  type DataContext,
} from '@reno/data';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONTEXT_CHARS, MAX_NAME_CHARS, MAX_TOOL_RESULT_CHARS } from '../../src/lib/chat/limits';
import { buildSystemPrompt } from '../../src/lib/chat/system-prompt';
import { testBedrockProvider } from './support/bedrock-provider';
import { chatEvent, chatHarness } from './support/chat-harness';
import { converseStream } from './support/converse-stream';
import { newUser, testTable } from './support/dynamodb';
import { NOW, TODAY } from './support/kitchen-remodel';
import { startTestIssuer, type TestIssuer } from './support/test-issuer';

const bedrock = mockClient(BedrockRuntimeClient);
const COUNT = 40;
/** A 250-character name, told apart by its number at the start. */
const longName = (kind: string, index: number) => `${kind} ${index} `.padEnd(250, 'x');

let issuer: TestIssuer;
let ctx: DataContext;
let sub: string;
let projectId: number;

/** `count` creates, a few at a time (they contend for the user's counters). */
async function inBatches(count: number, create: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += 5) {
    await Promise.all(
      Array.from({ length: Math.min(5, count - start) }, (_, offset) => create(start + offset)),
    );
  }
}

async function seedLargeAccount(): Promise<void> {
  projectId = (
    await createProject(ctx, sub, {
      name: longName('Project', 0),
      description: 'd'.repeat(5000),
      budgetCents: 1_000_000,
    })
  ).id;
  await inBatches(COUNT - 1, (i) =>
    createProject(ctx, sub, { name: longName('Project', i + 1), budgetCents: 1_000_000 }),
  );
  await inBatches(COUNT, async (i) => {
    const contractor = await createContractor(ctx, sub, {
      name: longName('Contractor', i),
      company: longName('Company', i),
      specialty: longName('Trade', i),
    });
    await createEstimate(ctx, sub, {
      projectId,
      contractorId: contractor.id,
      title: longName('Estimate', i),
      amountCents: 100_000,
      cashPercentageHundredths: 0,
      taxedPercentageHundredths: 10_000,
      taxRateHundredths: 1300,
      date: '2025-04-20',
      status: 'approved',
    });
    await createMilestone(ctx, sub, {
      projectId,
      title: longName('Milestone', i),
      category: 'Kitchen',
      targetDate: null,
    });
  });
  await inBatches(10, (i) =>
    createExpense(ctx, sub, {
      projectId,
      description: longName('Expense', i),
      amountCents: 10_000,
      category: 'materials',
      paymentMethod: 'credit_card',
      date: TODAY,
      contractorId: null,
      estimateId: null,
    }),
  );
}

beforeAll(async () => {
  issuer = await startTestIssuer();
  ctx = testTable().context(() => NOW);
  sub = await newUser(ctx, 'pro');
  await seedLargeAccount();
}, 180_000);
afterAll(() => issuer?.close());

const toolResultSent = (input: ConverseStreamCommandInput) =>
  (input.messages?.at(-1)?.content ?? []).flatMap((block: ContentBlock) =>
    block.toolResult ? [block.toolResult] : [],
  )[0];

describe('a message of an account with 40 records of each kind, names of 250 characters', () => {
  it('sends a bounded prompt: names cut, lists cut with a note, the context block and tool results capped', async () => {
    bedrock.on(ConverseStreamCommand).callsFake(async (input: ConverseStreamCommandInput) => ({
      stream: toolResultSent(input)
        ? converseStream(['You have 40 projects.'])
        : converseStream([], { toolUses: [{ toolUseId: 'use-0', name: 'list_projects', input: {} }] }),
      $metadata: {},
    }));
    const send = chatHarness({
      issuer,
      ctx,
      now: () => NOW,
      provider: testBedrockProvider(),
    });

    const response = await send(
      chatEvent({ method: 'POST', token: issuer.idToken(sub), body: { content: 'My projects?', projectId } }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.events().at(-2)).toMatchObject({ type: 'complete' });
    const [first, second] = bedrock.commandCalls(ConverseStreamCommand).map((call) => call.args[0].input);

    // The system prompt: the instructions and a context block of at most MAX_CONTEXT_CHARS.
    const system = first!.system?.map((block) => ('text' in block ? block.text : '')).join('') ?? '';
    expect(system.length).toBeLessThanOrEqual(buildSystemPrompt('', TODAY).length + MAX_CONTEXT_CHARS);
    expect(system).toContain(`Selected project: ${'Project 0 '.padEnd(MAX_NAME_CHARS - 1, 'x')}…`);
    expect(system).not.toContain('x'.repeat(MAX_NAME_CHARS));
    expect(system).not.toContain('d'.repeat(200));
    expect(system).toContain('- … and 20 more, not listed here (list_estimates has them all)');
    expect(system).toContain('look up the rest with the tools');

    // The lookup's result: names cut, lists cut with a note, at most MAX_TOOL_RESULT_CHARS of JSON.
    const result = (toolResultSent(second!)?.content?.[0] as { json: Record<string, unknown> }).json;
    expect(JSON.stringify(result).length).toBeLessThanOrEqual(MAX_TOOL_RESULT_CHARS);
    expect(JSON.stringify(result)).not.toContain('x'.repeat(MAX_NAME_CHARS));
    expect(result.listsCut).toMatch(/^Lists cut to keep this result short: .*projects \d+ of 40/);
    expect((result.projects as unknown[]).length).toBeGreaterThan(0);
  });
});
