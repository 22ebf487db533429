import type { ChatMessage } from '@reno/domain';

/** The events of POST /api/ai-chat (docs/product.md#api-chat), as the server sends them. */
export type ChatStreamEvent =
  | { type: 'start' }
  | { type: 'content'; content?: string; fullContent: string }
  | { type: 'complete'; message: ChatMessage }
  | { type: 'error'; error: string };
