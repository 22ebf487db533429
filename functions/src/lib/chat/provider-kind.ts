import { engineFromEnv } from '../engine-from-env';
import { ChatConfigError } from './chat-config-error';

export type ProviderKind = 'bedrock' | 'offline';

/** CHAT_PROVIDER=bedrock|offline: Bedrock in AWS, the offline assistant elsewhere. */
export function providerKindFromEnv(env: NodeJS.ProcessEnv = process.env): ProviderKind {
  return engineFromEnv(env, 'CHAT_PROVIDER', { aws: 'bedrock', local: 'offline' }, ChatConfigError);
}
