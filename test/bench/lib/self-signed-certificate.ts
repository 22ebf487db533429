import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchCertificate {
  key: string;
  cert: string;
  /** base64 SHA-256 of its public key: Chrome's --ignore-certificate-errors-spki-list trusts it. */
  spkiSha256: string;
}

let made: BenchCertificate | undefined;

/**
 * A throwaway certificate for 127.0.0.1, one per bench process, made by the `openssl` command line (Node
 * can read certificates but not make them). The bench's HTTPS stand-in for CloudFront serves it; the
 * browser that audits through it trusts its key, so that it caches as it would on CloudFront (a page with
 * a certificate error is not cached).
 */
export function benchCertificate(): BenchCertificate {
  made ??= withSpki(selfSignedCertificate());
  return made;
}

function withSpki(pair: { key: string; cert: string }): BenchCertificate {
  const spki = new X509Certificate(pair.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { ...pair, spkiSha256: createHash('sha256').update(spki).digest('base64') };
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'reno-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch (error) {
    throw new Error(
      `The bench's HTTPS server needs the openssl command to make its certificate: ${String(error)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
