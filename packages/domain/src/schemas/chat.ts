// AI assistant messages (docs/product.md#record-chat-message, docs/product.md#validation-chat).
import * as z from 'zod/mini';
import { MAX_CHAT_MESSAGE_LENGTH, type ChatRole } from '../constants';
import { optionalId, requiredText } from './fields';

const CHAT_MESSAGES = {
  content: 'Content is required',
  project: 'Invalid project',
} as const;

/** POST /api/ai-chat → { content (trimmed), projectId | null }. */
export const aiMessageInputSchema = z.object({
  content: requiredText({ required: CHAT_MESSAGES.content, max: MAX_CHAT_MESSAGE_LENGTH, label: 'Content' }),
  projectId: optionalId(CHAT_MESSAGES.project),
});

export interface ChatMessage {
  id: number;
  role: ChatRole;
  content: string;
  createdAt: string;
  /** An assistant answer's lookups, in words ('Looked at 143 expenses in Materials, Oct 2026'); absent when none. */
  lookedAt?: string[];
  /** Client-only: set while the reply streams. */
  isTyping?: boolean;
}
