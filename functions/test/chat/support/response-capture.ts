import { Writable } from 'node:stream';

export interface Prelude {
  statusCode?: number;
  headers?: Record<string, string>;
}

/**
 * The `awslambda` global of the Lambda Node.js runtime, reduced to what response streaming needs:
 * `streamifyResponse` returns the handler as is, and `HttpResponseStream.from` hands the status and
 * headers to the stream the handler was given. Installed before the handler module is imported.
 * The AWS SDK (through @aws/lambda-invoke-store) already creates `globalThis.awslambda = {}` at import,
 * so the shim is merged into that object, never skipped because the object exists.
 */
export function installAwsLambdaShim(): void {
  const scope = globalThis as { awslambda?: Record<string, unknown> };
  if (typeof scope.awslambda?.streamifyResponse === 'function') return;
  scope.awslambda = Object.assign(scope.awslambda ?? {}, {
    streamifyResponse: <T>(handler: T) => handler,
    HttpResponseStream: {
      from(stream: ResponseCapture, prelude: Prelude) {
        stream.setPrelude(prelude);
        return stream;
      },
    },
  });
}

/** A response stream that records what the handler wrote, chunk by chunk, with the time of each. */
export class ResponseCapture extends Writable {
  prelude: Prelude | undefined;
  readonly chunks: { text: string; at: number }[] = [];
  readonly createdAt = performance.now();

  setPrelude(prelude: Prelude): void {
    if (this.prelude) throw new Error('HttpResponseStream.from was called twice');
    this.prelude = prelude;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (!this.prelude) {
      callback(new Error('A chunk was written before the status and headers'));
      return;
    }
    this.chunks.push({ text: chunk.toString('utf8'), at: performance.now() });
    callback();
  }

  get statusCode(): number | undefined {
    return this.prelude?.statusCode;
  }

  get headers(): Record<string, string> {
    return this.prelude?.headers ?? {};
  }

  get body(): string {
    return this.chunks.map((chunk) => chunk.text).join('');
  }

  json(): unknown {
    return JSON.parse(this.body);
  }

  /** The `data:` payloads in order; '[DONE]' stays a string, the rest are parsed JSON. */
  events(): unknown[] {
    return this.body
      .split('\n\n')
      .filter((frame) => frame !== '')
      .map((frame) => {
        if (!frame.startsWith('data: ')) throw new Error(`Not an SSE data frame: ${JSON.stringify(frame)}`);
        const payload = frame.slice('data: '.length);
        return payload === '[DONE]' ? payload : (JSON.parse(payload) as unknown);
      });
  }
}
