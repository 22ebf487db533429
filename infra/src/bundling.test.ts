import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHandler, bundleWeight, HANDLER_FILE, startOutputs, type BundleManifest } from './bundling';

const probe = join(import.meta.dirname, 'testing', 'fixtures', 'sdk-probe.ts');
const failingProbe = join(import.meta.dirname, 'testing', 'fixtures', 'failing-probe.ts');
const throughBarrels = join(import.meta.dirname, 'testing', 'fixtures', 'barrels', 'entry.ts');
const sharpProbe = join(import.meta.dirname, 'testing', 'fixtures', 'sharp-probe.ts');

/** The source files of what Node loads before the handler runs, relative to the fixtures. */
function startSources(manifest: BundleManifest): string[] {
  return [...startOutputs(manifest)]
    .flatMap((path) => manifest.outputs[path]!.modules)
    .map((input) => input.replace(/^.*fixtures\//, ''));
}

/**
 * Bundles `entry` before the suite's tests into a folder outside the workspace (no node_modules above it,
 * as in a Lambda's /var/task), removed after them.
 */
function bundledForSuite(entry: string): { dir: string; manifest: BundleManifest } {
  const built = { dir: mkdtempSync(join(tmpdir(), 'reno-bundle-')), manifest: { outputs: {} } };
  beforeAll(async () => {
    built.manifest = await bundleHandler(entry, built.dir);
  });
  afterAll(() => rmSync(built.dir, { recursive: true, force: true }));
  return built;
}

/** A script's first line: the bundle in `dir` imported as `m`. */
const importBundle = (dir: string) =>
  `const m = await import(${JSON.stringify(pathToFileURL(join(dir, HANDLER_FILE)).href)});`;

describe('Lambda bundles', () => {
  const built = bundledForSuite(probe);

  it('run as ESM in plain Node with nothing installed: the SDK is inside, CommonJS requires work', () => {
    const script = `${importBundle(built.dir)}
      const atImport = globalThis.lazyPartEvaluated === true;
      const result = await m.handler();
      console.log(JSON.stringify({ atImport, result, afterCall: globalThis.lazyPartEvaluated === true }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: built.dir,
      env: {
        PATH: process.env.PATH,
        AWS_ACCESS_KEY_ID: 'ASIAPROBE',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 't',
      },
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({
      // A module reached only through import() is neither run nor parsed at cold start...
      atImport: false,
      result: { accessKeyId: 'ASIAPROBE', platform: process.platform, lazyValue: 'loaded on first use' },
      // ...but loads when the handler asks for it.
      afterCall: true,
    });
  });

  it('bundles the AWS SDK and splits what is imported lazily into chunks of its own', () => {
    const inputs = Object.values(built.manifest.outputs).flatMap((output) => output.modules);
    expect(inputs.some((input) => input.includes('@aws-sdk/client-dynamodb'))).toBe(true);
    expect(inputs.some((input) => input.endsWith('cjs-dependency.cjs'))).toBe(true);

    const files = readdirSync(built.dir, { recursive: true }).map(String);
    expect(files).toContain(HANDLER_FILE);
    expect(files).toContain(`${HANDLER_FILE}.map`);
    const lazyChunk = Object.entries(built.manifest.outputs).find(([, output]) =>
      output.modules.some((input) => input.endsWith('lazy-part.ts')),
    );
    expect(lazyChunk?.[0]).toMatch(/^chunks\/lazy-part-[\w-]+\.mjs$/);

    const weight = bundleWeight(built.manifest);
    expect(weight.initialBytes).toBeGreaterThan(0);
    // The SDK's own lazily loaded credential providers are chunks too: far from everything loads at start.
    expect(weight.totalBytes).toBeGreaterThan(weight.initialBytes);
    // Packages are named from the start set only: the client is there, the SSO provider (loaded only when a
    // profile asks for it) is not, though it is in the bundle.
    expect(weight.initialPackages).toContain('@aws-sdk/client-dynamodb');
    expect(weight.initialPackages).not.toContain('@aws-sdk/credential-provider-sso');
    expect(inputs.some((input) => input.includes('@aws-sdk/credential-provider-sso/'))).toBe(true);
  });
});

describe('A bundle imported through barrels', () => {
  const built = bundledForSuite(throughBarrels);

  it('starts with one file, without the code that only a lazily imported module uses', () => {
    expect([...startOutputs(built.manifest)]).toEqual([HANDLER_FILE]);
    const start = startSources(built.manifest);
    expect(start).toEqual(expect.arrayContaining(['barrels/shop/price.ts', 'barrels/shop/nested/tax.ts']));
    // The entry reaches receipt.ts through the shop's barrel, but only lazy-receipt.ts calls it.
    expect(start).not.toContain('barrels/shop/receipt.ts');
    const lazy = Object.entries(built.manifest.outputs).filter(([path]) => path !== HANDLER_FILE);
    expect(lazy.flatMap(([, output]) => output.modules)).toEqual(
      expect.arrayContaining([expect.stringMatching(/barrels\/shop\/receipt\.ts$/)]),
    );
    // A barrel in a package that may have side effects keeps them at import.
    expect(start).toContain('barrels/effects/register.ts');
  });

  it('runs as the sources do: renamed, starred and lazy imports, side effects at import', () => {
    const script = `${importBundle(built.dir)}
      console.log(JSON.stringify(await m.handler()));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({
      price: '$12.50',
      tax: 100,
      receipt: 'receipt: paint $12.50',
      greeting: 'hello',
      registeredAtImport: true,
    });
  });
});

describe('A bundle that uses a native package', () => {
  const built = bundledForSuite(sharpProbe);

  it("carries sharp with Lambda's Linux x64 binary, loaded only when the handler asks for it", () => {
    const images = readdirSync(join(built.dir, 'node_modules', '@img'));
    expect(images).toEqual(expect.arrayContaining(['sharp-linux-x64', 'sharp-libvips-linux-x64']));
    // Other platforms' binaries are not shipped, even where this machine installed them.
    expect(images.filter((name) => /darwin|win32|arm|musl|wasm/.test(name))).toEqual([]);
    expect(readdirSync(join(built.dir, 'node_modules'))).toContain('sharp');
    expect(startSources(built.manifest)).toEqual(['sharp-probe.ts']);

    // Run from a folder outside the workspace: only the bundle's own node_modules can answer.
    const script = `${importBundle(built.dir)}
      console.log(JSON.stringify(await m.handler()));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: built.dir,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ width: 20, height: 15, format: 'webp' });
  });
});

describe("A deployed function's logged error", () => {
  const dir = mkdtempSync(join(tmpdir(), 'reno-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the TypeScript source and line, read from the map beside the bundle only when logged', async () => {
    await bundleHandler(failingProbe, dir);
    const script = `${importBundle(dir)} await m.handler();`;
    // As Lambda runs it: no NODE_OPTIONS, so Node itself maps nothing.
    const { stderr } = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    const line = JSON.parse(stderr.trim().split('\n').at(-1)!) as {
      error: { message: string; location: string; stack: string; cause: { name: string; stack: string } };
    };
    expect(line.error.message).toBe('probe failure');
    expect(line.error.location).toMatch(/infra\/src\/testing\/fixtures\/failing-probe\.ts:5$/);
    expect(line.error.stack).toContain('infra/src/testing/fixtures/failing-probe.ts:5:');
    expect(line.error.stack).toContain('infra/src/testing/fixtures/failing-probe.ts:11:');
    expect(line.error.stack).not.toContain('index.mjs');
    expect(line.error.cause.name).toBe('TypeError');
    expect(line.error.cause.stack).toContain('failing-probe.ts:5:');
  });
});
