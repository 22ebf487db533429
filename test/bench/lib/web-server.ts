import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt']);
/** What the local stack's API origin answers (everything else is the built web app). */
const UPSTREAM_PATHS = [/^\/api(\/|$)/, /^\/cognito(\/|$)/, /^\/config\.json$/];

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * One origin as CloudFront gives it: the built web app from `distDir`, gzip-compressed, hashed assets
 * cached for a year, any other path the SPA's index.html; `/api`, `/cognito` and `/config.json` passed to
 * the local stack (the Host header is kept, so /config.json names this origin's Cognito path). The local
 * stack serves web/dist uncompressed, which would make Lighthouse measure bytes no user downloads.
 */
export async function startWebServer(distDir: string, upstream: string): Promise<WebServer> {
  const compressed = new Map<string, Buffer>();
  const upstreamUrl = new URL(upstream);

  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const forward = request(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream failed: ${error.message}`);
    });
    req.pipe(forward);
  };

  const serveFile = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(distDir, pathname));
    if (!file.startsWith(distDir + sep) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(distDir, 'index.html');
    }
    const extension = extname(file);
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let gzipped = compressed.get(file);
      if (!gzipped) compressed.set(file, (gzipped = gzipSync(body)));
      body = gzipped;
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (UPSTREAM_PATHS.some((pattern) => pattern.test(path))) proxy(req, res);
    else serveFile(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
