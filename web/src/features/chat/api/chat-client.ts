import { ASSISTANT_NEEDS_VERIFIED_EMAIL, type ChatMessage } from '@reno/domain';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { requireConnection } from '../../../lib/connection/offline-error';
import { CHAT_ERRORS, ChatError } from './chat-error';
import { chatHeaders, type ChatEndpoint } from './chat-endpoint';
import type { ChatStreamEvent } from './chat-stream-events';
import { readChatStream } from './read-chat-stream';

/** GET /api/ai-chat: the history, oldest first. */
export async function fetchChatMessages(
  endpoint: ChatEndpoint,
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: 'GET',
      headers: { Accept: 'application/json', ...(await chatHeaders(endpoint)) },
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw failure(CHAT_ERRORS.fetch, error);
  }
  if (!response.ok) throw failure(CHAT_ERRORS.fetch, await refusal(response));
  return (await response.json()) as ChatMessage[];
}

export interface SendChatInput {
  content: string;
  projectId: number | null;
}

/** POST /api/ai-chat and read the SSE reply, event by event, until [DONE]. */
export async function sendChatMessage(
  endpoint: ChatEndpoint,
  input: SendChatInput,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<void> {
  const body = JSON.stringify(input.projectId === null ? { content: input.content } : input);
  let response: Response;
  try {
    // Offline, the message is not sent: the failure says it needs a connection.
    requireConnection();
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { Accept: 'text/event-stream', ...(await chatHeaders(endpoint, body)) },
      credentials: 'include',
      body,
    });
  } catch (error) {
    throw failure(CHAT_ERRORS.send, error);
  }
  if (!response.ok) throw failure(CHAT_ERRORS.send, await refusal(response));
  if (!response.body) throw new ChatError(CHAT_ERRORS.noBody);
  try {
    await readChatStream(response.body, onEvent);
  } catch (error) {
    // A connection dropped mid-reply surfaces as a TypeError from the reader: same message for the user.
    throw error instanceof ChatError ? error : new ChatError(CHAT_ERRORS.send);
  }
}

async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return ApiError.fromResponse(response.status, response.statusText, text);
}

/**
 * The failure text of docs/product.md#assistant-panel, with the reason in words (a field's message such as
 * 'too long', the server's, or none).
 */
function failure(message: string, error: unknown): ChatError {
  const words = describeError(error);
  const needsVerifiedEmail =
    error instanceof ApiError && error.status === 403 && error.body?.error === ASSISTANT_NEEDS_VERIFIED_EMAIL;
  return new ChatError(message, words.message, words.retry, needsVerifiedEmail);
}
