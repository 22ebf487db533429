import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  ModelStreamErrorException,
  ThrottlingException,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { addChatMessage, listRecentChatMessages } from '@reno/data';
import { MAX_CHAT_MESSAGE_LENGTH } from '@reno/domain';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_HISTORY_MESSAGES } from '../../src/lib/chat/limits';
import { ASSISTANT_BUSY, ASSISTANT_UNAVAILABLE } from '../../src/lib/chat/providers/chat-provider-error';
import { testBedrockProvider } from './support/bedrock-provider';
import { chatEvent, chatHarness } from './support/chat-harness';
import { useChatSuite } from './support/chat-suite';
import { converseStream } from './support/converse-stream';
import { newUser, testTable } from './support/dynamodb';
import { NOW, PROJECT, seedKitchenRemodel } from './support/kitchen-remodel';

const MODEL_ID = 'us.test.model-v1:0';
const bedrock = mockClient(BedrockRuntimeClient);

const { ctx, send, issuer } = useChatSuite({
  quota: { free: 2, pro: 4, global: 5000 },
  provider: testBedrockProvider(MODEL_ID),
});

beforeEach(() => {
  bedrock.reset();
});

const replyWith = (deltas: string[], failWith?: Error) =>
  bedrock
    .on(ConverseStreamCommand)
    .callsFake(async () => ({ stream: converseStream(deltas, { failWith }), $metadata: {} }));

const bedrockInput = (call = 0): ConverseStreamCommandInput =>
  bedrock.commandCalls(ConverseStreamCommand)[call]!.args[0].input;

const post = (sub: string, body: unknown) =>
  send(chatEvent({ method: 'POST', token: issuer().idToken(sub), body }));

async function storedMessages(sub: string) {
  return (await listRecentChatMessages(ctx, sub, 100)).map(({ role, content }) => ({ role, content }));
}

describe('POST /api/ai-chat with Bedrock', () => {
  it('streams start, content with fullContent, complete and [DONE], in SSE framing', async () => {
    const sub = await newUser(ctx);
    replyWith(['Your budget ', 'is **$25,000.00**', '.']);

    const response = await post(sub, { content: '  What is my budget?  ' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-cache');
    // Every frame is exactly 'data: <payload>\n\n', one frame per write.
    for (const chunk of response.chunks) expect(chunk.text).toMatch(/^data: [^\n]+\n\n$/);

    const events = response.events();
    expect(events.slice(0, 4)).toEqual([
      { type: 'start' },
      { type: 'content', content: 'Your budget ', fullContent: 'Your budget ' },
      { type: 'content', content: 'is **$25,000.00**', fullContent: 'Your budget is **$25,000.00**' },
      { type: 'content', content: '.', fullContent: 'Your budget is **$25,000.00**.' },
    ]);
    expect(events[4]).toEqual({
      type: 'complete',
      message: {
        id: expect.any(Number),
        role: 'assistant',
        content: 'Your budget is **$25,000.00**.',
        createdAt: NOW.toISOString(),
      },
    });
    expect(events.slice(5)).toEqual(['[DONE]']);
    expect(response.body.endsWith('data: [DONE]\n\n')).toBe(true);

    // Both messages are stored, the user's trimmed; the complete event carries the stored reply.
    const stored = await listRecentChatMessages(ctx, sub, 10);
    expect(stored.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: 'What is my budget?' },
      { role: 'assistant', content: 'Your budget is **$25,000.00**.' },
    ]);
    expect((events[4] as { message: { id: number } }).message.id).toBe(stored[1]!.id);
  });

  it("calls the configured model with the system prompt, the user's own numbers and the question", async () => {
    const sub = await newUser(ctx, 'pro');
    const { projectId } = await seedKitchenRemodel(ctx, sub);
    replyWith(['OK']);

    await post(sub, { content: 'How am I doing?', projectId });

    const input = bedrockInput();
    expect(input.modelId).toBe(MODEL_ID);
    const system = input.system?.map((block) => ('text' in block ? block.text : '')).join('\n') ?? '';
    expect(system).toContain('AI Assistant of Home Renovation Tracker');
    expect(system).toContain(`Selected project: ${PROJECT.name}`);
    expect(system).toContain('Budget: $25,000.00');
    expect(system).toContain('Spent: $13,460.39 across 7 expense(s)');
    expect(system).toContain('Permit inspection (Inspection), target 2025-06-01: OVERDUE');
    expect(system).toContain('paid $2,400.00 in 1 expense(s) (53.10%), remaining $2,120.00');
    expect(input.messages).toEqual([{ role: 'user', content: [{ text: 'How am I doing?' }] }]);
  });

  it(`sends at most the last ${MAX_HISTORY_MESSAGES} messages, starting with a user turn and alternating`, async () => {
    const sub = await newUser(ctx);
    for (let i = 1; i <= 30; i += 1) {
      await addChatMessage(ctx, sub, { role: i % 2 === 1 ? 'user' : 'assistant', content: `message ${i}` });
    }
    replyWith(['Sure.']);

    await post(sub, { content: 'message 31' });

    const messages = bedrockInput().messages ?? [];
    expect(messages.length).toBeLessThanOrEqual(MAX_HISTORY_MESSAGES);
    expect(messages[0]?.role).toBe('user');
    messages.forEach((message, index) => expect(message.role).toBe(index % 2 === 0 ? 'user' : 'assistant'));
    expect(messages.at(-1)).toEqual({ role: 'user', content: [{ text: 'message 31' }] });
    expect(
      messages.map(
        (message) => message.content?.[0] && 'text' in message.content[0] && message.content[0].text,
      ),
    ).not.toContain('message 10');
  });

  it('ends with an error event when Bedrock fails mid-stream, keeps the question and stores no half answer', async () => {
    const sub = await newUser(ctx);
    replyWith(
      ['Porcelain tile ', 'is usually'],
      new ModelStreamErrorException({ message: 'boom', $metadata: {} }),
    );

    const response = await post(sub, { content: 'Which tile should I pick?' });

    expect(response.statusCode).toBe(200);
    // A round's text is passed on only once the round is over, so a broken round shows none of it.
    expect(response.events()).toEqual([
      { type: 'start' },
      { type: 'error', error: ASSISTANT_UNAVAILABLE },
      '[DONE]',
    ]);
    expect(response.body).not.toContain('boom');
    expect(await storedMessages(sub)).toEqual([{ role: 'user', content: 'Which tile should I pick?' }]);
  });

  it('says the assistant is busy when Bedrock throttles before the first token', async () => {
    const sub = await newUser(ctx);
    bedrock
      .on(ConverseStreamCommand)
      .rejects(new ThrottlingException({ message: 'Too many requests', $metadata: {} }));

    const response = await post(sub, { content: 'Hello?' });

    expect(response.events()).toEqual([
      { type: 'start' },
      { type: 'error', error: ASSISTANT_BUSY },
      '[DONE]',
    ]);
    expect(await storedMessages(sub)).toEqual([{ role: 'user', content: 'Hello?' }]);
  });

  it('treats an empty answer as a failure rather than storing an empty message', async () => {
    const sub = await newUser(ctx);
    replyWith([]);

    const response = await post(sub, { content: 'Anything?' });

    expect(response.events().slice(-2)).toEqual([{ type: 'error', error: ASSISTANT_UNAVAILABLE }, '[DONE]']);
    expect(await storedMessages(sub)).toEqual([{ role: 'user', content: 'Anything?' }]);
  });

  it("never puts another user's project into the context, even when its id is sent", async () => {
    const owner = await newUser(ctx, 'pro');
    const { projectId } = await seedKitchenRemodel(ctx, owner);
    const intruder = await newUser(ctx);
    replyWith(['Hi']);

    await post(intruder, { content: 'Tell me about project', projectId });

    const system =
      bedrockInput()
        .system?.map((block) => ('text' in block ? block.text : ''))
        .join('\n') ?? '';
    expect(system).toContain('The user has no project selected.');
    expect(system).not.toContain(PROJECT.name);
    expect(system).not.toContain('$25,000.00');
  });
});

