import { imageSize } from 'image-size';

/**
 * The most pixels an image may have to be read. Tesseract decodes the whole image into memory (4 bytes
 * a pixel, outside the thread's heap limit), and a PNG of 100,000 × 100,000 blank pixels is a few MB
 * yet would need 40 GB. 40 megapixels (160 MB decoded) is above what phone cameras take by default
 * (12–24 MP) and above what the web app brings a larger photo down to (a 4,096 px long edge). Above it
 * the receipt is refused, not downscaled: downscaling would have to decode it first, the very cost the
 * cap avoids.
 */
export const MAX_RECEIPT_PIXELS = 40_000_000;

/** Refuses an image of more than MAX_RECEIPT_PIXELS from its header alone, before any decoding. */
export function assertReadablePixels(bytes: Uint8Array): void {
  const { width, height } = imageSize(bytes);
  if (width * height > MAX_RECEIPT_PIXELS) {
    throw new Error(
      `The image has ${width} × ${height} pixels, more than ${MAX_RECEIPT_PIXELS} are not read`,
    );
  }
}
