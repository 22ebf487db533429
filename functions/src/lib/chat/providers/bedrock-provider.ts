import type {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  ConverseStreamCommandOutput,
  ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { ChatConfigError } from '../chat-config-error';
import { renderContextBlock } from '../context-block';
import { buildSystemPrompt } from '../system-prompt';
import type { ChatProvider, ChatTurn } from './chat-provider';
import { ASSISTANT_BUSY, ASSISTANT_UNAVAILABLE, ChatProviderError } from './chat-provider-error';
import { STREAM_CLIENT_POLICY } from '../../aws/client-policy';

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
}

const BUSY_ERRORS = new Set([
  'ThrottlingException',
  'ServiceQuotaExceededException',
  'ServiceUnavailableException',
]);

// Exceptions Bedrock reports as events inside the stream rather than as a failed request.
function streamFailure(event: ConverseStreamOutput): Error | undefined {
  return (
    event.throttlingException ??
    event.serviceUnavailableException ??
    event.internalServerException ??
    event.modelStreamErrorException ??
    event.validationException
  );
}

function asProviderError(error: unknown): ChatProviderError {
  if (error instanceof ChatProviderError) return error;
  const name = error instanceof Error ? error.name : '';
  return new ChatProviderError(BUSY_ERRORS.has(name) ? ASSISTANT_BUSY : ASSISTANT_UNAVAILABLE, {
    cause: error,
  });
}

/** Amazon Bedrock through the Converse streaming API; the model id is configuration. */
export function createBedrockProvider(options: BedrockProviderOptions): ChatProvider {
  const maxTokens = options.maxTokens ?? 1024;
  return {
    name: 'bedrock',
    async *stream(turn: ChatTurn, signal?: AbortSignal) {
      try {
        // The SDK's Bedrock client loads with the first question, not at cold start.
        const { ConverseStreamCommand } = await import('@aws-sdk/client-bedrock-runtime');
        const response = await options.client.send(
          new ConverseStreamCommand({
            modelId: options.modelId,
            system: [{ text: buildSystemPrompt(renderContextBlock(turn.context), turn.today) }],
            messages: turn.messages.map((message) => ({
              role: message.role,
              content: [{ text: message.content }],
            })),
            inferenceConfig: { maxTokens, temperature: 0.3 },
          }),
          signal ? { abortSignal: signal } : {},
        );
        if (!response.stream) throw new ChatProviderError(ASSISTANT_UNAVAILABLE);
        for await (const event of response.stream) {
          const failure = streamFailure(event);
          if (failure) throw failure;
          const text = event.contentBlockDelta?.delta?.text;
          if (text) yield text;
        }
      } catch (error) {
        throw asProviderError(error);
      }
    },
  };
}

export function bedrockProviderFromEnv(env: NodeJS.ProcessEnv = process.env): ChatProvider {
  const modelId = env.BEDROCK_MODEL_ID?.trim();
  if (!modelId) throw new ChatConfigError('BEDROCK_MODEL_ID is not set (CHAT_PROVIDER is bedrock)');
  const maxTokens = Number(env.BEDROCK_MAX_TOKENS);
  const region = env.BEDROCK_REGION || env.AWS_REGION;
  let client: Promise<BedrockRuntimeClient> | undefined;
  const loadClient = () =>
    (client ??= import('@aws-sdk/client-bedrock-runtime').then(
      ({ BedrockRuntimeClient }) =>
        new BedrockRuntimeClient({ ...STREAM_CLIENT_POLICY, ...(region ? { region } : {}) }),
    ));
  return createBedrockProvider({
    client: { send: async (command, options) => (await loadClient()).send(command, options) },
    modelId,
    ...(Number.isInteger(maxTokens) && maxTokens > 0 ? { maxTokens } : {}),
  });
}
