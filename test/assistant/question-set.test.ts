// The assistant's question set over a seeded renovation of 300+ expenses in DynamoDB Local: the offline
// assistant states every expected figure, and the Bedrock tool loop, driven by a scripted model through
// aws-sdk-client-mock, answers with the figures the tools returned.
import { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import {
  createContractor,
  createDataContext,
  createExpense,
  createProject,
  getOrCreateUser,
  type DataContext,
} from '@reno/data';
import { ensureTable } from '@reno/data/ensure-table';
import { startDynamoDbLocal, type DynamoDbLocal } from '@reno/dynamodb-local';
import { assistantToolSpecs } from '@reno/domain';
import { createBedrockProvider } from '@reno/functions/lib/chat/providers/bedrock-provider';
import {
  createOfflineProvider,
  NEEDS_CLOUD_MODEL,
} from '@reno/functions/lib/chat/providers/offline-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_SCOPE_QUESTION, questionSet, type AssistantQuestion } from './question-set';
import { SEED_NOW, seedExpenses, writeRenovation, type SeededRenovation } from './renovation-seed';
import { askAssistant } from './support/ask-assistant';
import { scriptedModel, TOOL_ROUND_TEXT } from './support/scripted-model';

const QUESTIONS = questionSet(seedExpenses());
const bedrock = mockClient(BedrockRuntimeClient);

let dynamo: DynamoDbLocal;
let ctx: DataContext;
let seeded: SeededRenovation;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal({ port: 0, inMemory: true });
  await ensureTable(dynamo.endpoint, 'reno-assistant-test');
  ctx = createDataContext({
    endpoint: dynamo.endpoint,
    tableName: 'reno-assistant-test',
    now: () => SEED_NOW,
  });
  seeded = await writeRenovation(ctx, 'assistant-question-set');
  // Another homeowner with a contractor of the same name: none of their money may show up.
  const other = 'assistant-question-set-neighbour';
  await getOrCreateUser(ctx, { sub: other, email: 'neighbour@example.test', firstName: 'N', lastName: 'B' });
  const project = await createProject(ctx, other, { name: 'Neighbour Deck', budgetCents: 1_000_000 });
  const marcus = await createContractor(ctx, other, { name: 'Marcus Bell', specialty: 'General Contractor' });
  await createExpense(ctx, other, {
    projectId: project.id,
    description: 'Deck boards',
    amountCents: 777_777,
    category: 'materials',
    paymentMethod: 'cash',
    date: '2026-10-05',
    contractorId: marcus.id,
    estimateId: null,
  });
}, 180_000);

afterAll(async () => {
  bedrock.restore();
  await dynamo?.stop();
});

const user = () => ({ userId: seeded.userId, projectId: seeded.projectId });

it('holds at least 40 questions over at least 300 expenses', () => {
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
  expect(seeded.expenses.length).toBeGreaterThanOrEqual(300);
  expect(new Set(QUESTIONS.map((q) => q.question)).size).toBe(QUESTIONS.length);
});

describe('the offline assistant', () => {
  it.each(QUESTIONS.map((q) => [q.question, q] as [string, AssistantQuestion]))(
    '%s',
    async (_question, q) => {
      const { answer, lookedAt, calls } = await askAssistant(
        ctx,
        createOfflineProvider(),
        user(),
        q.question,
      );
      for (const figure of [...q.amounts, ...(q.words ?? [])]) expect(answer).toContain(figure);
      for (const word of q.absent ?? []) expect(answer).not.toContain(word);
      expect(answer).not.toContain('$7,777.77');
      expect(calls.length).toBeGreaterThan(0);
      expect(lookedAt.length).toBeGreaterThan(0);
    },
  );

  it('says plainly what it cannot answer offline, and quotes no figure', async () => {
    const { answer, calls } = await askAssistant(ctx, createOfflineProvider(), user(), OUT_OF_SCOPE_QUESTION);
    expect(answer).toContain(NEEDS_CLOUD_MODEL);
    expect(answer).not.toMatch(/\$\d/);
    expect(calls).toEqual([]);
  });
});

describe('the Bedrock tool loop with a scripted model', () => {
  const provider = createBedrockProvider({
    client: new BedrockRuntimeClient({ region: 'us-east-1' }),
    modelId: 'us.test.model-v1:0',
    toolSpecs: async () => assistantToolSpecs(),
  });

  it.each(
    QUESTIONS.filter((q) => q.amounts.length).map((q) => [q.question, q] as [string, AssistantQuestion]),
  )('%s', async (question, q) => {
    // The scripted model asks for the lookups the offline assistant makes for this question.
    const { calls } = await askAssistant(ctx, createOfflineProvider(), user(), question);
    bedrock.reset();
    bedrock.on(ConverseStreamCommand).callsFake(scriptedModel(calls));

    const { answer, lookedAt } = await askAssistant(ctx, provider, user(), question);

    for (const amount of q.amounts) expect(answer).toContain(amount);
    expect(answer).not.toContain(TOOL_ROUND_TEXT);
    expect(answer).not.toContain('$7,777.77');
    expect(lookedAt.length).toBeGreaterThan(0);
    // One round of lookups, then the answer.
    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(2);
  });
});
