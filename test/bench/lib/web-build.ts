import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

/** The landing route's module, as the build manifest names it. */
export const LANDING_ROUTE = 'src/features/landing/routes/landing-route.tsx';

/**
 * The session app (TanStack Query, the API client, the session, the routes): every route but a first
 * visit's landing page renders inside it (web/src/app/first-visit-gate.tsx). One chunk, a group of the
 * build's (web/app-chunks.ts), which the manifest names by its file: `_session-app-<hash>.js`.
 */
export const SESSION_APP_CHUNK = /^_session-app-[\w-]+\.js$/;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  /** Manifest key of the route module, e.g. 'src/app/routes/dashboard-route.tsx'. */
  route: string;
  /** 'dashboard' */
  name: string;
  /** Lazy chunks loaded on the way to it, from the entry: e.g. signed-in-app, then the route. */
  chain: string[];
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Builds the web app with its own Vite config into `outDir` (web/dist is left alone), with hidden source
 * maps (`.map` files no chunk names: the JS is the same byte for byte) for what each route's JS is made of.
 */
export function buildWeb(outDir: string): void {
  execFileSync(
    process.execPath,
    [
      join(webRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'warn',
    ],
    // Under vitest NODE_ENV is 'test', which would make Vite build React's development bundle.
    {
      cwd: webRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

/** A build's manifest with the questions asked of it: closures, lazy chains and gzip sizes. */
class BuildManifest {
  readonly entry: string;
  /** Chunks index.html requests beside the entry (`<link rel="modulepreload">`): the app's (web/preload-entry.ts). */
  readonly preloaded: string[];
  private readonly manifest: Manifest;
  private readonly sizes = new Map<string, { raw: number; gzip: number }>();

  constructor(private readonly distDir: string) {
    this.manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    // The page's entry; the other (src/preload.ts, web/preload-entry.ts) is one of its static imports.
    const entry = Object.keys(this.manifest).find(
      (key) => this.manifest[key]!.isEntry && key.endsWith('.html'),
    );
    if (!entry) throw new Error('The build manifest has no entry chunk');
    this.entry = entry;
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const hrefs = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    this.preloaded = Object.keys(this.manifest).filter((key) => hrefs.includes(this.manifest[key]!.file));
  }

  /** What every page loads first: the entry and the chunks index.html preloads beside it. */
  get initial(): string[] {
    return [this.entry, ...this.preloaded];
  }

  has(key: string): boolean {
    return key in this.manifest;
  }

  /** What every page loads first and every chunk it imports statically, transitively. */
  initialClosure(): Set<string> {
    const keys = new Set<string>();
    for (const key of this.initial) this.staticClosure(key, keys);
    return keys;
  }

  /** `key` and every chunk it imports statically, transitively, added to `into`. */
  staticClosure(key: string, into = new Set<string>()): Set<string> {
    if (into.has(key)) return into;
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    into.add(key);
    for (const imported of chunk.imports ?? []) this.staticClosure(imported, into);
    return into;
  }

  /**
   * Breadth first from `starts` (the entry and what index.html preloads) over dynamic imports: the shortest
   * lazy chain to every chunk.
   */
  lazyChains(starts = this.initial): Map<string, string[]> {
    const chains = new Map<string, string[]>(starts.map((start) => [start, []]));
    const queue = [...starts];
    while (queue.length > 0) {
      const key = queue.shift()!;
      for (const next of this.manifest[key]!.dynamicImports ?? []) {
        if (chains.has(next)) continue;
        chains.set(next, [...chains.get(key)!, next]);
        queue.push(next);
      }
    }
    return chains;
  }

  /** The JS files of some chunks, with their raw and gzip (level 9, as CloudFront compresses them) sizes. */
  weigh(keys: Iterable<string>): { files: string[]; rawBytes: number; gzipBytes: number } {
    const files = [...keys].map((key) => this.manifest[key]!.file).filter((file) => file.endsWith('.js'));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      let size = this.sizes.get(file);
      if (!size) {
        const code = readFileSync(join(this.distDir, file));
        size = { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
        this.sizes.set(file, size);
      }
      rawBytes += size.raw;
      gzipBytes += size.gzip;
    }
    return { files, rawBytes, gzipBytes };
  }
}

/**
 * The JS a browser must download before each route can render: the entry chunk and the app's chunk
 * (index.html requests it beside the entry), every lazy chunk on the
 * way to the route (the session app, e.g. the signed-in app shell), the route's chunk, and everything those
 * import statically. Routes are the lazily loaded `routes/*-route.tsx` modules: the landing page's reached
 * from the entry (a first visit draws it without the session app), every other one from the session app
 * (the entry also preloads some of them, e.g. the signed-in app, beside it for a stored session).
 */
export function initialJsPerRoute(distDir: string): RouteWeight[] {
  const build = new BuildManifest(distDir);
  const isRoute = (key: string) => /\/routes\/[^/]+-route\.tsx$/.test(key);
  const weigh = (route: string, chain: string[]): RouteWeight => {
    const keys = build.initialClosure();
    for (const key of chain) build.staticClosure(key, keys);
    return { route, name: route.replace(/^.*\/([^/]+)-route\.tsx$/, '$1'), chain, ...build.weigh(keys) };
  };
  const landingChain = build.lazyChains().get(LANDING_ROUTE);
  const landing = landingChain ? [weigh(LANDING_ROUTE, landingChain)] : [];
  const chains = build.lazyChains();
  const sessionApp = [...chains.keys()].find((key) => SESSION_APP_CHUNK.test(key));
  if (!sessionApp) throw new Error('The build manifest reaches no session-app chunk from its entry');
  const sessionChain = chains.get(sessionApp)!;
  const others = [...build.lazyChains([sessionApp])]
    .filter(([key]) => isRoute(key) && key !== LANDING_ROUTE)
    .map(([route, chain]) => weigh(route, [...sessionChain, ...chain]));
  return [...landing, ...others].sort((a, b) => a.gzipBytes - b.gzipBytes);
}

/**
 * What a lazily loaded module (e.g. the session check every signed-in screen waits for) adds beyond the
 * entry's own closure, gzip; null when the build has no such module.
 */
export function lazyModuleGzipBytes(distDir: string, key: string): number | null {
  const build = new BuildManifest(distDir);
  if (!build.has(key)) return null;
  const entryKeys = build.initialClosure();
  const own = [...build.staticClosure(key)].filter((chunk) => !entryKeys.has(chunk));
  return build.weigh(own).gzipBytes;
}

export interface PrecacheWeight {
  /** The precached paths, relative to the build's folder ('assets/…', 'index.html'). */
  urls: string[];
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /**
   * The same JS as one file, gzipped once, with the other files as they are: the chunks concatenated without
   * the statements that import and export between them. An estimate of the floor no way of cutting that
   * code into chunks gets under (one file, one gzip dictionary, nothing to link), short of precaching less.
   */
  oneFileGzipBytes: number;
}

/**
 * What the service worker precaches once a user signs in: the list Workbox injected into the build's
 * sw.js, weighed on disk, text gzipped at level 9 as CloudFront compresses it, images as they are.
 */
export function precacheWeight(distDir: string): PrecacheWeight {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  if (urls.length === 0) throw new Error(`No precache list in ${distDir}/sw.js`);
  let rawBytes = 0;
  let gzipBytes = 0;
  let otherGzipBytes = 0;
  const scripts: Buffer[] = [];
  for (const url of urls) {
    const file = readFileSync(join(distDir, url));
    const weight = ['.png', '.woff2'].includes(extname(url))
      ? file.length
      : gzipSync(file, { level: 9 }).length;
    rawBytes += file.length;
    gzipBytes += weight;
    if (extname(url) === '.js') scripts.push(file);
    else otherGzipBytes += weight;
  }
  const linking = /import\{[^}]*\}from"[^"]*";|import"[^"]*";|export\{[^}]*\};?/g;
  const oneFile = scripts.map((script) => script.toString('utf8').replace(linking, '')).join('\n');
  const oneFileGzipBytes = gzipSync(oneFile, { level: 9 }).length + otherGzipBytes;
  return { urls, files: urls.length, rawBytes, gzipBytes, oneFileGzipBytes };
}
