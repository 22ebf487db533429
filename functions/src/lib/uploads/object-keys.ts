import { randomUUID } from 'node:crypto';
import type { UploadKind } from '@reno/domain';

/** Every object a record names lives under this prefix; ownership of a key is this prefix. */
const userPrefix = (sub: string) => `users/${sub}/`;

/**
 * Fresh uploads land under `pending/` + the stored key; saving a record that names one copies it to
 * the stored key. A lifecycle rule expires what no record claimed, so unsaved uploads cost nothing.
 */
const PENDING_PREFIX = 'pending/';
export const pendingUserPrefix = (sub: string) => `${PENDING_PREFIX}${userPrefix(sub)}`;

/** The stored key a pending upload becomes; null for a key that is not pending. */
export const storedKeyOf = (key: string): string | null =>
  key.startsWith(PENDING_PREFIX) ? key.slice(PENDING_PREFIX.length) : null;

const folders: Record<UploadKind, string> = { receipt: 'receipts', 'estimate-attachment': 'attachments' };

// The key ends with the type's own extension: a '.pdf' ending marks a PDF receipt
// (docs/product.md#record-expense).
const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

/**
 * `pending/users/<sub>/receipts/<uuid>-<safe name>.<ext>`: unique, readable, and nothing from the name
 * can escape the prefix.
 */
export function newObjectKey(sub: string, kind: UploadKind, fileName: string, contentType: string): string {
  // Browsers may send a full path (C:\fakepath\…): keep the last segment, without its extension.
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const safe =
    base
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file';
  const extension = extensions[contentType] ?? 'bin';
  return `${pendingUserPrefix(sub)}${folders[kind]}/${randomUUID()}-${safe}.${extension}`;
}

/** Whether a value is a key this caller owns, stored or pending (no '..' or '//' tricks). */
export function isOwnKey(sub: string, key: string): boolean {
  return (
    (key.startsWith(userPrefix(sub)) || key.startsWith(pendingUserPrefix(sub))) &&
    !key.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

/** A receipt may also be an http(s) URL, used as it is (docs/product.md#record-expense). */
export const isExternalUrl = (value: string) => /^https?:\/\//i.test(value);
