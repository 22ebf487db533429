import { CHAT_STREAM_DONE } from '@reno/domain';

/**
 * Server-sent events exactly as docs/product.md#api-chat frames them: one `data: <json>` line per event, a
 * blank line after each, and a literal `data: [DONE]` terminator.
 */
export interface StoredChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
  /**
   * An extension of the message of docs/product.md#record-chat-message: what the answer looked at,
   * when it looked anything up.
   */
  lookedAt?: string[];
}

export type ChatStreamEvent =
  | { type: 'start' }
  | { type: 'content'; content: string; fullContent: string }
  | { type: 'complete'; message: StoredChatMessage }
  | { type: 'error'; error: string };

/** One SSE event: its data line, then the blank line that ends it. */
const dataFrame = (data: string): string => `data: ${data}\n\n`;

export const sseFrame = (event: ChatStreamEvent): string => dataFrame(JSON.stringify(event));

/** Anything that accepts text chunks, e.g. Lambda's HttpResponseStream. */
export interface TextSink {
  write(chunk: string): unknown;
}

export class SseWriter {
  private finished = false;

  constructor(private readonly sink: TextSink) {}

  send(event: ChatStreamEvent): void {
    if (this.finished) return;
    this.sink.write(sseFrame(event));
  }

  /** Writes the terminator once; later sends are ignored so no event can follow [DONE]. */
  done(): void {
    if (this.finished) return;
    this.finished = true;
    this.sink.write(dataFrame(CHAT_STREAM_DONE));
  }

  get isDone(): boolean {
    return this.finished;
  }
}
