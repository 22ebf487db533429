import type { ChatMessage } from '@reno/domain';
import { composeErrorMessage, parseErrorMessage } from '@reno/domain';
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
    throw new ChatError(CHAT_ERRORS.fetch);
  }
  if (!response.ok) throw new ChatError(CHAT_ERRORS.fetch, await errorDetail(response));
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
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { Accept: 'text/event-stream', ...(await chatHeaders(endpoint, body)) },
      credentials: 'include',
      body,
    });
  } catch {
    throw new ChatError(CHAT_ERRORS.send);
  }
  if (!response.ok) throw new ChatError(CHAT_ERRORS.send, await errorDetail(response));
  if (!response.body) throw new ChatError(CHAT_ERRORS.noBody);
  try {
    await readChatStream(response.body, onEvent);
  } catch (error) {
    // A connection dropped mid-reply surfaces as a TypeError from the reader: same message for the user.
    throw error instanceof ChatError ? error : new ChatError(CHAT_ERRORS.send);
  }
}

/** The server's own words (SPEC §8 body): a field's message when there is one (e.g. too long), else the error. */
async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  const message = composeErrorMessage(response.status, response.statusText, text);
  const parsed = parseErrorMessage(message);
  return parsed ? (Object.values(parsed.fieldErrors)[0] ?? parsed.summary) : message;
}
