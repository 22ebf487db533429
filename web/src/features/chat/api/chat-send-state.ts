import type { ChatMessage } from '@reno/domain';
import type { ChatStreamEvent } from './chat-stream-events';

/**
 * The message list while a send is in flight (docs/product.md#assistant-panel): the user's message is added
 * at once; `start` adds a typing placeholder; each `content` replaces the placeholder's text with the full
 * text so far; `complete` replaces the placeholder with the stored message. Temporary ids are negative, so
 * they can never collide with the server's.
 */
export interface PendingIds {
  userMessageId: number;
  placeholderId: number;
}

let lastTemporaryId = 0;

export function nextPendingIds(): PendingIds {
  lastTemporaryId -= 2;
  return { userMessageId: lastTemporaryId, placeholderId: lastTemporaryId - 1 };
}

export function withUserMessage(
  list: readonly ChatMessage[],
  content: string,
  ids: PendingIds,
  now: Date = new Date(),
): ChatMessage[] {
  return [...list, { id: ids.userMessageId, role: 'user', content, createdAt: now.toISOString() }];
}

function replacePlaceholder(
  list: readonly ChatMessage[],
  placeholderId: number,
  next: ChatMessage,
): ChatMessage[] {
  const index = list.findIndex((message) => message.id === placeholderId);
  return index < 0 ? [...list, next] : list.map((message, i) => (i === index ? next : message));
}

export function applyStreamEvent(
  list: readonly ChatMessage[],
  event: ChatStreamEvent,
  placeholderId: number,
  now: Date = new Date(),
): ChatMessage[] {
  const placeholder = (content: string): ChatMessage => ({
    id: placeholderId,
    role: 'assistant',
    content,
    createdAt: now.toISOString(),
    isTyping: true,
  });
  switch (event.type) {
    case 'start':
      return list.some((message) => message.id === placeholderId) ? [...list] : [...list, placeholder('')];
    case 'content':
      return replacePlaceholder(list, placeholderId, placeholder(event.fullContent));
    case 'complete':
      return replacePlaceholder(list, placeholderId, { ...event.message, isTyping: false });
    case 'error':
      return [...list];
  }
}
