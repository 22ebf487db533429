import { CHAT_STREAM_DONE } from '@reno/domain';
import { CHAT_ERRORS, ChatError } from './chat-error';
import type { ChatStreamEvent } from './chat-stream-events';
import { SseParser } from './sse-parser';

/**
 * Reads the reply stream of POST /api/ai-chat, calling `onEvent` for each event in order until the
 * `[DONE]` marker. An `error` event, a payload that is not JSON, or a stream that stops before the
 * `complete` event all end in a ChatError, so the caller can roll back.
 */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  let completed = false;

  const handle = (payload: string): boolean => {
    if (payload.trim() === CHAT_STREAM_DONE) return true;
    let event: ChatStreamEvent;
    try {
      event = JSON.parse(payload) as ChatStreamEvent;
    } catch {
      throw new ChatError(CHAT_ERRORS.send, 'The reply could not be read');
    }
    if (event.type === 'error') throw new ChatError(CHAT_ERRORS.send, event.error || null);
    if (event.type === 'complete') completed = true;
    onEvent(event);
    return false;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      const payloads = done
        ? parser.push(decoder.decode()).concat(parser.flush())
        : parser.push(decoder.decode(value, { stream: true }));
      for (const payload of payloads) {
        if (handle(payload)) return finish(completed);
      }
      if (done) return finish(completed);
    }
  } finally {
    reader.releaseLock();
    // Nothing more is wanted from the server once [DONE] (or an error) is seen.
    body.cancel().catch(() => undefined);
  }
}

function finish(completed: boolean): void {
  if (!completed) throw new ChatError(CHAT_ERRORS.send, 'The reply was cut off');
}
