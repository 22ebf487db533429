import type {
  BedrockRuntimeClient,
  ContentBlock,
  ConverseStreamCommand,
  ConverseStreamCommandOutput,
  Message,
  ToolConfiguration,
} from '@aws-sdk/client-bedrock-runtime';
import { STREAM_CLIENT_POLICY } from '../../aws/client-policy';
import { boundedToolResult } from '../bounded-tool-result';
import { renderContextBlock } from '../context-block';
import { MAX_TOOL_CALLS_PER_ROUND, MAX_TOOL_ROUNDS } from '../limits';
import { buildSystemPrompt } from '../system-prompt';
import type { ToolReply, ToolSession } from '../tool-session';
import type { AssistantToolSpec } from '@reno/domain';
import type { BedrockSettings } from './bedrock-settings';
import type { ChatProvider, ChatTurn } from './chat-provider';
import { ASSISTANT_BUSY, ASSISTANT_UNAVAILABLE, ChatProviderError } from './chat-provider-error';
import { readConverseRound, type RequestedToolUse } from './converse-round';

/** The one call the provider makes; a BedrockRuntimeClient is one. */
export interface ConverseStreamClient {
  send(
    command: ConverseStreamCommand,
    options?: { abortSignal?: AbortSignal },
  ): Promise<ConverseStreamCommandOutput>;
}

export interface BedrockProviderOptions {
  client: ConverseStreamClient;
  /** A model or inference-profile id, e.g. 'us.amazon.nova-lite-v1:0'. */
  modelId: string;
  maxTokens?: number;
  /** The assistant's tools, loaded with the first question rather than at cold start. */
  toolSpecs: () => Promise<readonly AssistantToolSpec[]>;
}

export const TOO_MANY_LOOKUPS =
  'The assistant needed too many lookups for this question. Please ask something narrower.';

const TOO_MANY_IN_ONE_ROUND = `No more than ${MAX_TOOL_CALLS_PER_ROUND} lookups are run at a time; ask for this one again in the next turn.`;
const UNREADABLE_INPUT = 'The tool input was not valid JSON.';

const BUSY_ERRORS = new Set([
  'ThrottlingException',
  'ServiceQuotaExceededException',
  'ServiceUnavailableException',
]);

function asProviderError(error: unknown): ChatProviderError {
  if (error instanceof ChatProviderError) return error;
  const name = error instanceof Error ? error.name : '';
  return new ChatProviderError(BUSY_ERRORS.has(name) ? ASSISTANT_BUSY : ASSISTANT_UNAVAILABLE, {
    cause: error,
  });
}

const toolConfiguration = (specs: readonly AssistantToolSpec[]): ToolConfiguration => ({
  tools: specs.map(({ name, description, inputSchema }) => ({
    toolSpec: { name, description, inputSchema: { json: inputSchema.json as never } },
  })),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lookups of one round, in the order asked; those beyond the per-round limit are refused. */
async function runLookups(tools: ToolSession, uses: readonly RequestedToolUse[]): Promise<ContentBlock[]> {
  const replies = await Promise.all(
    uses.map((use, index): Promise<ToolReply> | ToolReply => {
      const call = { name: use.name, input: use.input };
      if (index >= MAX_TOOL_CALLS_PER_ROUND) return tools.refuse(call, TOO_MANY_IN_ONE_ROUND);
      if (use.input === undefined) return tools.refuse(call, UNREADABLE_INPUT);
      return tools.call(call);
    }),
  );
  return replies.map((reply, index) => ({
    toolResult: {
      toolUseId: uses[index]!.toolUseId,
      status: reply.status,
      // A JSON result must be an object; arrays and scalars are wrapped. Its size is bounded.
      content: [
        reply.status === 'success'
          ? {
              json: boundedToolResult(
                isObject(reply.result) ? reply.result : { result: reply.result },
              ) as never,
            }
          : { text: reply.error },
      ],
    },
  }));
}

/** What the model said in a tool round, replayed to it as it was sent (never to the user). */
function toolRoundMessage(deltas: readonly string[], uses: readonly RequestedToolUse[]): Message {
  const text = deltas.join('');
  return {
    role: 'assistant',
    content: [
      ...(text.trim() ? [{ text }] : []),
      ...uses.map((use) => ({
        toolUse: {
          toolUseId: use.toolUseId,
          name: use.name,
          input: (isObject(use.input) ? use.input : {}) as never,
        },
      })),
    ],
  };
}

/**
 * Amazon Bedrock through the Converse streaming API, with the assistant's tools: the model looks things
 * up for at most MAX_TOOL_ROUNDS rounds, and while the message's token allowance admits another call,
 * then its answer is passed on. The model id is configuration.
 */
export function createBedrockProvider(options: BedrockProviderOptions): ChatProvider {
  const maxTokens = options.maxTokens ?? 1024;
  return {
    name: 'bedrock',
    async *stream(turn: ChatTurn, signal?: AbortSignal) {
      try {
        // The SDK's Bedrock client loads with the first question, not at cold start.
        const [{ ConverseStreamCommand }, specs] = await Promise.all([
          import('@aws-sdk/client-bedrock-runtime'),
          options.toolSpecs(),
        ]);
        const system = [{ text: buildSystemPrompt(renderContextBlock(turn.context), turn.today) }];
        const toolConfig = toolConfiguration(specs);
        const messages: Message[] = turn.messages.map((message) => ({
          role: message.role,
          content: [{ text: message.content }],
        }));

        for (let round = 1; ; round += 1) {
          const request = {
            modelId: options.modelId,
            system,
            messages,
            toolConfig,
            inferenceConfig: { maxTokens, temperature: 0.3 },
          };
          if (turn.allowance && !turn.allowance.begin(request, maxTokens)) {
            throw new ChatProviderError(TOO_MANY_LOOKUPS);
          }
          const response = await options.client.send(
            new ConverseStreamCommand(request),
            signal ? { abortSignal: signal } : {},
          );
          if (!response.stream) throw new ChatProviderError(ASSISTANT_UNAVAILABLE);
          const { deltas, toolUses, usage } = await readConverseRound(response.stream);
          turn.allowance?.end(usage);
          if (toolUses.length === 0) {
            yield* deltas;
            return;
          }
          if (round > MAX_TOOL_ROUNDS) throw new ChatProviderError(TOO_MANY_LOOKUPS);
          messages.push(toolRoundMessage(deltas, toolUses));
          messages.push({ role: 'user', content: await runLookups(turn.tools, toolUses) });
        }
      } catch (error) {
        throw asProviderError(error);
      }
    },
  };
}

/** The provider for settings already read (bedrockSettingsFromEnv); its client is created on first use. */
export function bedrockProviderFor(
  settings: BedrockSettings,
  toolSpecs: () => Promise<readonly AssistantToolSpec[]>,
): ChatProvider {
  const { modelId, maxTokens, region } = settings;
  let client: Promise<BedrockRuntimeClient> | undefined;
  const loadClient = () =>
    (client ??= import('@aws-sdk/client-bedrock-runtime').then(
      ({ BedrockRuntimeClient }) =>
        new BedrockRuntimeClient({ ...STREAM_CLIENT_POLICY, ...(region ? { region } : {}) }),
    ));
  return createBedrockProvider({
    client: { send: async (command, options) => (await loadClient()).send(command, options) },
    modelId,
    toolSpecs,
    ...(maxTokens ? { maxTokens } : {}),
  });
}