describe('POST /api/ai-chat limits (answered before streaming, as JSON errors)', () => {
  it(`refuses a message longer than ${MAX_CHAT_MESSAGE_LENGTH} characters, storing nothing and using no quota`, async () => {
    const sub = await newUser(ctx);

    const response = await post(sub, { content: 'x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1) });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: 'Validation failed',
      details: [
        { path: ['content'], message: `Content must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters` },
      ],
    });
    expect(await storedMessages(sub)).toEqual([]);
    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(0);

    // A message of exactly the maximum is accepted, and the quota (2 on Free here) is still whole.
    replyWith(['ok']);
    expect((await post(sub, { content: 'y'.repeat(MAX_CHAT_MESSAGE_LENGTH) })).statusCode).toBe(200);
    expect((await post(sub, { content: 'second' })).statusCode).toBe(200);
  });

  it.each([
    [{ content: '   ' }, 'Content is required'],
    [{}, 'Content is required'],
    [{ content: 42 }, 'Content is required'],
  ])('answers 400 for %j', async (body, message) => {
    const sub = await newUser(ctx);
    const response = await post(sub, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ path: ['content'], message }] });
    expect(await storedMessages(sub)).toEqual([]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const sub = await newUser(ctx);
    const response = await send(
      chatEvent({ method: 'POST', token: issuer().idToken(sub), rawBody: '{"content":' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid JSON body' });
  });

  it('stops a Free user at the daily quota with 429, upgradeRequired and Retry-After', async () => {
    const sub = await newUser(ctx);
    replyWith(['one']);
    expect((await post(sub, { content: 'first' })).statusCode).toBe(200);
    replyWith(['two']);
    expect((await post(sub, { content: 'second' })).statusCode).toBe(200);

    const refused = await post(sub, { content: 'third' });

    expect(refused.statusCode).toBe(429);
    const body = refused.json() as { error: string; upgradeRequired?: boolean };
    expect(body.error).toBe(
      "You've reached the limit of 2 assistant messages per day on the free plan. Upgrade to Pro for more, or try again tomorrow.",
    );
    expect(body.upgradeRequired).toBe(true);
    // NOW is 12:00 UTC: the quota resets at the next UTC midnight, 12 hours away.
    expect(refused.headers['retry-after']).toBe(String(12 * 3600));
    expect(await storedMessages(sub)).toHaveLength(4);
    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(2);
  });

  it('gives a Pro user the higher quota', async () => {
    const sub = await newUser(ctx, 'pro');
    bedrock
      .on(ConverseStreamCommand)
      .callsFake(async () => ({ stream: converseStream(['ok']), $metadata: {} }));
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(sub, { content: `question ${i}` })).statusCode);

    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const last = (await post(sub, { content: 'again' })).json() as {
      error: string;
      upgradeRequired?: boolean;
    };
    expect(last.error).toBe("You've used all 4 assistant messages for today. Please try again tomorrow.");
    expect(last.upgradeRequired).toBeUndefined();
  });

  it('lets parallel sends through only up to the quota', async () => {
    const sub = await newUser(ctx);
    bedrock
      .on(ConverseStreamCommand)
      .callsFake(async () => ({ stream: converseStream(['ok']), $metadata: {} }));

    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => post(sub, { content: `q${i}` })));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(4);
  });
});

