// Which files may be uploaded as which kind (docs/product.md#upload-kinds: receipts are JPEG, PNG, GIF
// or PDF; attachments also DOC, DOCX and TXT; photos JPEG, PNG, WebP or HEIC), apart from the request schemas
// so that checking a stored object needs no zod.
import { ATTACHMENT_CONTENT_TYPES, PHOTO_CONTENT_TYPES, RECEIPT_CONTENT_TYPES } from './constants';

export const UPLOAD_KINDS = ['receipt', 'estimate-attachment', 'photo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const ALLOWED_TYPES: Record<UploadKind, readonly string[]> = {
  receipt: RECEIPT_CONTENT_TYPES,
  'estimate-attachment': ATTACHMENT_CONTENT_TYPES,
  photo: PHOTO_CONTENT_TYPES,
};

/** Whether a content type (any case, parameters ignored) may be uploaded as this kind. */
export function isAllowedContentType(kind: UploadKind, contentType: string): boolean {
  return ALLOWED_TYPES[kind].includes(normalizeContentType(contentType));
}

/** 'Image/JPEG; charset=x' → 'image/jpeg'; the non-standard 'image/jpg' → 'image/jpeg'. */
export function normalizeContentType(contentType: string): string {
  const bare = contentType.replace(/;.*$/s, '').trim().toLowerCase();
  return bare === 'image/jpg' ? 'image/jpeg' : bare;
}
