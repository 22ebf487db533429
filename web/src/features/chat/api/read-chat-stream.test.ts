import { describe, expect, it } from 'vitest';
import { sse, SSE_DONE } from '../testing/fake-chat-server';
import { ChatError } from './chat-error';
import type { ChatStreamEvent } from './chat-stream-events';
import { readChatStream } from './read-chat-stream';

const complete = {
  type: 'complete',
  message: { id: 8, role: 'assistant', content: 'Crème brûlée 🍮', createdAt: '2025-01-01T12:00:00.000Z' },
};

function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** Splits the UTF-8 bytes every `size` bytes, so characters and lines are cut in the middle. */
function chunked(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.slice(start, start + size));
  return chunks;
}

async function collect(text: string, size: number) {
  const events: ChatStreamEvent[] = [];
  await readChatStream(bodyOf(chunked(text, size)), (event) => events.push(event));
  return events;
}

describe('readChatStream', () => {
  const stream =
    sse({ type: 'start' }) +
    sse({ type: 'content', content: 'Crème ', fullContent: 'Crème ' }) +
    sse({ type: 'content', content: 'brûlée 🍮', fullContent: 'Crème brûlée 🍮' }) +
    sse(complete) +
    SSE_DONE;

  it.each([1, 2, 3, 7, 64, 100_000])(
    'reads the events in order when the network splits every %i bytes',
    async (size) => {
      const events = await collect(stream, size);
      expect(events).toEqual([
        { type: 'start' },
        { type: 'content', content: 'Crème ', fullContent: 'Crème ' },
        { type: 'content', content: 'brûlée 🍮', fullContent: 'Crème brûlée 🍮' },
        complete,
      ]);
    },
  );

  it('stops at [DONE] and ignores anything after it', async () => {
    const events = await collect(
      sse({ type: 'start' }) + sse(complete) + SSE_DONE + 'data: {not json\n\n',
      5,
    );
    expect(events.map((event) => event.type)).toEqual(['start', 'complete']);
  });

  it("turns an error event into 'Failed to send message' with the server's reason", async () => {
    const failing =
      sse({ type: 'start' }) + sse({ type: 'error', error: 'The assistant is busy right now.' }) + SSE_DONE;
    const error = await collect(failing, 4).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({
      message: 'Failed to send message',
      detail: 'The assistant is busy right now.',
    });
  });

  it('fails when the stream ends before the complete event', async () => {
    const cut = sse({ type: 'start' }) + sse({ type: 'content', content: 'Hal', fullContent: 'Hal' });
    await expect(collect(cut, 8)).rejects.toMatchObject({ message: 'Failed to send message' });
  });

  it('fails on a payload that is not JSON', async () => {
    await expect(collect('data: {oops\n\n' + SSE_DONE, 3)).rejects.toBeInstanceOf(ChatError);
  });
});
