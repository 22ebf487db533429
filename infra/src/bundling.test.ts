import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundlingOptions, esbuildOptions } from './bundling';

const probe = join(import.meta.dirname, 'testing', 'fixtures', 'sdk-probe.ts');

describe('Lambda bundles', () => {
  it('run as ESM in plain Node: CommonJS requires work, and the SDK comes from the runtime', async () => {
    const result = await build({ ...esbuildOptions(probe), metafile: true });
    // Inside the workspace, so the externalised @aws-sdk/* resolves as the Lambda runtime provides it.
    const cache = join(import.meta.dirname, '..', 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(join(cache, 'reno-bundle-'));
    for (const file of result.outputFiles ?? [])
      writeFileSync(join(dir, file.path.split('/').pop()!), file.contents);
    const script = `const m = await import(${JSON.stringify(pathToFileURL(join(dir, 'index.mjs')).href)});
      console.log(JSON.stringify(await m.handler()));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: {
        PATH: process.env.PATH,
        AWS_ACCESS_KEY_ID: 'ASIAPROBE',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 't',
      },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ accessKeyId: 'ASIAPROBE', platform: process.platform });

    // No part of the AWS SDK is in the bundle: the runtime provides it.
    const inputs = Object.keys(result.metafile!.inputs);
    expect(inputs.filter((input) => input.includes('@aws-sdk/'))).toEqual([]);
    expect(inputs.some((input) => input.endsWith('cjs-dependency.cjs'))).toBe(true);
    expect(result.outputFiles!.map((file) => file.path.split('/').pop()).sort()).toEqual([
      'index.mjs',
      'index.mjs.map',
    ]);
  });

  it('gives the NodejsFunctions the same settings the size script measures with', () => {
    const cdk = bundlingOptions();
    const esbuild = esbuildOptions('entry.ts');
    expect(cdk).toMatchObject({
      format: 'esm',
      target: esbuild.target,
      minify: true,
      sourceMap: true,
      banner: (esbuild.banner as { js: string }).js,
      mainFields: esbuild.mainFields,
      externalModules: esbuild.external,
      forceDockerBundling: false,
    });
    expect(esbuild.external).toEqual(['@aws-sdk/*']);
  });
});
