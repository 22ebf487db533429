import type { DataContext } from '@reno/data';
import { logger } from '../logger';
import type { ChatDependencies } from './chat-dependencies';
import { dataChatStore } from './data-chat-store';
import { dailyQuotaFromEnv } from './limits';
import { providerKindFromEnv } from './provider-kind';
import { bedrockProviderFromEnv } from './providers/bedrock-provider';
import type { ChatProvider } from './providers/chat-provider';
import { tokenVerifierFromEnv } from './token-verifier';

function providerFromEnv(env: NodeJS.ProcessEnv): ChatProvider {
  const kind = providerKindFromEnv(env);
  if (kind === 'offline' && env.AWS_LAMBDA_FUNCTION_NAME) {
    logger.warn('CHAT_PROVIDER=offline in Lambda: answers come from the offline assistant, not Bedrock');
  }
  if (kind === 'bedrock')
    return bedrockProviderFromEnv(async () => (await import('./tool-specs')).TOOL_SPECS, env);
  // The offline reader of questions is for the local stack: loaded with its first question.
  let offline: Promise<ChatProvider> | undefined;
  return {
    name: 'offline',
    async *stream(turn, signal) {
      offline ??= import('./providers/offline-provider').then((module) => module.createOfflineProvider());
      yield* (await offline).stream(turn, signal);
    },
  };
}

/**
 * Builds the chat's dependencies once per container, on first use, so a configuration mistake is a
 * logged 500 for the request rather than a crash at import.
 *
 * Settings: USER_POOL_CLIENT_ID and USER_POOL_ID (AWS) or JWT_ISSUER [+ JWT_JWKS_URI] (local);
 * CHAT_PROVIDER (offline | bedrock; unset = bedrock in Lambda, offline elsewhere); BEDROCK_MODEL_ID,
 * BEDROCK_MAX_TOKENS, BEDROCK_REGION; CHAT_DAILY_LIMIT_FREE / _PRO / _GLOBAL; TABLE_NAME,
 * DYNAMODB_ENDPOINT (through the shared data context).
 */
export function chatDependenciesFromEnv(
  data: () => DataContext,
  env: NodeJS.ProcessEnv = process.env,
): () => ChatDependencies {
  let built: ChatDependencies | undefined;
  return () => {
    built ??= {
      verifier: tokenVerifierFromEnv(env),
      provider: providerFromEnv(env),
      quota: dailyQuotaFromEnv(env),
      now: () => new Date(),
      ...dataChatStore(data()),
    };
    return built;
  };
}
