import type { Writable } from 'node:stream';

/** What `awslambda.HttpResponseStream.from` receives: the HTTP status line and headers of the stream. */
export interface ResponsePrelude {
  statusCode?: number;
  headers?: Record<string, string>;
  cookies?: string[];
}

/** A response stream that can take the prelude; the local adapter's stream implements this. */
export interface PreludeSink {
  setPrelude(prelude: ResponsePrelude): void;
}

/**
 * How the Lambda runtime itself marks a handler wrapped in `streamifyResponse` (its runtime interface
 * client sets this well-known symbol to 'response'): the shim marks handlers the same way.
 */
const HANDLER_STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');
const STREAM_RESPONSE = 'response';

export type StreamingHandler = ((event: unknown, responseStream: Writable, context: unknown) => unknown) & {
  [HANDLER_STREAMING]?: typeof STREAM_RESPONSE;
};

/** True for a handler wrapped in `awslambda.streamifyResponse`. */
export function isStreamingHandler(handler: unknown): boolean {
  return (
    typeof handler === 'function' && (handler as StreamingHandler)[HANDLER_STREAMING] === STREAM_RESPONSE
  );
}

/**
 * The `awslambda` global that the Lambda Node.js runtime provides to response-streaming functions. A
 * global, not something the stack passes in: the handler module (the very code that is deployed) calls
 * the runtime's `awslambda.streamifyResponse` when it is imported.
 * `streamifyResponse` marks the handler so the adapter passes it a stream; `HttpResponseStream.from`
 * hands the status and headers to that stream, which sends them before the first chunk.
 * Installed before any handler module is imported (handlers call it at import time).
 */
export function installAwsLambdaGlobal(): void {
  // Other libraries (the AWS SDK's @aws/lambda-invoke-store) may have created the object already.
  const scope = globalThis as { awslambda?: Record<string, unknown> };
  const awslambda = (scope.awslambda ??= {});
  awslambda.streamifyResponse ??= (handler: StreamingHandler) =>
    Object.assign(handler, { [HANDLER_STREAMING]: STREAM_RESPONSE });
  awslambda.HttpResponseStream ??= {
    from(stream: Writable & Partial<PreludeSink>, prelude: ResponsePrelude) {
      if (typeof stream.setPrelude !== 'function') {
        throw new Error('HttpResponseStream.from needs the response stream the handler was given');
      }
      stream.setPrelude(prelude);
      return stream;
    },
  };
}
