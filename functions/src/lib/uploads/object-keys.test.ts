import { describe, expect, it } from 'vitest';
import { isExternalUrl, isOwnKey, newObjectKey, storedKeyOf } from './object-keys';

describe('object keys', () => {
  it('puts uploads under the caller prefix with the extension of their type', () => {
    expect(newObjectKey('sub-1', 'receipt', 'Lumber Yard #12.JPG', 'image/jpeg')).toMatch(
      /^pending\/users\/sub-1\/receipts\/[0-9a-f-]{36}-Lumber-Yard-12\.jpg$/,
    );
    expect(newObjectKey('sub-1', 'estimate-attachment', 'quote', 'application/pdf')).toMatch(
      /^pending\/users\/sub-1\/attachments\/[0-9a-f-]{36}-quote\.pdf$/,
    );
  });

  it('never lets a file name add path segments', () => {
    const key = newObjectKey('sub-1', 'receipt', '../../../etc/passwd', 'text/plain');

    expect(key.split('/')).toHaveLength(5);
    expect(key).toMatch(/^pending\/users\/sub-1\/receipts\/[0-9a-f-]{36}-passwd\.txt$/);
  });

  it('names an empty file name "file"', () => {
    expect(newObjectKey('s', 'receipt', '.png', 'image/png')).toMatch(/-file\.png$/);
  });

  it.each([
    ['users/sub-1/receipts/a.png', true],
    ['users/sub-10/receipts/a.png', false],
    ['users/sub-1/../sub-2/receipts/a.png', false],
    ['users/sub-1//a.png', false],
    ['users/sub-1/./a.png', false],
    ['other/sub-1/a.png', false],
    ['pending/users/sub-1/receipts/a.png', true],
    ['pending/users/sub-10/receipts/a.png', false],
    ['pending/users/sub-1/../../users/sub-2/a.png', false],
    ['pending/other/users/sub-1/a.png', false],
  ])('%s is the caller’s own key: %s', (key, own) => {
    expect(isOwnKey('sub-1', key)).toBe(own);
  });

  it('turns a pending key into its stored key, and nothing else', () => {
    expect(storedKeyOf('pending/users/sub-1/receipts/a.png')).toBe('users/sub-1/receipts/a.png');
    expect(storedKeyOf('users/sub-1/receipts/a.png')).toBeNull();
  });

  it('recognises http and https URLs only', () => {
    expect(isExternalUrl('https://example.com/r.pdf')).toBe(true);
    expect(isExternalUrl('HTTP://example.com/r.pdf')).toBe(true);
    expect(isExternalUrl('ftp://example.com/r.pdf')).toBe(false);
    expect(isExternalUrl('users/x/http://')).toBe(false);
  });
});
