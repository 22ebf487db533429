import { ChatConfigError } from './chat-config-error';

export type ProviderKind = 'bedrock' | 'offline';

/**
 * CHAT_PROVIDER=offline|bedrock chooses the model. When it is unset, a Lambda (AWS_LAMBDA_FUNCTION_NAME
 * is set by the runtime) always uses Bedrock, so the offline assistant is never used silently in AWS;
 * everywhere else (the local stack, no AWS account) the offline assistant answers.
 */
export function providerKindFromEnv(env: NodeJS.ProcessEnv = process.env): ProviderKind {
  const chosen = env.CHAT_PROVIDER?.trim().toLowerCase();
  if (chosen === 'bedrock' || chosen === 'offline') return chosen;
  if (chosen)
    throw new ChatConfigError(`CHAT_PROVIDER must be 'offline' or 'bedrock', not '${env.CHAT_PROVIDER}'`);
  return env.AWS_LAMBDA_FUNCTION_NAME ? 'bedrock' : 'offline';
}
