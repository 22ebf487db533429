// Upload requests (a presigned POST) and signed GET requests (docs/product.md#api-uploads), with the type and
// size rules of docs/product.md#validation-upload.
import * as z from 'zod/mini';
import { MAX_SHORT_TEXT_LENGTH, MAX_STORAGE_KEY_LENGTH, MAX_UPLOAD_BYTES } from '../constants';
import { requiredChoice, requiredText } from './fields';
import { isAllowedContentType, normalizeContentType, UPLOAD_KINDS, type UploadKind } from '../upload-rules';

const UPLOAD_MESSAGES = {
  kind: 'Upload kind must be receipt, estimate-attachment or photo',
  fileName: 'File name is required',
  contentType: 'File type is required',
  receiptType: 'Receipts must be JPEG, PNG, GIF or PDF files',
  attachmentType: 'Attachments must be images, PDF, DOC, DOCX or TXT files',
  photoType: 'Photos must be JPEG, PNG, WebP or HEIC images',
  size: 'File size must be a whole number of bytes',
  empty: 'File is empty',
  tooLarge: 'File must be at most 10 MB',
  s3Key: 's3Key is required',
} as const;

const TYPE_MESSAGES: Record<UploadKind, string> = {
  receipt: UPLOAD_MESSAGES.receiptType,
  'estimate-attachment': UPLOAD_MESSAGES.attachmentType,
  photo: UPLOAD_MESSAGES.photoType,
};

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
        message: TYPE_MESSAGES[upload.kind],
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

/** A body naming one object of the caller's by its key: `{ s3Key }`. */
function objectKeyRequestSchema() {
  return z.object({
    s3Key: requiredText({ required: UPLOAD_MESSAGES.s3Key, max: MAX_STORAGE_KEY_LENGTH, label: 's3Key' }),
  });
}

/** POST /api/signed-url `{ s3Key }`: a signed GET of one of the caller's objects. */
export const signedUrlRequestSchema = objectKeyRequestSchema();

export interface SignedUrlResponse {
  signedUrl: string;
}

/** POST /api/receipts/scan `{ s3Key }`: a receipt the caller uploaded (pending or stored); anyone else's
 * key reads as missing. Here, not beside the scan's result, so that the scan's messages load no zod. */
export const receiptScanRequestSchema = objectKeyRequestSchema();
export type ReceiptScanRequest = z.output<typeof receiptScanRequestSchema>;