describe('the app-wide daily ceiling on assistant messages', () => {
  it('lets all users together send only up to it, answers 503 beyond, and counts nothing refused', async () => {
    // A day of its own, so the counters of the tests above do not count here.
    const day = new Date(NOW.getTime() + 30 * 86_400_000);
    const capped = chatHarness({
      issuer: issuer(),
      ctx: testTable().context(() => day),
      now: () => day,
      quota: { free: 5, pro: 5, global: 3 },
      provider: testBedrockProvider(MODEL_ID),
    });
    bedrock
      .on(ConverseStreamCommand)
      .callsFake(async () => ({ stream: converseStream(['ok']), $metadata: {} }));
    const [ann, bob] = [await newUser(ctx), await newUser(ctx)];
    const sendAs = (sub: string, i: number) =>
      capped(chatEvent({ method: 'POST', token: issuer().idToken(sub), body: { content: `q${i}` } }));

    const responses = await Promise.all([ann, bob, ann, bob, ann, bob].map((sub, i) => sendAs(sub, i)));

    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = responses.filter((r) => r.statusCode === 503);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toEqual({
      error: 'The assistant has answered as many messages as it can today. Please try again tomorrow.',
    });
    expect(refused[0]!.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(3);
    // Only answered questions are stored (question and reply each).
    const stored = [...(await storedMessages(ann)), ...(await storedMessages(bob))];
    expect(stored).toHaveLength(6);
  });
});

describe('authentication and routing', () => {
  it.each([
    ['no token', () => null],
    ['a garbage token', () => 'garbage'],
    ['an expired token', () => issuer().idToken('someone', { exp: Math.floor(Date.now() / 1000) - 5 })],
    ['a token for another app client', () => issuer().idToken('someone', { aud: 'other-client' })],
  ])('answers 401 with %s, for GET and POST, storing nothing', async (_case, token) => {
    for (const method of ['GET', 'POST']) {
      const response = await send(
        chatEvent({ method, token: token(), body: method === 'POST' ? { content: 'hi' } : undefined }),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized' });
    }
    expect(await storedMessages('someone')).toEqual([]);
    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(0);
  });

  it('accepts the token in X-Authorization (the header that passes CloudFront origin signing)', async () => {
    const sub = await newUser(ctx);
    const response = await send(
      chatEvent({
        method: 'GET',
        headers: {
          authorization: 'AWS4-HMAC-SHA256 Credential=x, Signature=y',
          'x-authorization': `Bearer ${issuer().idToken(sub)}`,
        },
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for another path and 405 for another method', async () => {
    const token = issuer().idToken('someone');
    expect((await send(chatEvent({ method: 'GET', token, path: '/api/other' }))).statusCode).toBe(404);
    const deleted = await send(chatEvent({ method: 'DELETE', token }));
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe('GET, POST');
  });
});

describe('GET /api/ai-chat', () => {
  it("returns the caller's history, oldest first, as {id, role, content, createdAt} only", async () => {
    const sub = await newUser(ctx);
    const other = await newUser(ctx);
    await addChatMessage(ctx, sub, { role: 'user', content: 'Hi' });
    await addChatMessage(ctx, sub, { role: 'assistant', content: 'Hello!' });
    await addChatMessage(ctx, other, { role: 'user', content: 'Not yours' });

    const response = await send(chatEvent({ method: 'GET', token: issuer().idToken(sub) }));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual([
      { id: expect.any(Number), role: 'user', content: 'Hi', createdAt: NOW.toISOString() },
      { id: expect.any(Number), role: 'assistant', content: 'Hello!', createdAt: NOW.toISOString() },
    ]);
  });

  it('returns an empty list for a user who never chatted', async () => {
    const response = await send(chatEvent({ method: 'GET', token: issuer().idToken(await newUser(ctx)) }));
    expect(response.json()).toEqual([]);
  });
});
