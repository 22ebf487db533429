import type { DailyQuota } from './limits';
import type { ProjectContext } from './project-context';
import type { ChatProvider } from './providers/chat-provider';
import type { StoredChatMessage } from './sse';
import type { ToolRunner } from './tool-session';
import type { TokenVerifier } from './token-verifier';

/** Chat messages of one user, as the data layer stores them. */
export interface ChatMessageStore {
  /** The newest `limit` messages, oldest first. */
  listRecent(userId: string, limit: number): Promise<StoredChatMessage[]>;
  append(
    userId: string,
    message: { role: 'user' | 'assistant'; content: string; lookedAt?: readonly string[] },
  ): Promise<StoredChatMessage>;
}

/**
 * Daily message counters (UTC day), the user's and all users' together, counted in one transaction so
 * parallel sends cannot exceed either. Says which one was reached, if any.
 */
export interface ChatUsageCounter {
  tryConsume(userId: string, limit: number, globalLimit: number): Promise<'ok' | 'user' | 'global'>;
}

export interface ChatUserData {
  isPro(userId: string, now: Date): Promise<boolean>;
  /** The caller's selected project (or their first one) in numbers the assistant can quote. */
  projectContext(userId: string, projectId: number | null, today: string): Promise<ProjectContext>;
}

/** Everything the chat handler talks to; built from the environment in AWS and locally, injected in tests. */
export interface ChatDependencies {
  verifier: TokenVerifier;
  messages: ChatMessageStore;
  usage: ChatUsageCounter;
  users: ChatUserData;
  /** The assistant's read-only lookups over the caller's records. */
  tools: ToolRunner;
  provider: ChatProvider;
  quota: DailyQuota;
  now: () => Date;
}
