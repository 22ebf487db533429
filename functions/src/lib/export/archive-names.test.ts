import { describe, expect, it } from 'vitest';
import { archiveFileName, extensionOf, readableTitle } from './archive-names';

describe('archive names', () => {
  it('names a file by its date, description and record id, keeping the extension', () => {
    expect(
      archiveFileName('receipts', {
        date: '2026-10-14',
        title: 'Shaker cabinets',
        id: 123,
        key: 'users/u/receipts/1f-scan.PDF',
      }),
    ).toBe('receipts/2026-10-14 Shaker cabinets #123.pdf');
  });

  it('keeps path separators and reserved characters out of names', () => {
    expect(readableTitle('../../etc/passwd')).toBe('etc passwd');
    expect(readableTitle('a:b*c?"d"<e>|f\u0000g')).toBe('a b c d e f g');
    expect(readableTitle('   ')).toBe('file');
    expect(readableTitle('x'.repeat(200))).toHaveLength(80);
  });

  it('takes only a plain extension', () => {
    expect(extensionOf('users/u/r/abc.jpeg')).toBe('.jpeg');
    expect(extensionOf('users/u/r/abc')).toBe('');
    expect(extensionOf('users/u/r.d/abc')).toBe('');
  });
});
