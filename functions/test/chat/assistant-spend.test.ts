// What the assistant may spend (DynamoDB Local; Bedrock's client stubbed): model tokens counted per user
// and for all users from what Bedrock reports, budgets refused before anything is stored, one message's
// spend bounded, and a Free account's address verified before its first message.
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  ThrottlingException,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { getAssistantUsage, listRecentChatMessages, type DataContext } from '@reno/data';
import { ASSISTANT_NEEDS_VERIFIED_EMAIL } from '@reno/domain';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_TOKEN_ALLOWANCE } from '../../src/lib/chat/limits';
import { TOO_MANY_LOOKUPS } from '../../src/lib/chat/providers/bedrock-provider';
import { testBedrockProvider } from './support/bedrock-provider';
import { chatEvent, chatHarness } from './support/chat-harness';
import { converseStream } from './support/converse-stream';
import { newUser, testTable } from './support/dynamodb';
import { startTestIssuer, type TestIssuer } from './support/test-issuer';

const bedrock = mockClient(BedrockRuntimeClient);
const ROOMY = { free: 10_000_000, pro: 10_000_000, global: 1_000_000_000 };

let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await startTestIssuer();
}, 60_000);
afterAll(() => issuer?.close());
beforeEach(() => bedrock.reset());

/** A day of its own (noon UTC) for each test: all users' counters are shared by the table's tests. */
const dayNumber = (n: number) => new Date(Date.UTC(2027, 0, n, 12));

function harnessOn(n: number, tokens = ROOMY) {
  const day = dayNumber(n);
  const ctx = testTable().context(() => day);
  const send = chatHarness({
    issuer,
    ctx,
    now: () => day,
    tokens,
    provider: testBedrockProvider(),
  });
  const post = (sub: string, content: string, claims: Record<string, unknown> = {}) =>
    send(chatEvent({ method: 'POST', token: issuer.idToken(sub, claims), body: { content } }));
  return { ctx, send, post };
}

/** Every call answers `text`, reporting `usage`. */
const replyWith = (text: string[], usage: { inputTokens: number; outputTokens: number }) =>
  bedrock
    .on(ConverseStreamCommand)
    .callsFake(async () => ({ stream: converseStream(text, { usage }), $metadata: {} }));

const modelCalls = () => bedrock.commandCalls(ConverseStreamCommand).length;

const stored = async (ctx: DataContext, sub: string) => (await listRecentChatMessages(ctx, sub, 100)).length;

describe('model tokens', () => {
  it('are counted as Bedrock reports them, input and output, for the user and for all users', async () => {
    const { ctx, post } = harnessOn(1);
    const sub = await newUser(ctx);
    replyWith(['Fine.'], { inputTokens: 1200, outputTokens: 80 });

    expect((await post(sub, 'How am I doing?')).statusCode).toBe(200);

    expect(await getAssistantUsage(ctx, sub)).toEqual({
      'user-messages': 1,
      'user-tokens': 1280,
      'global-messages': 1,
      'global-tokens': 1280,
    });
  });

  it('are counted for every model call of a message, its lookup rounds too', async () => {
    const { ctx, post } = harnessOn(2);
    const sub = await newUser(ctx);
    bedrock.on(ConverseStreamCommand).callsFake(async (input: ConverseStreamCommandInput) => {
      const gotResults = (input.messages?.at(-1)?.content ?? []).some((block) => block.toolResult);
      return {
        stream: gotResults
          ? converseStream(['You have no projects yet.'], { usage: { inputTokens: 2600, outputTokens: 90 } })
          : converseStream([], {
              toolUses: [{ toolUseId: 'use-0', name: 'list_projects', input: {} }],
              usage: { inputTokens: 2000, outputTokens: 40 },
            }),
        $metadata: {},
      };
    });

    expect((await post(sub, 'Which projects do I have?')).statusCode).toBe(200);

    expect(modelCalls()).toBe(2);
    expect((await getAssistantUsage(ctx, sub))['user-tokens']).toBe(2000 + 40 + 2600 + 90);
  });

  it("refuses a message the user's token budget cannot hold: 429, Retry-After, nothing stored", async () => {
    const budget = { ...ROOMY, free: MESSAGE_TOKEN_ALLOWANCE + 1000, pro: MESSAGE_TOKEN_ALLOWANCE + 1000 };
    const { ctx, post } = harnessOn(3, budget);
    const [free, pro] = [await newUser(ctx), await newUser(ctx, 'pro')];
    replyWith(['ok'], { inputTokens: 1500, outputTokens: 500 });
    expect((await post(free, 'first')).statusCode).toBe(200);
    expect((await post(pro, 'first')).statusCode).toBe(200);

    const refused = await post(free, 'second');
    const refusedPro = await post(pro, 'second');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error:
        "You've reached the limit of today's assistant allowance on the free plan. Upgrade to Pro for more, or try again tomorrow.",
      upgradeRequired: true,
    });
    // Noon UTC: the budget resets at the next UTC midnight, 12 hours away.
    expect(refused.headers['retry-after']).toBe(String(12 * 3600));
    expect(refusedPro.statusCode).toBe(429);
    expect(refusedPro.json()).toEqual({
      error: "You've used today's assistant allowance. Please try again tomorrow.",
    });
    expect(modelCalls()).toBe(2);
    expect(await stored(ctx, free)).toBe(2);
    expect(await getAssistantUsage(ctx, free)).toMatchObject({ 'user-messages': 1, 'user-tokens': 2000 });
  });

  it("answers 503 once all users' token budget cannot hold another message, counting nothing", async () => {
    const { ctx, post } = harnessOn(4, { ...ROOMY, global: MESSAGE_TOKEN_ALLOWANCE + 20_000 });
    const [ann, bob] = [await newUser(ctx), await newUser(ctx)];
    replyWith(['ok'], { inputTokens: 29_000, outputTokens: 1000 });
    expect((await post(ann, 'a long question')).statusCode).toBe(200);

    const refused = await post(bob, 'and mine?');

    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: 'The assistant has answered as many messages as it can today. Please try again tomorrow.',
    });
    expect(refused.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect(modelCalls()).toBe(1);
    expect(await stored(ctx, bob)).toBe(0);
    expect(await getAssistantUsage(ctx, bob)).toEqual({
      'user-messages': 0,
      'user-tokens': 0,
      'global-messages': 1,
      'global-tokens': 30_000,
    });
  });
});

