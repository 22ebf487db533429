import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { PreludeSink, ResponsePrelude } from './awslambda-global';

/**
 * The `responseStream` a streaming handler writes to, mapped onto a Node HTTP response: the prelude
 * (or 200 and the content type set with `setContentType`) becomes the status line and headers, and
 * every write goes to the socket at once as its own chunk, so server-sent events arrive as sent.
 */
export class LocalResponseStream extends Writable implements PreludeSink {
  private prelude: ResponsePrelude | undefined;
  private contentType = 'application/octet-stream';

  constructor(private readonly res: ServerResponse) {
    super();
    res.socket?.setNoDelay(true);
  }

  setPrelude(prelude: ResponsePrelude): void {
    this.prelude = prelude;
  }

  setContentType(contentType: string): void {
    this.contentType = contentType;
  }

  get headersSent(): boolean {
    return this.res.headersSent;
  }

  private sendHead(): void {
    if (this.res.headersSent) return;
    const headers: Record<string, string | string[]> = { 'content-type': this.contentType };
    for (const [name, value] of Object.entries(this.prelude?.headers ?? {}))
      headers[name.toLowerCase()] = value;
    if (this.prelude?.cookies?.length) headers['set-cookie'] = this.prelude.cookies;
    this.res.writeHead(this.prelude?.statusCode ?? 200, headers);
    this.res.flushHeaders();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.sendHead();
    if (this.res.destroyed) {
      callback(new Error('The client closed the connection'));
      return;
    }
    this.res.write(chunk, callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.sendHead();
    this.res.end(() => callback());
  }
}
