// The assistant in a household (DynamoDB Local; Bedrock's client stubbed): a member asks about the active
// household's records, keeps their own history, and counts against the household's daily quota; a
// stranger or a removed member naming the household learns nothing.
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { addMember, getAssistantUsage, listRecentChatMessages, removeMember } from '@reno/data';
import { HOUSEHOLD_ID_HEADER, HOUSEHOLD_MESSAGES } from '@reno/domain';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { testBedrockProvider } from './support/bedrock-provider';
import { chatEvent } from './support/chat-harness';
import { useChatSuite } from './support/chat-suite';
import { converseStream } from './support/converse-stream';
import { newUser } from './support/dynamodb';
import { PROJECT, seedKitchenRemodel } from './support/kitchen-remodel';

const bedrock = mockClient(BedrockRuntimeClient);

const { ctx, send, issuer } = useChatSuite({
  quota: { free: 2, pro: 4, global: 1_000_000 },
  tokens: { free: 10_000_000, pro: 10_000_000, global: 1_000_000_000 },
  provider: testBedrockProvider(),
});
beforeEach(() => {
  bedrock.reset();
  bedrock
    .on(ConverseStreamCommand)
    .callsFake(async () => ({ stream: converseStream(['Noted.']), $metadata: {} }));
});

const ask = (sub: string, content: string, household?: string) =>
  send(
    chatEvent({
      method: 'POST',
      token: issuer().idToken(sub),
      body: { content },
      ...(household ? { headers: { [HOUSEHOLD_ID_HEADER]: household } } : {}),
    }),
  );

const systemPrompt = (call = 0): string => {
  const input: ConverseStreamCommandInput = bedrock.commandCalls(ConverseStreamCommand)[call]!.args[0].input;
  return (input.system ?? []).map((block) => ('text' in block ? block.text : '')).join('\n');
};

const history = async (sub: string) =>
  (await listRecentChatMessages(ctx, sub, 100)).map(({ role, content }) => ({ role, content }));

/** Dana's household (with a kitchen remodel on Pro: it has more than the Free plan's 5 expenses), and Sam in it with `role`. */
async function household(role: 'editor' | 'viewer', plan: 'free' | 'pro' = 'pro') {
  const dana = await newUser(ctx, plan);
  if (plan === 'pro') await seedKitchenRemodel(ctx, dana);
  const sam = await newUser(ctx);
  await addMember(ctx, dana, { userId: sam, role, name: 'Sam', email: `${sam}@example.com` });
  return { dana, sam };
}

describe('the assistant in a household', () => {
  it("answers a viewer from the household's records, and keeps the conversation in the viewer's history", async () => {
    const { dana, sam } = await household('viewer');

    const response = await ask(sam, 'How is the kitchen going?', dana);

    expect(response.statusCode).toBe(200);
    expect(systemPrompt()).toContain(PROJECT.name);
    expect(await history(sam)).toEqual([
      { role: 'user', content: 'How is the kitchen going?' },
      { role: 'assistant', content: 'Noted.' },
    ]);
    expect(await history(dana)).toEqual([]);
  });

  it("looks at the caller's own records without the header", async () => {
    const { sam } = await household('editor');

    expect((await ask(sam, 'Anything?')).statusCode).toBe(200);

    expect(systemPrompt()).not.toContain(PROJECT.name);
  });

  it("counts a member's messages against the household's daily quota, by the owner's plan", async () => {
    const { dana, sam } = await household('editor', 'free');

    expect((await ask(dana, 'One')).statusCode).toBe(200);
    expect((await ask(sam, 'Two', dana)).statusCode).toBe(200);
    const third = await ask(sam, 'Three', dana);

    expect(third.statusCode).toBe(429);
    expect((await getAssistantUsage(ctx, dana))['user-messages']).toBe(2);
    expect((await getAssistantUsage(ctx, sam))['user-messages']).toBe(0);
    // Sam's own household has its own quota.
    expect((await ask(sam, 'Mine')).statusCode).toBe(200);
  });

  it('answers a stranger naming the household as a missing one, and stores nothing', async () => {
    const { dana } = await household('viewer');
    const stranger = await newUser(ctx);

    const response = await ask(stranger, 'Tell me their budget', dana);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: HOUSEHOLD_MESSAGES.notFound });
    expect(await history(stranger)).toEqual([]);
    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(0);
  });

  it("refuses a removed member's very next message", async () => {
    const { dana, sam } = await household('editor');
    expect((await ask(sam, 'Before', dana)).statusCode).toBe(200);

    await removeMember(ctx, dana, sam);

    expect((await ask(sam, 'After', dana)).statusCode).toBe(404);
  });
});
