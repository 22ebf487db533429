import { createLambdaContext } from '@reno/api-gateway';
import { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newUser, testTable } from './support/dynamodb';
import { chatEvent } from './support/chat-harness';
import { installAwsLambdaShim, ResponseCapture } from './support/response-capture';
import { startTestIssuer, type TestIssuer } from './support/test-issuer';

type ChatHandler = (event: unknown, stream: ResponseCapture, context: unknown) => Promise<void>;

const bedrock = mockClient(BedrockRuntimeClient);
let issuer: TestIssuer;
const savedEnv = { ...process.env };

beforeAll(async () => {
  installAwsLambdaShim();
  issuer = await startTestIssuer();
});

afterEach(() => {
  process.env = { ...savedEnv };
  bedrock.reset();
});

afterAll(() => issuer.close());

/** Imports src/handlers/ai-chat.ts afresh under the given environment, as a new Lambda container would. */
async function loadHandler(env: Record<string, string | undefined>): Promise<ChatHandler> {
  for (const [name, value] of Object.entries({ ...issuer.env(), ...env })) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.resetModules();
  return (await import('../../src/handlers/ai-chat')).handler as unknown as ChatHandler;
}

async function invoke(handler: ChatHandler, event: unknown) {
  const response = new ResponseCapture();
  await handler(event, response, createLambdaContext('reno-ai-chat'));
  return response;
}

describe('src/handlers/ai-chat.ts (the deployed entry point)', () => {
  it('streams offline answers when CHAT_PROVIDER=offline (the local stack)', async () => {
    const handler = await loadHandler({ CHAT_PROVIDER: 'offline', AWS_LAMBDA_FUNCTION_NAME: undefined });
    const sub = await newUser(testTable().context());

    const response = await invoke(
      handler,
      chatEvent({ method: 'POST', token: issuer.idToken(sub), body: { content: 'What is my budget?' } }),
    );

    expect(response.statusCode).toBe(200);
    const events = response.events() as { type?: string }[];
    expect(events[0]).toEqual({ type: 'start' });
    expect(events.map((event) => (typeof event === 'string' ? event : event.type)).slice(-2)).toEqual([
      'complete',
      '[DONE]',
    ]);
    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(0);

    const history = await invoke(handler, chatEvent({ method: 'GET', token: issuer.idToken(sub) }));
    expect((history.json() as { role: string }[]).map((message) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
  });

  it('uses Bedrock in Lambda when CHAT_PROVIDER is unset, never the offline assistant', async () => {
    const handler = await loadHandler({
      CHAT_PROVIDER: undefined,
      AWS_LAMBDA_FUNCTION_NAME: 'reno-chat',
      BEDROCK_MODEL_ID: 'us.example.model-v1:0',
    });
    bedrock.on(ConverseStreamCommand).callsFake(async () => ({
      stream: (async function* () {
        yield { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'From Bedrock' } } };
      })(),
      $metadata: {},
    }));
    const sub = await newUser(testTable().context());

    const response = await invoke(
      handler,
      chatEvent({ method: 'POST', token: issuer.idToken(sub), body: { content: 'What is my budget?' } }),
    );

    expect(bedrock.commandCalls(ConverseStreamCommand)[0]?.args[0].input.modelId).toBe(
      'us.example.model-v1:0',
    );
    expect(response.events()).toContainEqual(
      expect.objectContaining({ type: 'content', fullContent: 'From Bedrock' }),
    );
  });

  it('fails loudly (500, nothing stored) in Lambda without a model id instead of falling back to offline', async () => {
    const handler = await loadHandler({
      CHAT_PROVIDER: undefined,
      AWS_LAMBDA_FUNCTION_NAME: 'reno-chat',
      BEDROCK_MODEL_ID: undefined,
    });
    const sub = await newUser(testTable().context());

    const response = await invoke(
      handler,
      chatEvent({ method: 'POST', token: issuer.idToken(sub), body: { content: 'Hi' } }),
    );

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
  });
});
