/// <reference types="aws-lambda" />
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { SseWriter } from './sse';

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store',
  'x-content-type-options': 'nosniff',
};

/**
 * One response on Lambda's response stream: either a JSON body (errors before anything was streamed,
 * the history list) or an SSE stream. `awslambda.HttpResponseStream.from` sends the status and headers
 * first; the local stack's shim maps the same call onto a Node HTTP response.
 */
export class ChatResponse {
  private stream: Writable | undefined;
  private events: SseWriter | undefined;

  constructor(private readonly responseStream: Writable) {}

  /** True once the SSE head is out: from then on, failures can only be reported as error events. */
  get streaming(): boolean {
    return this.events !== undefined;
  }

  get started(): boolean {
    return this.stream !== undefined;
  }

  json(statusCode: number, body: unknown, headers: Record<string, string> = {}): void {
    const stream = this.open(statusCode, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    });
    stream.write(JSON.stringify(body));
  }

  sse(): SseWriter {
    this.events ??= new SseWriter(this.open(200, SSE_HEADERS));
    return this.events;
  }

  /** Ends the response and waits until it is flushed (or the client went away). */
  async end(): Promise<void> {
    const stream = this.stream ?? this.open(204, {});
    stream.end();
    await finished(stream).catch(() => undefined);
  }

  private open(statusCode: number, headers: Record<string, string>): Writable {
    if (this.stream) throw new Error('The response head was already sent');
    const stream = awslambda.HttpResponseStream.from(this.responseStream, { statusCode, headers });
    // A client that disconnects mid-stream must not crash the function with an unhandled 'error'.
    stream.on('error', () => undefined);
    this.stream = stream;
    return stream;
  }
}
