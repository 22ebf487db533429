import { MAX_UPLOAD_BYTES } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import {
  firstTrySize,
  fitUnderLimit,
  MAX_ENCODE_TRIES,
  MAX_PHOTO_EDGE,
  nextTrySize,
  type PixelSize,
} from './fit-under-limit';

const MB = 1024 * 1024;
const ratio = ({ width, height }: PixelSize) => width / height;

/** An encoder whose output grows with the pixel count, as a JPEG's does; it records each size asked. */
function encoderOf(bytesPerPixel: number) {
  const asked: PixelSize[] = [];
  const encodeAt = async (size: PixelSize) => {
    asked.push(size);
    return new Blob([new Uint8Array(Math.round(size.width * size.height * bytesPerPixel))]);
  };
  return { asked, encodeAt };
}

describe('the photo downscaler', () => {
  it('keeps a photo within the longest edge at its own size on the first try', () => {
    expect(firstTrySize({ width: 4032, height: 3024 })).toEqual({ width: 4032, height: 3024 });
  });

  it('brings a longer edge down to the maximum first, keeping the aspect ratio', () => {
    const size = firstTrySize({ width: 3000, height: 8000 });
    expect(size.height).toBe(MAX_PHOTO_EDGE);
    expect(size.width).toBe(1536);
  });

  it('shrinks each edge by the square root of the excess, aiming under the limit', () => {
    const size = nextTrySize({ width: 4000, height: 3000 }, 4 * MAX_UPLOAD_BYTES);
    // sqrt(0.9 / 4) = 0.474…
    expect(size).toEqual({ width: 1897, height: 1423 });
    expect(ratio(size)).toBeCloseTo(4 / 3, 2);
  });

  it('always shrinks by at least 10 %, even when the excess is tiny', () => {
    expect(nextTrySize({ width: 1000, height: 500 }, MAX_UPLOAD_BYTES + 1)).toEqual({
      width: 900,
      height: 450,
    });
  });

  it('returns the first encode when it already fits', async () => {
    const { asked, encodeAt } = encoderOf(0.5);
    const fitted = await fitUnderLimit({ width: 4032, height: 3024 }, encodeAt);
    expect(asked).toEqual([{ width: 4032, height: 3024 }]);
    expect(fitted?.size).toBe(4032 * 3024 * 0.5);
  });

  it('re-encodes smaller until a 12 MB-sized photo fits under 10 MB, aspect ratio kept', async () => {
    // 1.2 bytes a pixel: the full 4000 × 2600 encode is 12.5 MB.
    const { asked, encodeAt } = encoderOf(1.2);
    const fitted = await fitUnderLimit({ width: 4000, height: 2600 }, encodeAt);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toEqual({ width: 4000, height: 2600 });
    expect(fitted!.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    expect(fitted!.size).toBeGreaterThan(0.8 * MAX_UPLOAD_BYTES); // no needless loss of detail
    expect(ratio(asked[1]!)).toBeCloseTo(4000 / 2600, 2);
  });

  it('gives up after a bounded number of tries when nothing fits', async () => {
    const asked: PixelSize[] = [];
    const fitted = await fitUnderLimit({ width: 2000, height: 2000 }, async (size) => {
      asked.push(size);
      return new Blob([new Uint8Array(11 * MB)]); // an encoder that never gets smaller
    });
    expect(fitted).toBeNull();
    expect(asked).toHaveLength(MAX_ENCODE_TRIES);
    expect(asked.at(-1)!.width).toBeLessThan(asked[0]!.width);
  });
});
