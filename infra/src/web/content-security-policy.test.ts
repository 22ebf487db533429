import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const csp = contentSecurityPolicy({
  region: 'eu-west-1',
  receiptsBucketName: 'reno-receipts-123-eu-west-1',
  hostedUiHost: 'reno-123.auth.eu-west-1.amazoncognito.com',
});
const directive = (name: string) =>
  csp
    .split('; ')
    .find((part) => part.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('Content-Security-Policy', () => {
  it('forbids framing and plugins, and scripts from anywhere but the app', () => {
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(directive('default-src')).toEqual(["'self'"]);
  });

  it('lets the browser reach Cognito, the hosted UI and the receipts bucket, nothing else', () => {
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://cognito-idp.eu-west-1.amazonaws.com',
      'https://reno-123.auth.eu-west-1.amazoncognito.com',
      'https://reno-receipts-123-eu-west-1.s3.eu-west-1.amazonaws.com',
      'https://reno-receipts-123-eu-west-1.s3.amazonaws.com',
    ]);
    expect(directive('img-src')).toContain('https://reno-receipts-123-eu-west-1.s3.eu-west-1.amazonaws.com');
  });

  it('lets the app register its own service worker and read its own manifest, from nowhere else', () => {
    expect(directive('worker-src')).toEqual(["'self'"]);
    expect(directive('manifest-src')).toEqual(["'self'"]);
  });

  it('fits CloudFront’s limit for the header value', () => {
    expect(csp.length).toBeLessThan(1783);
  });
});
