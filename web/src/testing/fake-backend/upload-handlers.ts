import {
  EMPTY_RECEIPT_SCAN,
  RECEIPT_SCAN_MESSAGES,
  receiptScanRequestSchema,
  SCANNABLE_RECEIPT_TYPES,
  signedUrlRequestSchema,
  uploadRequestSchema,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend } from './fake-db';
import { invalidInput, json, notFound, route } from './fake-route';

const FAKE_S3_URL = 'http://s3.test/receipts';

const FOLDERS = { receipt: 'receipts', 'estimate-attachment': 'attachments', photo: 'photos' } as const;

/** The fields of a presigned POST form, by the names S3 expects. */
const presignedFields = (key: string, contentType: string) => ({
  bucket: 'receipts',
  'Content-Type': contentType,
  key,
  Policy: 'policy',
  'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
  'X-Amz-Credential': 'credential',
  'X-Amz-Date': '20250101T000000Z',
  'X-Amz-Signature': 'signature',
});

/**
 * The upload routes: a presigned form for a pending key under the caller's prefix (with the type and size
 * rules of docs/product.md#validation-upload), 5-minute GET URLs for the caller's own keys only, and
 * receipt scans of keys this fake handed out (no file is stored here, so a scan finds nothing; a test that
 * needs fields overrides the route).
 */
export function uploadHandlers({ db, nextId, me }: FakeBackend): HttpHandler[] {
  const ownKey = (key: string) =>
    key.startsWith(`users/${me().id}/`) || key.startsWith(`pending/users/${me().id}/`);

  return [
    route('POST', '/api/uploads', ({ body }) => {
      const parsed = uploadRequestSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { kind, fileName, contentType } = parsed.data;
      const key = `pending/users/${me().id}/${FOLDERS[kind]}/${nextId()}-${fileName}`;
      db.uploads[key] = contentType;
      return json(200, { url: FAKE_S3_URL, fields: presignedFields(key, contentType), key });
    }),
    route('POST', '/api/signed-url', ({ body }) => {
      const parsed = signedUrlRequestSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { s3Key } = parsed.data;
      if (/^https?:\/\//i.test(s3Key)) return json(200, { signedUrl: s3Key });
      return ownKey(s3Key) ? json(200, { signedUrl: `http://s3.test/signed/${s3Key}` }) : notFound('File');
    }),
    route('POST', '/api/receipts/scan', ({ body }) => {
      const parsed = receiptScanRequestSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const contentType = ownKey(parsed.data.s3Key) ? db.uploads[parsed.data.s3Key] : undefined;
      if (contentType === undefined) return json(404, { error: RECEIPT_SCAN_MESSAGES.notFound });
      if (!(SCANNABLE_RECEIPT_TYPES as readonly string[]).includes(contentType)) {
        return json(422, { error: RECEIPT_SCAN_MESSAGES.unscannableType });
      }
      return json(200, EMPTY_RECEIPT_SCAN);
    }),
  ];
}
