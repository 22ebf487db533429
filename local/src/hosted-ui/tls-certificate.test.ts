import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTlsCertificate } from './tls-certificate';

describe('the hosted UI certificate', () => {
  let dir: string | undefined;
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('covers 127.0.0.1 and localhost, and is the same on the next start (the browser’s exception holds)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'reno-tls-'));
    const file = join(dir, 'hosted-ui-tls.json');

    const first = await loadTlsCertificate(file);
    const certificate = new X509Certificate(first.cert);

    expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(certificate.checkHost('localhost')).toBe('localhost');
    expect(await loadTlsCertificate(file)).toEqual(first);
    // Without a data folder (tests), a fresh one each time.
    expect((await loadTlsCertificate(null)).cert).not.toBe(first.cert);
  });
});
