import { MAX_HISTORY_BYTES, MAX_HISTORY_MESSAGES } from './limits';
import type { ModelMessage } from './providers/chat-provider';

/** The newest of `messages` whose text together fits in `maxBytes` (UTF-8); the newest one always. */
function newestWithin<T extends { content: string }>(messages: readonly T[], maxBytes: number): T[] {
  let bytes = 0;
  let first = messages.length;
  while (first > 0) {
    bytes += Buffer.byteLength(messages[first - 1]!.content, 'utf8');
    if (bytes > maxBytes && first < messages.length) break;
    first -= 1;
  }
  return messages.slice(first);
}

/**
 * The conversation the model sees: at most `limit` of the newest stored messages, as many of them as fit
 * in MAX_HISTORY_BYTES, shaped the way Bedrock's Converse API requires (starts with a user turn, roles
 * alternate). A user message whose reply failed leaves two user turns in a row; those are merged rather
 * than dropped, so nothing the user said is lost.
 */
export function modelHistory(
  stored: readonly { role: 'user' | 'assistant'; content: string }[],
  limit = MAX_HISTORY_MESSAGES,
): ModelMessage[] {
  const recent = newestWithin(
    stored.slice(-limit).filter((message) => message.content.trim() !== ''),
    MAX_HISTORY_BYTES,
  );
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
