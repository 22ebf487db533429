import { createHash, X509Certificate } from 'node:crypto';
import { loadTlsCertificate, type TlsCertificate } from '@reno/local';

export interface BenchCertificate extends TlsCertificate {
  /** base64 SHA-256 of its public key: Chrome's --ignore-certificate-errors-spki-list trusts it. */
  spkiSha256: string;
}

let made: Promise<BenchCertificate> | undefined;

/**
 * A throwaway certificate for 127.0.0.1, one per bench process, made as the local stack makes its hosted
 * UI's. The bench's HTTPS stand-in for CloudFront serves it; the browser that audits through it trusts its
 * key, so that it caches as it would on CloudFront (a page with a certificate error is not cached).
 */
export function benchCertificate(): Promise<BenchCertificate> {
  made ??= loadTlsCertificate(null).then((pair) => {
    const spki = new X509Certificate(pair.cert).publicKey.export({ type: 'spki', format: 'der' });
    return { ...pair, spkiSha256: createHash('sha256').update(spki).digest('base64') };
  });
  return made;
}
