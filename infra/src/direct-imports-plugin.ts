import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { init, parse, type ImportSpecifier } from 'es-module-lexer';
import type { Loader, Plugin, PluginBuild } from 'esbuild';

/**
 * Why this exists: esbuild's code splitting gives a whole file to every entry point that *reaches* it
 * through import statements, whether that entry uses the file or not. A handler that imports one function
 * from a barrel (`@reno/data`, `@reno/domain`: an index that only re-exports) reaches every file the barrel
 * names; each of those that a lazy chunk uses then lands in a shared chunk that the handler loads at its
 * cold start (the chat stream started with the assistant's data reads, about 30 KB, that only its lazy
 * modules use).
 *
 * The plugin rewrites `import { a, b as c } from 'barrel'` in our own sources into imports from the files
 * that define `a` and `b`, so barrels are reached only by code that imports them some other way. A barrel
 * is followed only when it holds nothing but `export … from` statements and every file behind it is free of
 * side effects (package.json `sideEffects`), so skipping it changes nothing that runs. Anything it cannot
 * follow (a namespace import, a name it cannot trace) is left as written.
 *
 * Installed packages are left as they are: going around the AWS SDK's own barrels too saved more bytes but
 * split its code into more, smaller start chunks, and measured slower (the chat 1.27x the GetItem reference
 * against 1.22x, `exports` 1.25x against 1.17x, 40 interleaved rounds): Node pays for every module file it
 * resolves, reads and links.
 */

/** Where an exported name is defined: the file, and the name it has there. */
interface Origin {
  file: string;
  name: string;
}

type ExportOrigins = Map<string, Origin>;

/** One statement of a barrel, `export { a } from './a'` or `export * from './b'`, and the file it names. */
interface ReExport {
  text: string;
  target: string;
}

/** `a`, `b as c`, `type T`, `default as d` → [imported, local] pairs, types apart; null if unreadable. */
function parseSpecifiers(list: string): { values: [string, string][]; types: string[] } | null {
  const values: [string, string][] = [];
  const types: string[] = [];
  for (const raw of list.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    if (/^type\s/.test(item)) {
      types.push(item.slice(4).trim());
      continue;
    }
    const match = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/.exec(item);
    if (!match) return null;
    values.push([match[1]!, match[2] ?? match[1]!]);
  }
  return { values, types };
}

function lex(source: string): readonly ImportSpecifier[] | null {
  try {
    return parse(source)[0];
  } catch {
    return null;
  }
}

/** esbuild's own order: the path as written, then its default resolve extensions, then an index file. */
const RESOLVE_SUFFIXES = ['', '.tsx', '.ts', '.jsx', '.js', '.css', '.json'];
const SUFFIXES = [...RESOLVE_SUFFIXES, ...RESOLVE_SUFFIXES.slice(1).map((extension) => `/index${extension}`)];

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const declaredSideEffects = new Map<string, unknown>();

/** The `sideEffects` field of the package.json governing `dir` (true when it has none); undefined without one. */
function sideEffectsOf(dir: string): unknown {
  if (!declaredSideEffects.has(dir)) {
    const file = join(dir, 'package.json');
    const parent = dirname(dir);
    const declared = existsSync(file)
      ? ((JSON.parse(readFileSync(file, 'utf8')) as { sideEffects?: unknown }).sideEffects ?? true)
      : parent === dir
        ? undefined
        : sideEffectsOf(parent);
    declaredSideEffects.set(dir, declared);
  }
  return declaredSideEffects.get(dir);
}

/**
 * A relative import resolved here, without a round trip to esbuild: the side-effect-free file it names,
 * null when that file may have side effects, undefined when only esbuild can tell (no such file here, or a
 * `sideEffects` list).
 */
function resolveRelativeHere(specifier: string, fromDir: string): string | null | undefined {
  const base = join(fromDir, specifier);
  // A folder with its own package.json is resolved by its `main`/`module` fields: esbuild's to read.
  if (existsSync(join(base, 'package.json'))) return undefined;
  const path = SUFFIXES.map((suffix) => base + suffix).find(isFile);
  const sideEffects = path && sideEffectsOf(dirname(path));
  if (!path || typeof sideEffects !== 'boolean') return undefined;
  return sideEffects ? null : path;
}

const packageFolders = new Map<string, string>();

/**
 * The folder of the package `dir` belongs to (its nearest package.json) when no node_modules lies between
 * the two, so that a package name resolves the same from either; otherwise `dir` itself.
 */
function packageFolderOf(dir: string): string {
  let found = packageFolders.get(dir);
  if (found === undefined) {
    const parent = dirname(dir);
    const isRoot = existsSync(join(dir, 'package.json')) || existsSync(join(dir, 'node_modules'));
    found = isRoot || parent === dir ? dir : packageFolderOf(parent);
    packageFolders.set(dir, found);
  }
  return found;
}

