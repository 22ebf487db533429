// Upload requests (DESIGN: presigned POST) and signed GET requests, with SPEC §9's type and size rules.
import * as z from 'zod/mini';
import {
  ATTACHMENT_CONTENT_TYPES,
  MAX_SHORT_TEXT_LENGTH,
  MAX_STORAGE_KEY_LENGTH,
  MAX_UPLOAD_BYTES,
  RECEIPT_CONTENT_TYPES,
} from '../constants';
import { requiredChoice, requiredText } from './fields';

export const UPLOAD_KINDS = ['receipt', 'estimate-attachment'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_MESSAGES = {
  kind: 'Upload kind must be receipt or estimate-attachment',
  fileName: 'File name is required',
  contentType: 'File type is required',
  receiptType: 'Receipts must be JPEG, PNG, GIF or PDF files',
  attachmentType: 'Attachments must be images, PDF, DOC, DOCX or TXT files',
  size: 'File size must be a whole number of bytes',
  empty: 'File is empty',
  tooLarge: 'File must be at most 10 MB',
  s3Key: 's3Key is required',
} as const;

const ALLOWED_TYPES: Record<UploadKind, readonly string[]> = {
  receipt: RECEIPT_CONTENT_TYPES,
  'estimate-attachment': ATTACHMENT_CONTENT_TYPES,
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

export const uploadRequestSchema = z
  .object({
    kind: requiredChoice<UploadKind>({
      normalize: (value) => UPLOAD_KINDS.find((kind) => kind === value) ?? null,
      required: UPLOAD_MESSAGES.kind,
      invalid: UPLOAD_MESSAGES.kind,
    }),
    fileName: requiredText({
      required: UPLOAD_MESSAGES.fileName,
      max: MAX_SHORT_TEXT_LENGTH,
      label: 'File name',
    }),
    contentType: z.pipe(
      requiredText({ required: UPLOAD_MESSAGES.contentType, max: MAX_SHORT_TEXT_LENGTH, label: 'File type' }),
      z.transform(normalizeContentType),
    ),
    size: z
      .number({ error: UPLOAD_MESSAGES.size })
      .check(
        z.int({ error: UPLOAD_MESSAGES.size }),
        z.minimum(1, { error: UPLOAD_MESSAGES.empty }),
        z.maximum(MAX_UPLOAD_BYTES, { error: UPLOAD_MESSAGES.tooLarge }),
      ),
  })
  .check(
    z.superRefine((upload, context) => {
      if (isAllowedContentType(upload.kind, upload.contentType)) return;
      context.addIssue({
        code: 'custom',
        path: ['contentType'],
        message: upload.kind === 'receipt' ? UPLOAD_MESSAGES.receiptType : UPLOAD_MESSAGES.attachmentType,
      });
    }),
  );
export type UploadRequest = z.output<typeof uploadRequestSchema>;

/** POST /api/uploads answer: a presigned POST; `key` becomes imageUrl / attachmentUrl. */
export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  key: string;
}

export const signedUrlRequestSchema = z.object({
  s3Key: requiredText({ required: UPLOAD_MESSAGES.s3Key, max: MAX_STORAGE_KEY_LENGTH, label: 's3Key' }),
});
export type SignedUrlRequest = z.output<typeof signedUrlRequestSchema>;

export interface SignedUrlResponse {
  signedUrl: string;
}
