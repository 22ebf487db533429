import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHandler, bundleWeight, HANDLER_FILE } from './bundling';
import type { Metafile } from 'esbuild';

const probe = join(import.meta.dirname, 'testing', 'fixtures', 'sdk-probe.ts');

describe('Lambda bundles', () => {
  // Outside the workspace: no node_modules above it, as in a Lambda's /var/task.
  const dir = mkdtempSync(join(tmpdir(), 'reno-bundle-'));
  let metafile: Metafile;

  beforeAll(() => {
    metafile = bundleHandler(probe, dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('run as ESM in plain Node with nothing installed: the SDK is inside, CommonJS requires work', () => {
    const script = `const m = await import(${JSON.stringify(pathToFileURL(join(dir, HANDLER_FILE)).href)});
      const atImport = globalThis.lazyPartEvaluated === true;
      const result = await m.handler();
      console.log(JSON.stringify({ atImport, result, afterCall: globalThis.lazyPartEvaluated === true }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
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
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.some((input) => input.includes('@aws-sdk/client-dynamodb'))).toBe(true);
    expect(inputs.some((input) => input.endsWith('cjs-dependency.cjs'))).toBe(true);

    const files = readdirSync(dir, { recursive: true }).map(String);
    expect(files).toContain(HANDLER_FILE);
    expect(files).toContain(`${HANDLER_FILE}.map`);
    const lazyChunk = Object.entries(metafile.outputs).find(([, output]) =>
      Object.keys(output.inputs).some((input) => input.endsWith('lazy-part.ts')),
    );
    expect(lazyChunk?.[0]).toMatch(/chunks\/lazy-part-\w+\.mjs$/);

    const weight = bundleWeight(dir, metafile);
    expect(weight.initialBytes).toBeGreaterThan(0);
    // The SDK's own lazily loaded credential providers are chunks too: far from everything loads at start.
    expect(weight.totalBytes).toBeGreaterThan(weight.initialBytes);
  });
});