const isInstalled = (file: string) => file.includes(`${sep}node_modules${sep}`);

const ONLY_TRIVIA = /^(?:\s|;|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*$/;

/** The statements of a module that holds only `export … from` statements; null for any other module. */
function reExportStatements(source: string): { text: string; specifier: string }[] | null {
  const statements = lex(source);
  if (!statements || statements.length === 0) return null;
  let rest = '';
  let last = 0;
  for (const statement of statements) {
    rest += source.slice(last, statement.ss);
    last = statement.se;
  }
  rest += source.slice(last);
  if (!ONLY_TRIVIA.test(rest)) return null;
  const texts = statements.map((statement) => ({
    text: source.slice(statement.ss, statement.se),
    specifier: statement.n ?? '',
  }));
  const onlyReExports = statements.every(
    (statement, index) => statement.t === 1 && statement.n && texts[index]!.text.startsWith('export'),
  );
  return onlyReExports ? texts : null;
}

/** Reads barrels once per build and traces each name they export to the file that defines it. */
class BarrelTracer {
  private readonly barrels = new Map<string, Promise<ExportOrigins | null>>();
  private readonly resolved = new Map<string, Promise<string | null>>();

  constructor(private readonly build: PluginBuild) {}

  /** The side-effect-free file `specifier` resolves to from `fromDir`, or null. */
  resolve(specifier: string, fromDir: string): Promise<string | null> {
    const local = specifier.startsWith('.') ? resolveRelativeHere(specifier, fromDir) : undefined;
    if (local !== undefined) return Promise.resolve(local);
    // A package name means the same file from anywhere in a package with no node_modules of its own:
    // one question to esbuild (a round trip each) per package rather than per folder.
    const from = specifier.startsWith('.') ? fromDir : packageFolderOf(fromDir);
    const key = `${from}\0${specifier}`;
    let found = this.resolved.get(key);
    if (!found) {
      found = this.build
        .resolve(specifier, { resolveDir: from, kind: 'import-statement' })
        .then((result) =>
          result.errors.length === 0 && !result.external && result.namespace === 'file' && !result.sideEffects
            ? result.path
            : null,
        );
      this.resolved.set(key, found);
    }
    return found;
  }

  /**
   * A barrel's exported names and their origins; null if `file` is not a barrel that can be skipped.
   * Files are read in parallel, but barrels are traced one at a time, so a cycle of barrels is seen as
   * one (every barrel on it gives null, whichever was asked first) and every build gives the same bundle.
   */
  async trace(file: string): Promise<ExportOrigins | null> {
    if (!(await this.isOwnBarrel(file))) return null;
    // Every file behind the barrel is read and resolved first, in parallel, so the one-at-a-time part
    // below waits on nothing but itself.
    await this.readBehind(file, new Set());
    const traced = this.lock.then(() => this.originsOf(file).catch(() => null));
    this.lock = traced.then(() => undefined);
    return traced;
  }

  private async readBehind(file: string, seen: Set<string>): Promise<void> {
    if (seen.has(file)) return;
    seen.add(file);
    const reExports = await this.reExportsOf(file);
    await Promise.all((reExports ?? []).map(({ target }) => this.readBehind(target, seen)));
  }

  private lock: Promise<void> = Promise.resolve();
  private readonly tracing = new Set<string>();
  private readonly statements = new Map<string, Promise<ReExport[] | null>>();

  /** A barrel's statements with their resolved targets; null if `file` holds anything else. */
  private reExportsOf(file: string): Promise<ReExport[] | null> {
    let found = this.statements.get(file);
    if (!found) {
      found = this.readReExports(file);
      this.statements.set(file, found);
    }
    return found;
  }

  private async readReExports(file: string): Promise<ReExport[] | null> {
    const statements = reExportStatements(await readFile(file, 'utf8').catch(() => ''));
    if (!statements) return null;
    const targets = await Promise.all(
      statements.map(({ specifier }) => this.resolve(specifier, dirname(file))),
    );
    if (targets.some((target) => target === null)) return null;
    return statements.map(({ text }, index) => ({ text, target: targets[index]! }));
  }

  private originsOf(file: string): Promise<ExportOrigins | null> {
    const known = this.barrels.get(file);
    if (known) return this.tracing.has(file) ? Promise.reject(new Error(`barrel cycle at ${file}`)) : known;
    this.tracing.add(file);
    const origins = this.traceBarrel(file).finally(() => this.tracing.delete(file));
    this.barrels.set(file, origins);
    return origins;
  }

  private async traceBarrel(file: string): Promise<ExportOrigins | null> {
    const reExports = await this.reExportsOf(file);
    if (!reExports) return null;
    const origins: ExportOrigins = new Map();
    const fromStars: ExportOrigins = new Map();
    for (const { text, target } of reExports) {
      if (/^export\s*\*\s*from/.test(text)) {
        const names = await this.namesOf(target);
        if (!names) return null;
        for (const name of names) {
          if (name === 'default') continue;
          const origin = await this.originOf(target, name);
          if (origin) fromStars.set(name, origin);
        }
        continue;
      }
      const list = /^export\s*\{([^}]*)\}\s*from/.exec(text);
      // `export * as ns from`: not traced; an import of `ns` is left as written.
      if (!list) continue;
      const specifiers = parseSpecifiers(list[1]!);
      if (!specifiers) return null;
      for (const [imported, exported] of specifiers.values) {
        const origin = await this.originOf(target, imported);
        if (origin) origins.set(exported, origin);
      }
    }
    for (const [name, origin] of fromStars) if (!origins.has(name)) origins.set(name, origin);
    return origins;
  }

  /** A barrel of our sources: an installed package's is a place to stop, like any other file. */
  private async isOwnBarrel(file: string): Promise<boolean> {
    return !isInstalled(file) && (await this.reExportsOf(file)) !== null;
  }

  /** `originsOf` for a barrel of ours; null for any other file. */
  private async ownBarrelOrigins(file: string): Promise<ExportOrigins | null> {
    return (await this.isOwnBarrel(file)) ? this.originsOf(file) : null;
  }

  /** Where `name`, as `file` exports it, is defined: through further barrels, or `file` itself. */
  private async originOf(file: string, name: string): Promise<Origin | null> {
    const origins = await this.ownBarrelOrigins(file);
    if (!origins) return { file, name };
    return origins.get(name) ?? null;
  }

  /** Every name `file` exports, for `export *`; null when a module mixes code with `export *`. */
  private async namesOf(file: string): Promise<string[] | null> {
    const origins = await this.ownBarrelOrigins(file);
    if (origins) return [...origins.keys()];
    const source = await readFile(file, 'utf8');
    try {
      const [imports, exports] = parse(source);
      if (imports.some((entry) => source.slice(entry.ss, entry.se).startsWith('export'))) return null;
      return exports.map((entry) => entry.n);
    } catch {
      return null;
    }
  }
}

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.js': 'js', '.mjs': 'js' };

