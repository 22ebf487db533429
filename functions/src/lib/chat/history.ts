import { MAX_HISTORY_MESSAGES } from './limits';
import type { ModelMessage } from './providers/chat-provider';

/**
 * The conversation the model sees: at most `limit` of the newest stored messages, shaped the way
 * Bedrock's Converse API requires (starts with a user turn, roles alternate). A user message whose reply
 * failed leaves two user turns in a row; those are merged rather than dropped, so nothing the user said
 * is lost.
 */
export function modelHistory(
  stored: readonly { role: 'user' | 'assistant'; content: string }[],
  limit = MAX_HISTORY_MESSAGES,
): ModelMessage[] {
  const recent = stored.slice(-limit).filter((message) => message.content.trim() !== '');
  const firstUser = recent.findIndex((message) => message.role === 'user');
  if (firstUser < 0) return [];

  const turns: ModelMessage[] = [];
  for (const message of recent.slice(firstUser)) {
    const previous = turns.at(-1);
    if (previous && previous.role === message.role) previous.content += `\n\n${message.content}`;
    else turns.push({ role: message.role, content: message.content });
  }
  // The last turn must be the user's: a trailing assistant turn would leave the model nothing to answer.
  while (turns.length > 0 && turns.at(-1)?.role !== 'user') turns.pop();
  return turns;
}
