import type { AssistantAllowance, AssistantLimit, AssistantReservation } from '@reno/data';
import type { MemberRoleLookup } from '../households/active-household';
import type { DailyQuota, DailyTokenBudget } from './limits';
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
 * Daily counters (UTC day) of messages and model tokens, the household's and all users' together. `reserve`
 * counts a message and sets `tokens` aside in one transaction, so parallel sends cannot pass any limit,
 * and says which one refused it; `settle` replaces the reservation by what the answer used.
 */
export interface ChatUsageCounter {
  reserve(
    userId: string,
    allowances: { own: AssistantAllowance; global: AssistantAllowance },
    tokens: number,
  ): Promise<{ reserved: AssistantReservation } | { reached: AssistantLimit }>;
  settle(userId: string, reservation: AssistantReservation, usedTokens: number): Promise<void>;
}

export interface ChatUserData {
  /** Whether the household's owner is on Pro now: a household's plan is its owner's. */
  isPro(householdId: string, now: Date): Promise<boolean>;
  /** The caller's role in another's household, or null when they are not a member. */
  memberRole: MemberRoleLookup;
  /** The household's selected project (or its first one) in numbers the assistant can quote. */
  projectContext(householdId: string, projectId: number | null, today: string): Promise<ProjectContext>;
}

/** Everything the chat handler talks to; built from the environment in AWS and locally, injected in tests. */
export interface ChatDependencies {
  verifier: TokenVerifier;
  messages: ChatMessageStore;
  usage: ChatUsageCounter;
  users: ChatUserData;
  /** The assistant's read-only lookups over the active household's records. */
  tools: ToolRunner;
  provider: ChatProvider;
  /** Messages per day; `tokens`: model tokens per day. */
  quota: DailyQuota;
  tokens: DailyTokenBudget;
  now: () => Date;
}
