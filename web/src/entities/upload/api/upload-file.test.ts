import { MAX_UPLOAD_BYTES } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { sizedFile } from '../../../testing/sized-file';
import { uploadPlan } from './upload-file';

describe('uploadPlan (receipts up to 10 MB; photos over it are downscaled)', () => {
  it.each([
    ['a JPEG photo within 10 MB', sizedFile('a.jpg', 'image/jpeg', MAX_UPLOAD_BYTES), 'as-is'],
    ['a PDF within 10 MB', sizedFile('a.pdf', 'application/pdf', 2048), 'as-is'],
    ['a 12 MB JPEG photo', sizedFile('a.jpg', 'image/jpeg', 12 * 1024 * 1024), 'downscale'],
    ['a PNG just over 10 MB', sizedFile('a.png', 'image/png', MAX_UPLOAD_BYTES + 1), 'downscale'],
    ['a photo over 10 MB with no MIME type', sizedFile('IMG_1.JPEG', '', MAX_UPLOAD_BYTES + 1), 'downscale'],
    ['a PDF over 10 MB', sizedFile('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), 'ignore'],
    ['a text file', sizedFile('a.txt', 'text/plain', 10), 'ignore'],
    ['a WebP photo (not a receipt type)', sizedFile('a.webp', 'image/webp', 12 * 1024 * 1024), 'ignore'],
    ['an empty file', sizedFile('a.png', 'image/png', 0), 'ignore'],
  ] as const)('%s', (_, picked, plan) => {
    expect(uploadPlan('receipt', picked)).toBe(plan);
  });
});
