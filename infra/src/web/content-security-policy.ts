export interface CspSources {
  region: string;
  /** The receipts bucket: presigned POST uploads and signed GETs go straight to it. */
  receiptsBucketName: string;
  /** Cognito hosted UI host (OAuth token exchange after a federated sign-in). */
  hostedUiHost: string;
}

/**
 * The Content-Security-Policy of the web app. Scripts only from the app itself; inline styles are
 * allowed because MUI (Emotion) injects style tags; the browser may talk to the app, Cognito and the
 * receipts bucket only; the service worker and the manifest come from the app; no framing at all.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const bucketHosts = [
    `https://${sources.receiptsBucketName}.s3.${sources.region}.amazonaws.com`,
    `https://${sources.receiptsBucketName}.s3.amazonaws.com`,
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...bucketHosts],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      `https://cognito-idp.${sources.region}.amazonaws.com`,
      `https://${sources.hostedUiHost}`,
      ...bucketHosts,
    ],
    'frame-src': ["'self'", ...bucketHosts],
    // The service worker (/sw.js) and the web app manifest, both from the app itself.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", `https://${sources.hostedUiHost}`],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
