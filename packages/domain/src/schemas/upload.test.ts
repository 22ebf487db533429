import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_CONTENT_TYPES,
  MAX_UPLOAD_BYTES,
  PHOTO_CONTENT_TYPES,
  RECEIPT_CONTENT_TYPES,
} from '../constants';
import { isAllowedContentType, normalizeContentType } from '../upload-rules';
import { signedUrlRequestSchema, uploadRequestSchema } from './upload';
import { issuesWith } from '../../test/schema-cases';

const receipt = { kind: 'receipt', fileName: 'receipt.jpg', contentType: 'image/jpeg', size: 1024 };
const issuesOf = issuesWith(uploadRequestSchema);

describe('uploadRequestSchema', () => {
  it('accepts every receipt type and every attachment type', () => {
    for (const contentType of RECEIPT_CONTENT_TYPES) {
      expect(uploadRequestSchema.safeParse({ ...receipt, contentType }).success).toBe(true);
    }
    for (const contentType of ATTACHMENT_CONTENT_TYPES) {
      expect(
        uploadRequestSchema.safeParse({ ...receipt, kind: 'estimate-attachment', contentType }).success,
      ).toBe(true);
    }
  });

  it('normalises the content type it stores', () => {
    expect(uploadRequestSchema.parse({ ...receipt, contentType: 'IMAGE/JPG' }).contentType).toBe(
      'image/jpeg',
    );
  });

  it('refuses documents as receipts but takes them as estimate attachments', () => {
    // Prepare
    const document = { ...receipt, fileName: 'quote.docx', contentType: ATTACHMENT_CONTENT_TYPES[6] };
    // Act / Assess
    expect(issuesOf(document)).toEqual([
      { path: ['contentType'], message: 'Receipts must be JPEG, PNG, GIF or PDF files' },
    ]);
    expect(uploadRequestSchema.safeParse({ ...document, kind: 'estimate-attachment' }).success).toBe(true);
  });

  it('takes phone photos, HEIC included, as photos, and nothing else', () => {
    const photo = { ...receipt, kind: 'photo', fileName: 'IMG_0001.HEIC' };
    for (const contentType of PHOTO_CONTENT_TYPES)
      expect(uploadRequestSchema.safeParse({ ...photo, contentType }).success).toBe(true);
    expect(issuesOf({ ...photo, contentType: 'application/pdf' })).toEqual([
      { path: ['contentType'], message: 'Photos must be JPEG, PNG, WebP or HEIC images' },
    ]);
  });

  it('refuses executables as attachments', () => {
    expect(
      issuesOf({ ...receipt, kind: 'estimate-attachment', contentType: 'application/x-msdownload' }),
    ).toEqual([
      { path: ['contentType'], message: 'Attachments must be images, PDF, DOC, DOCX or TXT files' },
    ]);
  });

  it('accepts exactly 10 MB and refuses one byte more, or an empty file', () => {
    expect(uploadRequestSchema.safeParse({ ...receipt, size: MAX_UPLOAD_BYTES }).success).toBe(true);
    expect(issuesOf({ ...receipt, size: MAX_UPLOAD_BYTES + 1 })).toEqual([
      { path: ['size'], message: 'File must be at most 10 MB' },
    ]);
    expect(issuesOf({ ...receipt, size: 0 })).toEqual([{ path: ['size'], message: 'File is empty' }]);
  });

  it.each(['1024', 1.5, null])('refuses the size %j', (size) => {
    expect(issuesOf({ ...receipt, size })).toEqual([
      { path: ['size'], message: 'File size must be a whole number of bytes' },
    ]);
  });

  it('needs a known kind, a file name and a type', () => {
    expect(issuesOf({ kind: 'avatar', size: 1 })).toEqual([
      { path: ['kind'], message: 'Upload kind must be receipt, estimate-attachment or photo' },
      { path: ['fileName'], message: 'File name is required' },
      { path: ['contentType'], message: 'File type is required' },
    ]);
  });
});

describe('content types', () => {
  it('ignores case and parameters and maps image/jpg to image/jpeg', () => {
    expect(normalizeContentType('Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(normalizeContentType('image/jpg')).toBe('image/jpeg');
    expect(isAllowedContentType('receipt', 'IMAGE/PNG')).toBe(true);
    expect(isAllowedContentType('receipt', 'image/webp')).toBe(false);
    expect(isAllowedContentType('estimate-attachment', 'image/webp')).toBe(true);
  });
});

describe('signedUrlRequestSchema', () => {
  it('needs a key', () => {
    expect(signedUrlRequestSchema.parse({ s3Key: ' users/a/r.png ' })).toEqual({ s3Key: 'users/a/r.png' });
    expect(issuesWith(signedUrlRequestSchema)({ s3Key: '' })).toEqual([
      { path: ['s3Key'], message: 's3Key is required' },
    ]);
  });
});
