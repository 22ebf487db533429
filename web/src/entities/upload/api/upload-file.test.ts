import { MAX_UPLOAD_BYTES } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { uploadPlan } from './upload-file';

const file = (name: string, type: string, size: number) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('uploadPlan (receipts up to 10 MB; photos over it are downscaled)', () => {
  it.each([
    ['a JPEG photo within 10 MB', file('a.jpg', 'image/jpeg', MAX_UPLOAD_BYTES), 'as-is'],
    ['a PDF within 10 MB', file('a.pdf', 'application/pdf', 2048), 'as-is'],
    ['a 12 MB JPEG photo', file('a.jpg', 'image/jpeg', 12 * 1024 * 1024), 'downscale'],
    ['a PNG just over 10 MB', file('a.png', 'image/png', MAX_UPLOAD_BYTES + 1), 'downscale'],
    ['a photo over 10 MB with no MIME type', file('IMG_1.JPEG', '', MAX_UPLOAD_BYTES + 1), 'downscale'],
    ['a PDF over 10 MB', file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), 'ignore'],
    ['a text file', file('a.txt', 'text/plain', 10), 'ignore'],
    ['a WebP photo (not a receipt type)', file('a.webp', 'image/webp', 12 * 1024 * 1024), 'ignore'],
    ['an empty file', file('a.png', 'image/png', 0), 'ignore'],
  ] as const)('%s', (_, picked, plan) => {
    expect(uploadPlan('receipt', picked)).toBe(plan);
  });
});
