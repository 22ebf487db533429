/**
 * CloudFront adds this header, holding a secret, to every request it sends to the API; the API refuses
 * requests without it, so nobody reaches the API but through CloudFront (and its WAF and viewer-address
 * headers). Locally the app server adds it the same way.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The secret's name: the plain variable locally, `<name>_SECRET_ARN` (Secrets Manager) in AWS. */
export const ORIGIN_VERIFY_VARIABLE = 'ORIGIN_VERIFY';

/**
 * CloudFront sets this on every request it forwards, from the viewer's connection ('ip:port'), replacing
 * any value the viewer sent; per-client limits (admin lock-out, recovery) count by it. Locally the API and
 * chat adapters set it the same way.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
