import { statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import type { StackLogger } from '../logger';
import { webDir } from '../paths';
import { buildWebWhenStale, distDir, webSourcesExist } from './web-build';

/** 'build': the production bundle, as CloudFront serves it; 'dev': Vite with HMR; 'none': API only. */
export type WebMode = 'build' | 'dev' | 'none';

export interface WebFrontend {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Begins what may take a while (a production build), once the rest of the stack is up. */
  start(): void;
  /** Settles when the web app can be served (after a build, if one was needed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

function notice(res: ServerResponse, status: number, title: string, text: string, refresh = false) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${
    refresh ? '<meta http-equiv="refresh" content="2">' : ''
  }</head><body style="font-family:system-ui;margin:3rem"><h1>${title}</h1><p>${text}</p></body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...(refresh ? { 'retry-after': '2' } : {}),
  });
  res.end(html);
}

export async function createWebFrontend(
  mode: WebMode,
  options: { httpServer: Server; logger: StackLogger },
): Promise<WebFrontend> {
  if (mode === 'none') {
    return {
      handle: (_req, res) =>
        notice(res, 404, 'Not Found', 'This local stack serves the API only (started with web: "none").'),
      start: () => {},
      ready: Promise.resolve(),
      close: async () => {},
    };
  }
  if (mode === 'dev') return createViteDevFrontend(options.httpServer);
  return createBuiltFrontend(options.logger);
}

/**
 * Serves web/dist; builds it first when it is stale, in the background after the rest of the stack has
 * started (the URL is printed at once; the page says it is building and reloads itself).
 */
function createBuiltFrontend(logger: StackLogger): WebFrontend {
  let serve: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  let failure: string | null = null;
  const stopBuild = new AbortController();
  let begin: () => void = () => {};
  const started = new Promise<void>((resolve) => (begin = resolve));

  const ready = (async () => {
    await started;
    if (stopBuild.signal.aborted) return;
    const outcome = await buildWhenStale(logger, stopBuild.signal);
    if (outcome === null) serve = createDistServer();
    else if (outcome !== undefined) failure = outcome;
  })();

  return {
    handle(req, res) {
      if (serve) serve(req, res);
      else if (failure) notice(res, 503, 'Web app unavailable', failure);
      else
        notice(
          res,
          503,
          'Building the web app…',
          'This page reloads by itself when the build is done.',
          true,
        );
    },
    start: () => begin(),
    ready,
    close: async () => {
      stopBuild.abort();
      begin();
      await ready;
    },
  };
}

/**
 * Builds web/dist when it is missing or older than its sources: null once it can be served, what went
 * wrong when it cannot, undefined when the stack stopped the build.
 */
async function buildWhenStale(logger: StackLogger, signal: AbortSignal): Promise<string | null | undefined> {
  if (!webSourcesExist()) {
    const failure = 'The web app sources (web/index.html) are missing. The API and /config.json work.';
    logger.warn(`[web] ${failure}`);
    return failure;
  }
  try {
    await buildWebWhenStale(logger, signal);
    return null;
  } catch (error) {
    if (signal.aborted) return undefined;
    const failure = `The web app failed to build (${(error as Error).message}); the terminal shows why.`;
    logger.error(`[web] ${failure}`);
    return failure;
  }
}

/**
 * web/dist through sirv. `pnpm --filter @reno/web build` (by hand or by a test) may replace web/dist
 * while the stack runs: sirv caches its file list, so it is made anew whenever index.html changes.
 */
function createDistServer(): (req: IncomingMessage, res: ServerResponse) => void {
  const serveDist = () =>
    sirv(distDir, {
      single: true,
      etag: true,
      gzip: false,
      // Hashed bundles never change; index.html must be revalidated to pick up a new build.
      setHeaders: (res, pathname) =>
        res.setHeader(
          'cache-control',
          pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  let files: ReturnType<typeof sirv> | null = null;
  let indexVersion = '';
  const currentFiles = () => {
    let version = 'missing';
    try {
      version = String(statSync(join(distDir, 'index.html')).mtimeMs);
    } catch {
      // mid-rebuild: serve what the last list knows; the stream error guard answers 503 for gone files
    }
    if (!files || (version !== indexVersion && version !== 'missing')) {
      files = serveDist();
      indexVersion = version;
    }
    return files;
  };

  return (req, res) => {
    // A file deleted between sirv's lookup and its read must not take the whole stack down.
    res.once('pipe', (source) =>
      source.once('error', () => {
        if (!res.headersSent)
          notice(res, 503, 'Web app unavailable', 'The web app is being rebuilt; reload.');
        else res.destroy();
      }),
    );
    currentFiles()(req, res, () => notice(res, 404, 'Not Found', 'No such file.'));
  };
}

async function createViteDevFrontend(httpServer: Server): Promise<WebFrontend> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webDir,
    appType: 'spa',
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  return {
    handle: (req, res) => vite.middlewares(req, res, () => notice(res, 404, 'Not Found', 'No such file.')),
    start: () => {},
    ready: Promise.resolve(),
    close: () => vite.close(),
  };
}
