// Chat history: CHAT#<sequence id> under the user, so the sort key is the time order.
import { nowOf, type DataContext } from './context';
import { InvalidInputError } from './errors';
import { allocateId } from './ids';
import { userChatMessagesNewestFirst } from './access-patterns';
import { chatKey } from './keys';
import { putItem, queryPage, type Item } from './requests';
import { num, requireText } from './validate';

export type ChatRole = 'user' | 'assistant';

export interface ChatMessageRecord {
  id: number;
  userId: string;
  role: ChatRole;
  content: string;
  createdAt: string;
  /** An assistant answer's lookups, in words ('Looked at 143 expenses in Materials, Oct 2026'). */
  lookedAt?: string[];
}

function toChatMessageRecord(item: Item): ChatMessageRecord {
  return {
    id: num(item.id),
    userId: String(item.userId),
    role: item.role === 'assistant' ? 'assistant' : 'user',
    content: String(item.content),
    createdAt: String(item.createdAt),
    ...(Array.isArray(item.lookedAt) ? { lookedAt: item.lookedAt.map(String) } : {}),
  };
}

/** UpdateItem(sequence) + one PutItem. */
export async function addChatMessage(
  ctx: DataContext,
  userId: string,
  message: { role: ChatRole; content: string; lookedAt?: readonly string[] },
): Promise<ChatMessageRecord> {
  if (message.role !== 'user' && message.role !== 'assistant') {
    throw new InvalidInputError('role', 'role must be user or assistant');
  }
  const content = requireText('content', message.content);
  const id = await allocateId(ctx, userId, 'chat');
  const item = {
    ...chatKey(userId, id),
    entity: 'chatMessage',
    id,
    userId,
    role: message.role,
    content,
    createdAt: nowOf(ctx).toISOString(),
    ...(message.lookedAt?.length ? { lookedAt: [...message.lookedAt] } : {}),
  };
  await putItem(ctx, { Item: item, ConditionExpression: 'attribute_not_exists(PK)' });
  return toChatMessageRecord(item);
}

/** The newest `limit` messages, returned oldest first: one Query (descending, Limit). */
export async function listRecentChatMessages(
  ctx: DataContext,
  userId: string,
  limit = 50,
): Promise<ChatMessageRecord[]> {
  const { items } = await queryPage(ctx, {
    ...userChatMessagesNewestFirst(userId),
    Limit: Math.max(1, Math.min(limit, 1000)),
  });
  return items.map(toChatMessageRecord).reverse();
}