/** `import { … } from 'barrel'` in `source` rewritten to the defining files; null when nothing changes. */
async function rewriteImports(source: string, file: string, tracer: BarrelTracer): Promise<string | null> {
  const statements = lex(source);
  if (!statements) return null;
  const candidates = statements.flatMap((statement) => {
    if (statement.t !== 1 || statement.n === undefined || statement.n.startsWith('node:')) return [];
    const text = source.slice(statement.ss, statement.se);
    const list = /^import\s*\{([^}]*)\}\s*from\s*['"]/.exec(text);
    const specifiers = list && parseSpecifiers(list[1]!);
    if (!specifiers || specifiers.values.length === 0) return [];
    return [{ statement, specifier: statement.n, text, specifiers }];
  });
  const targets = await Promise.all(
    candidates.map(({ specifier }) => tracer.resolve(specifier, dirname(file))),
  );
  const edits: { start: number; end: number; text: string }[] = [];
  for (const [index, { statement, specifier, text, specifiers }] of candidates.entries()) {
    const target = targets[index];
    const origins = target && (await tracer.trace(target));
    if (!origins) continue;
    const byFile = new Map<string, string[]>();
    let traced = true;
    for (const [imported, local] of specifiers.values) {
      const origin = origins.get(imported);
      if (!origin) {
        traced = false;
        break;
      }
      const names = byFile.get(origin.file) ?? [];
      names.push(origin.name === local ? local : `${origin.name} as ${local}`);
      byFile.set(origin.file, names);
    }
    if (!traced) continue;
    const imports = [...byFile].map(
      ([origin, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(origin)};`,
    );
    if (specifiers.types.length > 0) {
      imports.push(`import type { ${specifiers.types.join(', ')} } from ${JSON.stringify(specifier)};`);
    }
    // As many line breaks as the statement had, so the source map's lines still match the file's.
    const lineBreaks = text.split('\n').length - 1;
    edits.push({ start: statement.ss, end: statement.se, text: imports.join(' ') + '\n'.repeat(lineBreaks) });
  }
  if (edits.length === 0) return null;
  let rewritten = source;
  for (const edit of edits.reverse()) {
    rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
  }
  return rewritten;
}

export function directImportsPlugin(): Plugin {
  return {
    name: 'direct-imports',
    setup(build) {
      const tracer = new BarrelTracer(build);
      build.onLoad({ filter: /\.m?[jt]s$/, namespace: 'file' }, async (args) => {
        if (args.path.endsWith('.d.ts') || isInstalled(args.path)) return undefined;
        await init;
        const source = await readFile(args.path, 'utf8');
        const contents = await rewriteImports(source, args.path, tracer);
        if (contents === null) return undefined;
        const extension = /\.m?[jt]s$/.exec(args.path)![0];
        return { contents, loader: LOADERS[extension], resolveDir: dirname(args.path) };
      });
    },
  };
}
