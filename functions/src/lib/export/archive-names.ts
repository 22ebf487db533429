/**
 * A stored file's readable name in the archive: '2026-10-14 Shaker cabinets #123.pdf'. The record's id
 * makes it unique within its folder (one file per record), so both passes over the records name a file
 * the same way.
 */
export function archiveFileName(
  folder: 'receipts' | 'attachments',
  parts: { date: string; title: string; id: number; key: string },
): string {
  return `${folder}/${parts.date} ${readableTitle(parts.title)} #${parts.id}${extensionOf(parts.key)}`;
}

/** A description as a file name: no path separators or characters Windows refuses, at most 80 characters. */
export function readableTitle(title: string): string {
  const clean = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return clean.slice(0, 80).trim() || 'file';
}

/** '.pdf' from '…/abc-receipt.PDF'; '' when the key has no plain extension. */
export function extensionOf(key: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(key.split('/').pop() ?? '');
  return match ? `.${match[1]!.toLowerCase()}` : '';
}
