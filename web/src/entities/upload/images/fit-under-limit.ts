import { MAX_UPLOAD_BYTES } from '@reno/domain';

export interface PixelSize {
  width: number;
  height: number;
}

/** Encodes the photo at a pixel size; the result's byte size decides whether it fits. */
export type EncodeAt = (size: PixelSize) => Promise<Blob>;

/** A receipt stays legible far below this: a longer edge is brought down to it on the first try. */
export const MAX_PHOTO_EDGE = 4096;
/** The JPEG quality of every try; only the pixel size shrinks, so text stays crisp. */
export const JPEG_QUALITY = 0.85;
/** Tries before giving up: each aims under the limit, so more than two is rare. */
export const MAX_ENCODE_TRIES = 6;
/** Each retry aims this far below the limit, since bytes do not follow the pixel count exactly. */
const TARGET_SHARE = 0.9;
/** A retry always shrinks by at least this factor, so the tries end. */
const MAX_RETRY_FACTOR = 0.9;

/** Scales `size` by `factor`, keeping its aspect ratio and at least one pixel a side. */
function scaled({ width, height }: PixelSize, factor: number): PixelSize {
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}

/** The first try: the photo's own size, or its long edge brought down to MAX_PHOTO_EDGE. */
export function firstTrySize(photo: PixelSize): PixelSize {
  const longEdge = Math.max(photo.width, photo.height);
  return longEdge <= MAX_PHOTO_EDGE ? photo : scaled(photo, MAX_PHOTO_EDGE / longEdge);
}

/**
 * The next try after an encode of `bytes` at `size` was too large. A JPEG's bytes grow with its pixel
 * count, so each edge shrinks by the square root of the excess, aiming a little under the limit.
 */
export function nextTrySize(size: PixelSize, bytes: number, limit = MAX_UPLOAD_BYTES): PixelSize {
  const factor = Math.min(MAX_RETRY_FACTOR, Math.sqrt((limit * TARGET_SHARE) / bytes));
  return scaled(size, factor);
}

/** Re-encodes the photo, smaller each time, until it fits the limit; null when no try fits. */
export async function fitUnderLimit(
  photo: PixelSize,
  encodeAt: EncodeAt,
  limit = MAX_UPLOAD_BYTES,
): Promise<Blob | null> {
  let size = firstTrySize(photo);
  for (let attempt = 1; attempt <= MAX_ENCODE_TRIES; attempt++) {
    const encoded = await encodeAt(size);
    if (encoded.size <= limit) return encoded;
    size = nextTrySize(size, encoded.size, limit);
  }
  return null;
}
