import { ChatConfigError } from '../chat-config-error';

/** What the Bedrock provider needs from the environment, read without loading the provider's module. */
export interface BedrockSettings {
  /** A model or inference-profile id, e.g. 'us.amazon.nova-lite-v1:0'. */
  modelId: string;
  maxTokens?: number;
  region?: string;
}

/** BEDROCK_MODEL_ID (required), BEDROCK_MAX_TOKENS, BEDROCK_REGION (else AWS_REGION). */
export function bedrockSettingsFromEnv(env: NodeJS.ProcessEnv): BedrockSettings {
  const modelId = env.BEDROCK_MODEL_ID?.trim();
  if (!modelId) throw new ChatConfigError('BEDROCK_MODEL_ID is not set (CHAT_PROVIDER is bedrock)');
  const maxTokens = Number(env.BEDROCK_MAX_TOKENS);
  const region = env.BEDROCK_REGION || env.AWS_REGION;
  return {
    modelId,
    ...(Number.isInteger(maxTokens) && maxTokens > 0 ? { maxTokens } : {}),
    ...(region ? { region } : {}),
  };
}