describe('one message', () => {
  it('stops calling the model once another call could pass its allowance, and counts what was used', async () => {
    const { ctx, post } = harnessOn(5);
    const sub = await newUser(ctx);
    // A model that always wants one more lookup, on a prompt Bedrock counts at 30,000 tokens.
    bedrock.on(ConverseStreamCommand).callsFake(async () => ({
      stream: converseStream([], {
        toolUses: [{ toolUseId: `use-${modelCalls()}`, name: 'list_projects', input: {} }],
        usage: { inputTokens: 30_000, outputTokens: 20 },
      }),
      $metadata: {},
    }));

    const response = await post(sub, 'Look everything up, again and again.');

    expect(response.events().slice(-2)).toEqual([{ type: 'error', error: TOO_MANY_LOOKUPS }, '[DONE]']);
    expect(modelCalls()).toBe(1);
    expect((await getAssistantUsage(ctx, sub))['user-tokens']).toBe(30_020);
  });

  it('keeps the estimate of a model call that reported no usage (it failed)', async () => {
    const { ctx, post } = harnessOn(6);
    const sub = await newUser(ctx);
    bedrock
      .on(ConverseStreamCommand)
      .rejects(new ThrottlingException({ message: 'Too many requests', $metadata: {} }));

    await post(sub, 'Hello?');

    const { 'user-tokens': tokens } = await getAssistantUsage(ctx, sub);
    // At least the most the model could have written (1,024), never more than the message's allowance.
    expect(tokens).toBeGreaterThan(1024);
    expect(tokens).toBeLessThanOrEqual(MESSAGE_TOKEN_ALLOWANCE);
  });
});

describe('a verified e-mail address', () => {
  it('is asked of a Free account before its message: 403 with the way to verify, nothing stored or counted', async () => {
    const { ctx, send, post } = harnessOn(7);
    const sub = await newUser(ctx);
    replyWith(['Hello!'], { inputTokens: 10, outputTokens: 5 });

    const refused = await post(sub, 'Hi', { email_verified: false });

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: ASSISTANT_NEEDS_VERIFIED_EMAIL });
    expect(modelCalls()).toBe(0);
    expect(await stored(ctx, sub)).toBe(0);
    expect((await getAssistantUsage(ctx, sub))['user-messages']).toBe(0);
    // The panel still opens: the history is listed.
    const history = await send(
      chatEvent({ method: 'GET', token: issuer.idToken(sub, { email_verified: false }) }),
    );
    expect(history.statusCode).toBe(200);
    // Once the address is verified (a new token says so), the same account is answered.
    expect((await post(sub, 'Hi')).statusCode).toBe(200);
  });

  it('is not asked of a Pro account', async () => {
    const { ctx, post } = harnessOn(8);
    const sub = await newUser(ctx, 'pro');
    replyWith(['Hello!'], { inputTokens: 10, outputTokens: 5 });

    expect((await post(sub, 'Hi', { email_verified: false })).statusCode).toBe(200);
  });
});
