import { randomUUID } from 'node:crypto';
import type { UploadKind } from '@reno/domain';

/** Every object a record names lives under this prefix; ownership of a key is this prefix. */
const userPrefix = (householdId: string) => `users/${householdId}/`;

/**
 * Fresh uploads land under `pending/` + the stored key; saving a record that names one copies it to
 * the stored key. A lifecycle rule expires what no record claimed, so unsaved uploads cost nothing.
 */
const PENDING_PREFIX = 'pending/';
export const pendingUserPrefix = (householdId: string) => `${PENDING_PREFIX}${userPrefix(householdId)}`;

/** The stored key a pending upload becomes; null for a key that is not pending. */
export const storedKeyOf = (key: string): string | null =>
  key.startsWith(PENDING_PREFIX) ? key.slice(PENDING_PREFIX.length) : null;

const folders: Record<UploadKind, string> = {
  receipt: 'receipts',
  'estimate-attachment': 'attachments',
  photo: 'photos',
};

// The key ends with the type's own extension: a '.pdf' ending marks a PDF receipt
// (docs/product.md#record-expense).
const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

/**
 * `pending/users/<household>/receipts/<uuid>-<safe name>.<ext>`: unique, readable, and nothing from the name
 * can escape the prefix.
 */
export function newObjectKey(
  householdId: string,
  kind: UploadKind,
  fileName: string,
  contentType: string,
): string {
  // Browsers may send a full path (C:\fakepath\…): keep the last segment, without its extension.
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const safe =
    base
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file';
  const extension = extensions[contentType] ?? 'bin';
  return `${pendingUserPrefix(householdId)}${folders[kind]}/${randomUUID()}-${safe}.${extension}`;
}

/** Whether a value is a key of the household's, stored or pending (no '..' or '//' tricks). */
export function isOwnKey(householdId: string, key: string): boolean {
  return (
    (key.startsWith(userPrefix(householdId)) || key.startsWith(pendingUserPrefix(householdId))) &&
    !key.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

/** A receipt may also be an http(s) URL, used as it is (docs/product.md#record-expense). */
export const isExternalUrl = (value: string) => /^https?:\/\//i.test(value);
