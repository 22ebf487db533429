import { isPro } from '@reno/domain';
import {
  addChatMessage,
  getMemberRole,
  getUser,
  listRecentChatMessages,
  reserveAssistantMessage,
  settleAssistantMessage,
  type ChatMessageRecord,
  type DataContext,
} from '@reno/data';
import type { ChatMessageStore, ChatUsageCounter, ChatUserData } from './chat-dependencies';
import type { StoredChatMessage } from './sse';
import type { ToolRunner } from './tool-session';

// The API shape of a chat message (docs/product.md#record-chat-message): id, role, content, createdAt,
// and lookedAt when there is one; no userId.
const toApiMessage = ({ id, role, content, createdAt, lookedAt }: ChatMessageRecord): StoredChatMessage => ({
  id,
  role,
  content,
  createdAt,
  ...(lookedAt ? { lookedAt } : {}),
});

/** The chat's ports on the single table (@reno/data). */
export function dataChatStore(ctx: DataContext): {
  messages: ChatMessageStore;
  usage: ChatUsageCounter;
  users: ChatUserData;
  tools: ToolRunner;
} {
  return {
    messages: {
      listRecent: async (userId, limit) =>
        (await listRecentChatMessages(ctx, userId, limit)).map(toApiMessage),
      append: async (userId, message) => toApiMessage(await addChatMessage(ctx, userId, message)),
    },
    usage: {
      reserve: (userId, allowances, tokens) => reserveAssistantMessage(ctx, userId, allowances, tokens),
      settle: (userId, reservation, usedTokens) =>
        settleAssistantMessage(ctx, userId, reservation, usedTokens),
    },
    users: {
      // No profile yet (GET /api/user never called) means the free plan.
      isPro: async (userId, now) => {
        const profile = await getUser(ctx, userId);
        return profile ? isPro(profile, now) : false;
      },
      // Loaded with the first question, as the provider is: listing the history needs neither.
      memberRole: (householdId, userId) => getMemberRole(ctx, householdId, userId),
      projectContext: async (userId, projectId, today) =>
        (await import('./load-project-context')).loadProjectContext(ctx, userId, projectId, today),
    },
    tools: async (userId, call) => (await import('./data-tool-runner')).dataToolRunner(ctx)(userId, call),
  };
}
