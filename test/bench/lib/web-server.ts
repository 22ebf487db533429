import { existsSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closeServer, listenOnLoopback } from '../../support/loopback-server';
import { benchCertificate } from './self-signed-certificate';

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
/** Hop-by-hop headers, which HTTP/2 forbids in a response. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
/** What the local stack's API origin answers (everything else is the built web app). */
const UPSTREAM_PATHS = [/^\/api(\/|$)/, /^\/cognito(\/|$)/, /^\/config\.json$/];

export interface WebServer {
  url: string;
  /** Serves another build from now on, as a deploy replaces what CloudFront serves. */
  deploy(distDir: string): void;
  /** The paths of the build's files it has answered, in order ('/assets/index-…js'). */
  served: string[];
  stop(): Promise<void>;
}

/**
 * One origin as CloudFront gives it: HTTPS with HTTP/2 (the distribution's `HTTP2_AND_3`; over HTTP/1.1 a
 * browser opens at most six connections and Lighthouse would simulate the app's many small chunks queued
 * behind them), the built web app from `distDir`, gzip-compressed, hashed assets cached for a year, any
 * other path the SPA's index.html; `/api`, `/cognito` and `/config.json` passed to the local stack (the
 * Host header is kept and `X-Forwarded-Proto: https` added, so /config.json names this origin's Cognito
 * path). The local stack serves web/dist uncompressed, which would make Lighthouse measure bytes no user
 * downloads. Its certificate is self-signed: the auditing browser trusts its key.
 */
export async function startWebServer(firstDistDir: string, upstream: string): Promise<WebServer> {
  let distDir = firstDistDir;
  const served: string[] = [];
  const compressed = new Map<string, Buffer>();
  const upstreamUrl = new URL(upstream);

  const proxy = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    // HTTP/2's pseudo-headers (':authority', ':path'...) become an HTTP/1.1 request's Host and path.
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    const forward = request(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        method: req.method,
        path: req.url,
        headers: {
          ...headers,
          host: req.authority,
          'x-forwarded-proto': 'https',
          // The stack admits its own origin, which it knows as http: the page's, TLS ended here.
          ...(req.headers.origin ? { origin: `http://${req.authority}` } : {}),
        },
      },
      (answer) => {
        const kept = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name));
        res.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream failed: ${error.message}`);
    });
    req.pipe(forward);
  };

  const serveFile = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    served.push(pathname);
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
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };

  const certificate = await benchCertificate();
  const server = createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    (req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (UPSTREAM_PATHS.some((pattern) => pattern.test(path))) proxy(req, res);
      else serveFile(req, res);
    },
  );
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  return {
    url: await listenOnLoopback(server, 'https'),
    deploy: (next) => {
      distDir = next;
      compressed.clear();
    },
    served,
    stop: () => {
      // Sessions the browser left open would keep close() waiting.
      for (const session of sessions) session.destroy();
      return closeServer(server);
    },
  };
}
