import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions, HANDLER_FILE, startOutputs } from './bundling';

const entry = join(import.meta.dirname, 'testing', 'fixtures', 'barrels', 'entry.ts');

/** The source files in what Node loads before the handler runs. */
function startInputs(metafile: Metafile): string[] {
  return [...startOutputs(metafile)]
    .flatMap((path) => Object.keys(metafile.outputs[path]!.inputs))
    .map((input) => input.replace(/^.*barrels\//, ''));
}

function run(dir: string, script: string): string {
  const module = JSON.stringify(pathToFileURL(join(dir, HANDLER_FILE)).href);
  return execFileSync(
    process.execPath,
    ['--enable-source-maps', '--input-type=module', '-e', `const m = await import(${module}); ${script}`],
    {
      encoding: 'utf8',
    },
  );
}

describe('direct imports through barrels', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reno-barrels-'));
  let withPlugin: Metafile;
  let withoutPlugin: Metafile;

  beforeAll(async () => {
    withPlugin = (await build({ ...esbuildOptions(entry, join(dir, 'with')), metafile: true })).metafile;
    const { plugins: _plugins, ...plain } = esbuildOptions(entry, join(dir, 'without'));
    withoutPlugin = (await build({ ...plain, metafile: true })).metafile;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a file only a lazy module uses out of the start, where esbuild alone puts it', () => {
    // Without the plugin the entry reaches receipt.ts through the barrel, so the shared chunk it lands in loads at start.
    expect(startInputs(withoutPlugin)).toContain('shop/receipt.ts');
    expect(startInputs(withPlugin)).not.toContain('shop/receipt.ts');
    expect(startInputs(withPlugin)).not.toContain('shop/index.ts');
    expect(startInputs(withPlugin)).toEqual(expect.arrayContaining(['shop/price.ts', 'shop/nested/tax.ts']));
    const all = Object.values(withPlugin.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(all.some((input) => input.endsWith('shop/receipt.ts'))).toBe(true);
  });

  it('leaves a barrel that may have side effects, and a cycle of barrels, as written', () => {
    expect(startInputs(withPlugin)).toEqual(
      expect.arrayContaining(['effects/register.ts', 'cycle/value.ts']),
    );
  });

  it('runs as the sources do: renamed, starred and lazy imports, side effects at import', () => {
    const output = run(join(dir, 'with'), 'console.log(JSON.stringify(await m.handler()));');
    expect(JSON.parse(output)).toEqual({
      price: '$12.50',
      tax: 100,
      receipt: 'receipt: paint',
      greeting: 'hello',
      value: 'through a cycle',
      registeredAtImport: true,
    });
  });

  it('keeps every line where it was, so a stack maps to the source line', () => {
    const output = run(join(dir, 'with'), 'try { m.fail(); } catch (error) { console.log(error.stack); }');
    expect(output).toMatch(/barrels\/entry\.ts:27:/);
  });
});

describe('an installed package', () => {
  // Going around an installed package's barrels split its code into more, smaller start chunks, which
  // measured slower; so they are left as esbuild reads them.
  const dir = mkdtempSync(join(tmpdir(), 'reno-installed-barrel-'));
  const files: Record<string, string> = {
    'node_modules/fake-sdk/package.json': JSON.stringify({
      name: 'fake-sdk',
      type: 'module',
      sideEffects: false,
    }),
    'node_modules/fake-sdk/index.js':
      "export { client } from './client.js';\nexport { lazyOnly } from './lazy-only.js';\n",
    'node_modules/fake-sdk/client.js': "export const client = () => 'client';\n",
    'node_modules/fake-sdk/lazy-only.js': "export const lazyOnly = () => 'lazy';\n",
    'entry.js':
      "import { client } from 'fake-sdk';\nexport const handler = async () => [client(), (await import('./lazy.js')).lazy()];\n",
    'lazy.js': "import { lazyOnly } from 'fake-sdk';\nexport const lazy = () => lazyOnly();\n",
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its barrel as written', async () => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const { metafile } = await build({
      ...esbuildOptions(join(dir, 'entry.js'), join(dir, 'out')),
      metafile: true,
    });
    expect(startInputs(metafile).some((input) => input.endsWith('node_modules/fake-sdk/lazy-only.js'))).toBe(
      true,
    );
    expect(JSON.parse(run(join(dir, 'out'), 'console.log(JSON.stringify(await m.handler()));'))).toEqual([
      'client',
      'lazy',
    ]);
  });
});
