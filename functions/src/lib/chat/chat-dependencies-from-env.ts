import { getSessionsValidAfter, type DataContext } from '@reno/data';
import { logger } from '../logger';
import { SessionCheck } from '../sessions/session-check';
import type { ChatDependencies } from './chat-dependencies';
import { dataChatStore } from './data-chat-store';
import { dailyQuotaFromEnv, dailyTokenBudgetFromEnv } from './limits';
import { providerKindFromEnv } from './provider-kind';
import { bedrockSettingsFromEnv } from './providers/bedrock-settings';
import type { ChatProvider } from './providers/chat-provider';
import { tokenVerifierFromEnv, type TokenVerifier } from './token-verifier';

/**
 * A provider whose module loads with the first question: a cold start that only lists the history (the
 * panel opening) reads neither the prompt, the context rendering nor the model's protocol.
 */
function loadedWithFirstQuestion(name: string, load: () => Promise<ChatProvider>): ChatProvider {
  let loaded: Promise<ChatProvider> | undefined;
  return {
    name,
    async *stream(turn, signal) {
      loaded ??= load();
      yield* (await loaded).stream(turn, signal);
    },
  };
}

function providerFromEnv(env: NodeJS.ProcessEnv): ChatProvider {
  const kind = providerKindFromEnv(env);
  if (kind === 'offline' && env.AWS_LAMBDA_FUNCTION_NAME) {
    logger.warn('CHAT_PROVIDER=offline in Lambda: answers come from the offline assistant, not Bedrock');
  }
  if (kind === 'bedrock') {
    // Read now, so that a missing model id is a logged 500 before anything is stored.
    const settings = bedrockSettingsFromEnv(env);
    const toolSpecs = async () => (await import('./tool-specs')).TOOL_SPECS;
    return loadedWithFirstQuestion('bedrock', async () =>
      (await import('./providers/bedrock-provider')).bedrockProviderFor(settings, toolSpecs),
    );
  }
  // The offline reader of questions is for the local stack.
  return loadedWithFirstQuestion('offline', async () =>
    (await import('./providers/offline-provider')).createOfflineProvider(),
  );
}

/** The token's signature and claims, then its session: one that ended (the address was proven since) is 401. */
function currentSessionVerifier(tokens: TokenVerifier, store: DataContext): TokenVerifier {
  const sessions = new SessionCheck((sub) => getSessionsValidAfter(store, sub));
  return { verify: async (token) => sessions.current(await tokens.verify(token)) };
}

/**
 * Builds the chat's dependencies once per container, on first use, so a configuration mistake is a
 * logged 500 for the request rather than a crash at import.
 *
 * Settings: USER_POOL_CLIENT_ID and USER_POOL_ID (AWS) or JWT_ISSUER [+ JWT_JWKS_URI] (local);
 * CHAT_PROVIDER (offline | bedrock; unset = bedrock in Lambda, offline elsewhere); BEDROCK_MODEL_ID,
 * BEDROCK_MAX_TOKENS, BEDROCK_REGION; CHAT_DAILY_LIMIT_FREE / _PRO / _GLOBAL (messages) and
 * CHAT_DAILY_TOKENS_FREE / _PRO / _GLOBAL (model tokens); TABLE_NAME,
 * DYNAMODB_ENDPOINT (through the shared data context).
 */
export function chatDependenciesFromEnv(
  data: () => DataContext,
  env: NodeJS.ProcessEnv = process.env,
): () => ChatDependencies {
  let built: ChatDependencies | undefined;
  return () => {
    built ??= {
      verifier: currentSessionVerifier(tokenVerifierFromEnv(env), data()),
      provider: providerFromEnv(env),
      quota: dailyQuotaFromEnv(env),
      tokens: dailyTokenBudgetFromEnv(env),
      now: () => new Date(),
      ...dataChatStore(data()),
    };
    return built;
  };
}
