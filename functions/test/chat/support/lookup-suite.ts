// A chat test file whose scripted model asks for lookups (the payment, home record and cost basis lookups):
// Bedrock stubbed with aws-sdk-client-mock and reset before each test, the chat handler on DynamoDB Local
// (useChatSuite), and `ask`, which posts one question as a user and answers the message of its 'complete' event.
import { BedrockRuntimeClient, type ToolResultBlock } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach } from 'vitest';
import { testBedrockProvider } from './bedrock-provider';
import { chatEvent } from './chat-harness';
import { useChatSuite } from './chat-suite';
import { scriptedModel } from './scripted-model';

type Events = { type: string; content?: string; message?: Record<string, unknown> }[];

export function useLookupSuite() {
  const bedrock = mockClient(BedrockRuntimeClient);
  const model = scriptedModel(bedrock);
  const suite = useChatSuite({
    quota: { free: 50, pro: 50, global: 5000 },
    provider: testBedrockProvider(),
  });
  beforeEach(() => bedrock.reset());
  /** The answer to `content` asked by `sub` (with the chat body's other fields: `projectId`). */
  const ask = async (sub: string, content: string, body: Record<string, unknown> = {}) =>
    (
      (await suite
        .send(chatEvent({ method: 'POST', token: suite.issuer().idToken(sub), body: { content, ...body } }))
        .then((response) => response.events())) as Events
    ).find((event) => event.type === 'complete')?.message;
  return { ...model, ctx: suite.ctx, ask };
}

/** A tool result's JSON, as the model got it. */
export const jsonOf = <T = Record<string, unknown>>(result: ToolResultBlock | undefined) =>
  result?.content?.[0]?.json as T;
