// Chat history: CHAT#<sequence id> under the user, so the sort key is the time order.
import { nowOf, type DataContext } from './context';
import { InvalidInputError } from './errors';
import { allocateId } from './ids';
import { chatKey, SK_PREFIX, userPartition } from './keys';
import { putItem, queryPage, type Item, updateItem } from './requests';
import { num, requireText } from './validate';

export type ChatRole = 'user' | 'assistant';

export interface ChatMessageRecord {
  id: number;
  userId: string;
  role: ChatRole;
  content: string;
  createdAt: string;
}

export function toChatMessageRecord(item: Item): ChatMessageRecord {
  return {
    id: num(item.id),
    userId: String(item.userId),
    role: item.role === 'assistant' ? 'assistant' : 'user',
    content: String(item.content),
    createdAt: String(item.createdAt),
  };
}

/** UpdateItem(sequence) + one PutItem. */
export async function addChatMessage(
  ctx: DataContext,
  userId: string,
  message: { role: ChatRole; content: string },
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
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': SK_PREFIX.chat },
    ScanIndexForward: false,
    Limit: Math.max(1, Math.min(limit, 1000)),
  });
  return items.map(toChatMessageRecord).reverse();
}

/**
 * Counts one use of a per-user daily quota (e.g. assistant replies) and says whether it was within
 * `limit`. One UpdateItem on QUOTA#<name>#<day>, which expires two days later (TTL).
 */
export async function consumeDailyQuota(
  ctx: DataContext,
  userId: string,
  name: string,
  limit: number,
): Promise<{ allowed: boolean; used: number }> {
  const now = nowOf(ctx);
  const day = now.toISOString().slice(0, 10);
  try {
    const attributes = await updateItem(ctx, {
      Key: { PK: userPartition(userId), SK: `QUOTA#${name}#${day}` },
      UpdateExpression: 'ADD #used :one SET #expiresAt = :expiresAt',
      ConditionExpression: 'attribute_not_exists(#used) OR #used < :limit',
      ExpressionAttributeNames: { '#used': 'used', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': limit,
        ':expiresAt': Math.floor(now.getTime() / 1000) + 2 * 86_400,
      },
      ReturnValues: 'UPDATED_NEW',
    });
    return { allowed: true, used: num(attributes?.used) };
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException')
      return { allowed: false, used: limit };
    throw error;
  }
}
