import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertWebBuilt } from './build-app';

describe('the built web app', () => {
  it('is required, with the command that builds it in the message', () => {
    const dist = mkdtempSync(join(tmpdir(), 'reno-dist-'));
    expect(() => assertWebBuilt(dist)).toThrow(/pnpm --filter @reno\/web build/);
    expect(() => assertWebBuilt(join(dist, 'missing'))).toThrow(/index\.html does not exist/);
  });

  it('is accepted once index.html is there', () => {
    const dist = mkdtempSync(join(tmpdir(), 'reno-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    expect(() => assertWebBuilt(dist)).not.toThrow();
  });
});
