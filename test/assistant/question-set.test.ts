// The assistant's question set over three seeded projects in DynamoDB Local: every answer of the
// offline assistant is classed right, declined or wrong against figures worked out from the seeds;
// none may be wrong and at least 90 % of the answerable ones must be right. The Bedrock tool loop,
// driven by a scripted model (aws-sdk-client-mock) that asks for the same lookups, must answer each
// right one with the expected figures.
import { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import { createDataContext, type DataContext } from '@reno/data';
import { ensureTable } from '@reno/data/ensure-table';
import { startDynamoDbLocal, type DynamoDbLocal } from '@reno/dynamodb-local';
import { assistantToolSpecs } from '@reno/domain';
import { createBedrockProvider } from '@reno/functions/lib/chat/providers/bedrock-provider';
import { createOfflineProvider } from '@reno/functions/lib/chat/providers/offline-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerClass } from './classify';
import { questionSet, type AssistantQuestion } from './question-set';
import { SEED_NOW } from './seed-project';
import {
  answerQuestion,
  loadSeededContexts,
  NEIGHBOUR_AMOUNT,
  questionLabel,
  seedQuestionSet,
  tally,
  type SeededContexts,
  type SeededUsers,
} from './support/question-set-run';
import { scriptedModel, TOOL_ROUND_TEXT } from './support/scripted-model';

const QUESTIONS = questionSet();
const bedrock = mockClient(BedrockRuntimeClient);
const classes = new Map<AssistantQuestion, AnswerClass>();

let dynamo: DynamoDbLocal;
let ctx: DataContext;
let users: SeededUsers;
let contexts: SeededContexts;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal({ port: 0, inMemory: true });
  await ensureTable(dynamo.endpoint, 'reno-assistant-test');
  ctx = createDataContext({
    endpoint: dynamo.endpoint,
    tableName: 'reno-assistant-test',
    now: () => SEED_NOW,
  });
  users = await seedQuestionSet(ctx, 'assistant');
  contexts = await loadSeededContexts(ctx, users);
}, 300_000);

afterAll(async () => {
  bedrock.restore();
  await dynamo?.stop();
});

describe('the offline assistant on the question set', () => {
  const provider = createOfflineProvider();
  const bedrockProvider = createBedrockProvider({
    client: new BedrockRuntimeClient({ region: 'us-east-1' }),
    modelId: 'us.test.model-v1:0',
    toolSpecs: async () => assistantToolSpecs(),
  });

  it.each(QUESTIONS.map((q) => [questionLabel(q), q] as const))('%s', async (_label, q) => {
    const { answer, lookedAt, calls, answerClass } = await answerQuestion(ctx, provider, users, q, contexts);
    classes.set(q, answerClass);
    expect(answerClass, answer).not.toBe('wrong');
    expect(answer).not.toContain(NEIGHBOUR_AMOUNT);
    if (answerClass !== 'right' || !q.expected?.amounts.length) return;
    expect(lookedAt.length).toBeGreaterThan(0);

    // The Bedrock loop with a model that asks for the same lookups answers with the same figures.
    bedrock.reset();
    bedrock.on(ConverseStreamCommand).callsFake(scriptedModel(calls));
    const cloud = await answerQuestion(ctx, bedrockProvider, users, q, contexts);
    for (const amount of q.expected.amounts) expect(cloud.answer).toContain(amount);
    expect(cloud.answer).not.toContain(TOOL_ROUND_TEXT);
    expect(cloud.answer).not.toContain(NEIGHBOUR_AMOUNT);
    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(2);
  });

  it('is right on at least 90 % of the answerable questions, wrong on none, over three projects', () => {
    const answerable = QUESTIONS.filter((q) => q.expected !== null);
    const mustDecline = QUESTIONS.filter((q) => q.expected === null);
    const { answerable: answered, mustDecline: declined } = tally(classes);
    const notRight = answerable.filter((q) => classes.get(q) !== 'right').map(questionLabel);
    expect(classes.size).toBe(QUESTIONS.length);
    expect(new Set(QUESTIONS.map(questionLabel)).size).toBe(QUESTIONS.length);
    expect(new Set(QUESTIONS.map((q) => q.project)).size).toBe(3);
    expect(answerable.length).toBeGreaterThanOrEqual(150);
    expect(mustDecline.length).toBeGreaterThanOrEqual(25);
    expect(answered.wrong + declined.wrong).toBe(0);
    expect(declined.declined).toBe(mustDecline.length);
    expect(answered.right / answerable.length, notRight.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
