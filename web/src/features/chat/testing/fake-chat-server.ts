import { CHAT_STREAM_DONE, type ChatMessage } from '@reno/domain';
import { vi } from 'vitest';

/** A response body the test feeds by hand, chunk by chunk, like a slow network. */
function controllableBody() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    body,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    pushBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    close: () => controller.close(),
    /** The connection breaks: the reader's next read rejects. */
    fail: (error: Error) => controller.error(error),
  };
}

export const sse = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;
export const SSE_DONE = `data: ${CHAT_STREAM_DONE}\n\n`;

interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/**
 * A stand-in for the chat function URL behind `fetch`: GET answers the stored history; POST answers
 * with whatever the test prepared (a live SSE body, an error status, no body). GET /api/projects
 * answers `projects`, for the selected-project wiring.
 */
export function fakeChatServer(
  initialHistory: ChatMessage[] = [],
  projects: { id: number; name: string }[] = [],
) {
  let history = [...initialHistory];
  const requests: RecordedRequest[] = [];
  const postReplies: (() => Response)[] = [];
  let historyStatus = 200;

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    requests.push({
      method,
      url: String(input),
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
    });
    if (method === 'GET' && String(input).endsWith('/api/projects')) {
      return new Response(JSON.stringify(projects), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (method === 'GET') {
      return historyStatus === 200
        ? new Response(JSON.stringify(history), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ error: 'Internal server error' }), { status: historyStatus });
    }
    const reply = postReplies.shift();
    if (!reply) throw new Error('The test prepared no reply for this POST');
    return reply();
  });

  return {
    fetch: fetchMock,
    requests,
    setHistory: (messages: ChatMessage[]) => {
      history = [...messages];
    },
    failHistory: (status = 500) => {
      historyStatus = status;
    },
    /** The next POST streams from a body the test controls. */
    replyWithStream: () => {
      const stream = controllableBody();
      postReplies.push(
        () => new Response(stream.body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
      );
      return stream;
    },
    /** The next POST streams `reply` as the server does: start, content in two parts, complete, [DONE]. */
    replyWithAnswer: (reply: ChatMessage) => {
      const half = Math.ceil(reply.content.length / 2);
      const body = [
        sse({ type: 'start' }),
        sse({
          type: 'content',
          content: reply.content.slice(0, half),
          fullContent: reply.content.slice(0, half),
        }),
        sse({ type: 'content', content: reply.content.slice(half), fullContent: reply.content }),
        sse({ type: 'complete', message: reply }),
        SSE_DONE,
      ].join('');
      postReplies.push(
        () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
      );
    },
    replyWithStatus: (status: number, body: unknown) => {
      postReplies.push(
        () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    },
    replyWithoutBody: () => {
      postReplies.push(() => new Response(null, { status: 200 }));
    },
  };
}

export const message = (
  id: number,
  role: 'user' | 'assistant',
  content: string,
  lookedAt?: string[],
): ChatMessage => ({
  id,
  role,
  content,
  createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, id)).toISOString(),
  ...(lookedAt ? { lookedAt } : {}),
});
