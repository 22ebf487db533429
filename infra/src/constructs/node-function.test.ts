import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeFunction } from './node-function';

const functionsRoot = join(import.meta.dirname, '..', 'testing', 'fixtures');

describe('createNodeFunction', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'reno-node-function-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('gives each function its own bundle, as a deploy would upload it', () => {
    // Bundling on, as `cdk synth` and `cdk deploy` run it.
    const app = new App({ outdir });
    const stack = new Stack(app, 'Bundles');
    const entries = { First: 'handlers/first.ts', Second: 'handlers/second.ts' };
    for (const [id, entry] of Object.entries(entries)) {
      createNodeFunction(stack, id, {
        sources: { functionsRoot },
        entry,
        description: id,
        serviceName: id.toLowerCase(),
      });
    }
    const assembly = app.synth();
    const template = assembly.getStackByName('Bundles').template as {
      Resources: Record<string, { Type: string; Properties: { Code?: { S3Key: string }; Handler?: string } }>;
    };
    const functions = Object.values(template.Resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    const keys = functions.map((fn) => fn.Properties.Code!.S3Key);
    expect(new Set(keys).size).toBe(2);
    expect(functions.map((fn) => fn.Properties.Handler)).toEqual(['index.handler', 'index.handler']);

    const code = keys.map((key) =>
      readFileSync(join(outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs'), 'utf8'),
    );
    expect(code.filter((text) => text.includes('first handler'))).toHaveLength(1);
    expect(code.filter((text) => text.includes('second handler'))).toHaveLength(1);
    // Rolldown runs for real: seconds on a busy machine.
  }, 60_000);
});
