import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InputOptions, type OutputChunk, type OutputOptions } from 'rolldown';

// One description of how every function is bundled. The stack's local bundling (createNodeFunction), the
// bench and the bundle tests all build through `rolldownOptions`, so what is measured is what deploys. No
// CDK here: `bundleHandlerSync`'s process imports this module once per function.

/**
 * Packages with a native binary, which no bundler can inline: a bundle that imports one gets the package, its
 * dependencies and the binary for Lambda's x86_64 Linux (glibc) in its own `node_modules` (`copyNativePackages`).
 * sharp's binary comes inside the registry's `@img/sharp-linux-x64` and `@img/sharp-libvips-linux-x64`, which
 * pnpm installs on this platform: what the tests run is what deploys, so a function using one runs on x86_64.
 */
const NATIVE_PACKAGES = ['sharp'] as const;

/** The handler module in every function's asset, as Lambda's `index.handler` finds it. */
export const HANDLER_FILE = 'index.mjs';

/**
 * Everything is bundled, the AWS SDK included: parsing tree-shaken, minified ESM starts faster than
 * resolving hundreds of the runtime's CommonJS SDK files, and Lambda then runs exactly the SDK version the
 * tests ran. Everything the handler imports statically is one file, `index.mjs` (the `$initial` group):
 * Node pays for every module file it resolves, reads and links, so the start is one file however many
 * lazy chunks share code with it. Code reached only through `import()` (the S3 client, Secrets Manager,
 * Stripe, the SDK's unused credential providers) goes to chunks that Node neither parses nor runs until
 * a request needs them. Measured in docs/benchmarks.md; docs/architecture.md tells why not esbuild.
 */
export function rolldownOptions(entry: string, outdir: string): InputOptions & { output: OutputOptions } {
  return {
    input: { index: entry },
    platform: 'node',
    resolve: { mainFields: ['module', 'main'] },
    transform: { target: 'node22' },
    // The entry may export what its lazy chunks import from the start, rather than a chunk of its own.
    preserveEntrySignatures: 'allow-extension',
    // A native package stays an import of its own, resolved at run time from the bundle's node_modules.
    external: [...NATIVE_PACKAGES],
    logLevel: 'silent',
    output: {
      dir: outdir,
      format: 'es',
      minify: true,
      sourcemap: true,
      // Stack traces map to file and line; the sources themselves need not ship in the zip.
      sourcemapExcludeSources: true,
      entryFileNames: '[name].mjs',
      chunkFileNames: 'chunks/[name]-[hash].mjs',
      codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
    },
  };
}

/** The platform a native package's binary must be built for: what the image function runs on. */
const LAMBDA_PLATFORM = { os: 'linux', cpu: 'x64', libc: 'glibc' } as const;

/** A package whose `os`, `cpu` and `libc` (when it names them) include Lambda's. */
function fitsLambda(manifest: { os?: string[]; cpu?: string[]; libc?: string[] }): boolean {
  return (['os', 'cpu', 'libc'] as const).every(
    (field) => !manifest[field] || manifest[field].includes(LAMBDA_PLATFORM[field]),
  );
}

/** Where Node would find package `name` from `fromDir` (its real folder), or null when it is not installed. */
function installedPackageDir(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

/**
 * Copies package `name` (as Node finds it from `fromDir`) and, in turn, its dependencies and the optional
 * ones built for Lambda's platform (a binary for another is skipped, and one not installed here is missing:
 * the bundle test then fails) into `outdir/node_modules`, flat, as npm would lay them out.
 */
function copyPackage(name: string, fromDir: string, outdir: string): void {
  const target = join(outdir, 'node_modules', name);
  if (existsSync(target)) return;
  const dir = installedPackageDir(name, fromDir);
  if (!dir) throw new Error(`${name} is not installed: the bundle cannot carry it`);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  cpSync(dir, target, {
    recursive: true,
    dereference: true,
    filter: (source) => source === dir || basename(source) !== 'node_modules',
  });
  for (const dependency of Object.keys(manifest.dependencies ?? {})) copyPackage(dependency, dir, outdir);
  const optionals = Object.keys(manifest.optionalDependencies ?? {});
  const fitting = optionals.filter((optional) => {
    const optionalDir = installedPackageDir(optional, dir);
    return optionalDir && fitsLambda(JSON.parse(readFileSync(join(optionalDir, 'package.json'), 'utf8')));
  });
  // A package with a build per platform (sharp) and none here for Lambda's would deploy, then fail at run time.
  if (optionals.length > 1 && fitting.length === 0)
    throw new Error(`${name}: no build for Linux x64 (glibc) is installed; see supportedArchitectures`);
  for (const optional of fitting) copyPackage(optional, dir, outdir);
}

/** Every native package a bundle imports (statically or lazily), copied beside it from where `entry` finds it. */
function copyNativePackages(entry: string, chunks: readonly OutputChunk[], outdir: string): void {
  const imported = new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]));
  for (const name of NATIVE_PACKAGES) if (imported.has(name)) copyPackage(name, dirname(entry), outdir);
}

