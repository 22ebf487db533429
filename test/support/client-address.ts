import { request as httpRequest } from 'node:http';

/**
 * A client address of its own for a test: a random address of 127.0.0.0/8 other than 127.0.0.1 (every one
 * of them is this machine's on Linux), so one test's counted requests (failed admin passwords, sign-ups)
 * never count against another's.
 */
export function newClientAddress(): string {
  const byte = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
  return `127.${byte(1, 254)}.${byte(0, 255)}.${byte(1, 254)}`;
}

export interface SentFrom {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** One HTTP request leaving from the loopback address `from` (node:http: fetch cannot choose it). */
export function requestFrom(
  from: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | undefined },
): Promise<SentFrom> {
  const { method, headers, body } = init;
  return new Promise((resolve, reject) => {
    const outgoing = body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) };
    const req = httpRequest(url, { method, headers: outgoing, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const responseHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({
          status: res.statusCode ?? 0,
          headers: responseHeaders,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
