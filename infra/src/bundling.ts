import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { directImportsPlugin } from './direct-imports-plugin';

/**
 * One description of how every function is bundled. The stack's local bundling (createNodeFunction), the
 * bench and the bundle tests all build through `esbuildOptions`, so what is measured is what deploys.
 */
export const lambdaRuntime = Runtime.NODEJS_22_X;
export const lambdaArchitecture = Architecture.ARM_64;

/** The handler module in every function's asset, as Lambda's `index.handler` finds it. */
export const HANDLER_FILE = 'index.mjs';

/** ESM output still meets CommonJS dependencies (X-Ray SDK, Stripe's internals) that call `require`. */
const createRequireBanner =
  "import { createRequire as __reno_createRequire } from 'node:module'; const require = __reno_createRequire(import.meta.url);";

/**
 * Everything is bundled, the AWS SDK included, and split: code reached only through `import()` (the S3
 * client, Secrets Manager, Stripe, the SDK's unused credential providers) goes to chunks of its own that
 * Node neither parses nor runs until a request needs them. Parsing one tree-shaken, minified file starts
 * faster than resolving hundreds of the runtime's CommonJS SDK files, and Lambda then runs exactly the
 * SDK version the tests ran (measured in docs/benchmarks.md). Imports through barrels are pointed at the
 * files that define the names (`directImportsPlugin`), so that code only a lazy chunk uses stays out of
 * what loads at start.
 */
export function esbuildOptions(entry: string, outdir: string): BuildOptions & { outdir: string } {
  return {
    entryPoints: { index: entry },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    sourcemap: true,
    // Stack traces map to file and line; the sources themselves need not ship in the zip.
    sourcesContent: false,
    mainFields: ['module', 'main'],
    banner: { js: createRequireBanner },
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'silent',
    plugins: [directImportsPlugin()],
  };
}

/** Bundles one handler into `outdir` (index.mjs, its chunks and source maps); throws on any error. */
export async function bundleHandler(entry: string, outdir: string): Promise<Metafile> {
  const result = await build({ ...esbuildOptions(entry, outdir), metafile: true });
  return result.metafile;
}

const infraRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `bundleHandler` for CDK's local bundling, which must return synchronously, while esbuild runs plugins
 * only in its asynchronous API: the same build, in a child process. Throws with esbuild's message.
 */
export function bundleHandlerSync(entry: string, outdir: string): void {
  // From infra/, where `--import tsx` finds infra's own tsx.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-handler.ts', entry, outdir], {
    cwd: infraRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface BundleWeight {
  /** index.mjs and the chunks it imports statically: what Node reads before the handler can run. */
  initialBytes: number;
  /** Every .mjs in the folder, lazy chunks included. */
  totalBytes: number;
  /** The npm packages whose code is in that start set ('zod', '@aws-sdk/client-dynamodb'), sorted. */
  initialPackages: string[];
}

/** 'node_modules/.pnpm/zod@4.6.7/node_modules/zod/mini/index.js' → 'zod'; our own sources → null. */
function packageOf(input: string): string | null {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match ? match[1]! : null;
}

/** The outputs Node reads before the handler can run: index.mjs and the chunks it imports statically. */
export function startOutputs(metafile: Metafile): Set<string> {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find(
    (path) => path.endsWith(`/${HANDLER_FILE}`) || path === HANDLER_FILE,
  );
  const initial = new Set<string>();
  const visit = (path: string | undefined) => {
    if (!path || initial.has(path)) return;
    initial.add(path);
    for (const imported of outputs[path]!.imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return initial;
}

/** The JavaScript of a bundled function folder (source maps excluded). */
export function bundleWeight(dir: string, metafile: Metafile): BundleWeight {
  const outputs = metafile.outputs;
  const initial = startOutputs(metafile);
  const bytes = (paths: Iterable<string>) =>
    [...paths].reduce((total, path) => total + outputs[path]!.bytes, 0);
  const scripts = listFiles(dir).filter((file) => file.endsWith('.mjs'));
  const packages = [...initial].flatMap((path) => Object.keys(outputs[path]!.inputs).map(packageOf));
  return {
    initialPackages: [...new Set(packages.filter((name) => name !== null))].sort(),
    initialBytes: bytes(initial),
    totalBytes: scripts.reduce((total, file) => total + statSync(join(dir, file)).size, 0),
  };
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))],
  );
}