/** One output file of a bundle: its size, the modules in it, and the files it imports statically. */
interface BundleOutput {
  bytes: number;
  /** The ids (paths) of the source modules with code in this file. */
  modules: string[];
  /** Output files this one imports statically: Node loads them with it. */
  imports: string[];
}

/** What a build wrote, by file name relative to its folder ('index.mjs', 'chunks/x-abc.mjs'). */
export interface BundleManifest {
  outputs: Record<string, BundleOutput>;
}

function manifestOf(chunks: readonly OutputChunk[]): BundleManifest {
  const names = new Set(chunks.map((chunk) => chunk.fileName));
  const outputs: Record<string, BundleOutput> = {};
  for (const chunk of chunks) {
    outputs[chunk.fileName] = {
      bytes: Buffer.byteLength(chunk.code),
      // A module tree-shaken down to nothing is still listed, with no code.
      modules: Object.entries(chunk.modules)
        .filter(([, module]) => module.renderedLength > 0)
        .map(([id]) => id),
      // Node's built-in modules are listed too; they are not files of the bundle.
      imports: chunk.imports.filter((name) => names.has(name)),
    };
  }
  return { outputs };
}

/**
 * Bundles one handler into `outdir` (index.mjs, its chunks and source maps, and the native packages it
 * imports in node_modules); throws on any error.
 */
export async function bundleHandler(entry: string, outdir: string): Promise<BundleManifest> {
  const result = await build({ ...rolldownOptions(entry, outdir), write: true });
  const chunks = result.output.filter((file): file is OutputChunk => file.type === 'chunk');
  copyNativePackages(entry, chunks, outdir);
  return manifestOf(chunks);
}

const infraRoot = fileURLToPath(new URL('..', import.meta.url));

/** Handlers bundled ahead of a synth by `prebundleHandlers`, waiting to be taken: entry → folder. */
const prebundled = new Map<string, string>();

/**
 * Bundles the handlers `entries` (absolute paths) in this process, side by side, before a synth in this
 * process: CDK's local bundling then takes each from here (`bundleHandlerSync`) instead of starting a
 * process per function, which cost several times the bundling itself. The folders go in `outdir` (the
 * cloud assembly's), at the depth of CDK's own bundling folders, so the source maps' relative paths and
 * the assets' hashes are the same either way.
 */
export async function prebundleHandlers(entries: readonly string[], outdir: string): Promise<void> {
  await Promise.all(
    entries.map(async (entry, index) => {
      const dir = join(outdir, `prebundle-${index}`);
      await bundleHandler(entry, dir);
      prebundled.set(entry, dir);
    }),
  );
}

/**
 * `bundleHandler` for CDK's local bundling, which must return synchronously, while Rolldown builds only
 * asynchronously: a bundle `prebundleHandlers` made, moved into place, or else the same build in a child
 * process. Throws with Rolldown's message.
 */
export function bundleHandlerSync(entry: string, outdir: string): void {
  const ready = prebundled.get(entry);
  if (ready) {
    prebundled.delete(entry);
    cpSync(ready, outdir, { recursive: true });
    rmSync(ready, { recursive: true, force: true });
    return;
  }
  // From infra/, where `--import tsx` finds infra's own tsx.
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-handler.ts', entry, outdir], {
    cwd: infraRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface BundleWeight {
  /** index.mjs and the chunks it imports statically: what Node reads before the handler can run. */
  initialBytes: number;
  /** How many files that is (Node pays for each it resolves, reads and links). */
  initialFiles: number;
  /** Every file of the bundle, lazy chunks included. */
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
export function startOutputs(manifest: BundleManifest): Set<string> {
  const initial = new Set<string>();
  const visit = (path: string) => {
    if (initial.has(path)) return;
    initial.add(path);
    for (const imported of manifest.outputs[path]!.imports) visit(imported);
  };
  visit(HANDLER_FILE);
  return initial;
}

/** The JavaScript of a bundled function (source maps excluded). */
export function bundleWeight(manifest: BundleManifest): BundleWeight {
  const outputs = manifest.outputs;
  const initial = startOutputs(manifest);
  const bytes = (paths: Iterable<string>) =>
    [...paths].reduce((total, path) => total + outputs[path]!.bytes, 0);
  const packages = [...initial].flatMap((path) => outputs[path]!.modules.map(packageOf));
  return {
    initialPackages: [...new Set(packages.filter((name) => name !== null))].sort(),
    initialBytes: bytes(initial),
    initialFiles: initial.size,
    totalBytes: bytes(Object.keys(outputs)),
  };
}
