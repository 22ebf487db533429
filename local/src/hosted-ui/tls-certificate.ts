import { readFile, writeFile } from 'node:fs/promises';
import { generate } from 'selfsigned';

export interface TlsCertificate {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost. Amplify reaches the hosted UI over https only,
 * so the local one needs a certificate; the browser asks once to accept it. Kept in `file` (with the
 * data) so that the browser's exception still holds on the next start.
 */
export async function loadTlsCertificate(file: string | null): Promise<TlsCertificate> {
  if (file) {
    const kept = await readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as TlsCertificate,
      () => null,
    );
    if (kept?.key && kept.cert) return kept;
  }
  const generated = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const certificate = { key: generated.private, cert: generated.cert };
  if (file) await writeFile(file, JSON.stringify(certificate), { mode: 0o600 });
  return certificate;
}
