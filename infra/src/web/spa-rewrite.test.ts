import { describe, expect, it } from 'vitest';
import { spaRewriteSource } from './spa-rewrite';

// The CloudFront Function is plain ES5-style JavaScript: run the very source in Node.
const handler = new Function(`${spaRewriteSource}; return handler;`)() as (event: {
  request: { uri: string };
}) => { uri: string };
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA rewrite (CloudFront Function)', () => {
  it.each(['/', '/dashboard', '/expenses', '/projects/', '/login', '/some/deep/route'])(
    'serves index.html for %s',
    (uri) => {
      expect(rewrite(uri)).toBe('/index.html');
    },
  );

  it.each([
    '/assets/index-abc123.js',
    '/config.json',
    '/favicon.ico',
    '/assets/fonts/roboto.woff2',
    '/index.html',
  ])('leaves the file %s alone', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });
});
