import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

// The deployed functions run without `--enable-source-maps`: Node would read and parse every loaded
// bundle's map at start (about a fifth of a cold import, docs/benchmarks.md). Instead a logged error's
// stack is mapped here, reading a bundle's map the first time one of its frames needs it.

/** A frame's location in a bundle: 'file:///var/task/index.mjs:1:2345' or '/var/task/chunks/x.mjs:1:99'. */
const BUNDLE_FRAME = /(file:\/\/\/[^\s()]+?\.mjs|\/[^\s():]+?\.mjs):(\d+):(\d+)/g;

const maps = new Map<string, SourceMap | null>();

function sourceMapOf(bundle: string): SourceMap | null {
  if (!maps.has(bundle)) {
    try {
      maps.set(bundle, new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8'))));
    } catch {
      maps.set(bundle, null); // no map beside it (not one of our bundles): the frame stays as it is
    }
  }
  return maps.get(bundle)!;
}

/** '../../functions/src/lib/http/router.ts' → 'functions/src/lib/http/router.ts' */
function readableSource(source: string): string {
  return source
    .replace(/^(?:\.\.\/)+/, '')
    .replace(/^.*?\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '');
}

/** A stack whose frames in our bundles name the TypeScript source, line and column instead. */
function sourceMappedStack(stack: string): string {
  return stack.replace(BUNDLE_FRAME, (frame, location: string, line: string, column: string) => {
    const bundle = location.startsWith('file:') ? fileURLToPath(location) : location;
    const entry = sourceMapOf(bundle)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry)) return frame;
    return `${readableSource(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/** The same error (class, message, own fields) with its stack, and its cause's, source-mapped; for the log. */
export function withSourceMappedStack(error: Error): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  Object.defineProperties(copy, Object.getOwnPropertyDescriptors(error));
  if (typeof error.stack === 'string') {
    Object.defineProperty(copy, 'stack', { value: sourceMappedStack(error.stack), enumerable: false });
  }
  if (error.cause instanceof Error) {
    Object.defineProperty(copy, 'cause', { value: withSourceMappedStack(error.cause), enumerable: false });
  }
  return copy;
}
