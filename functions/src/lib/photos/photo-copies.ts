// The two copies a photo is kept as (docs/product.md#api-photos): one to show (at most 2048 px on its long
// side, JPEG) and a thumbnail for the timeline (at most 400 px, WebP), both turned upright by the camera's
// orientation and written without any of the original's metadata: sharp re-encodes without EXIF, so the GPS
// position a phone writes into a photo never reaches storage.
import { PHOTO_DISPLAY_PIXELS, PHOTO_MESSAGES, PHOTO_THUMBNAIL_PIXELS } from '@reno/domain';
import { ValidationError } from '../http/errors';

interface PhotoCopies {
  display: Buffer;
  thumbnail: Buffer;
  /** The display copy's size, upright. */
  width: number;
  height: number;
}

/** ISO base media files whose brand says HEIF/HEIC (an iPhone's photos): 'ftyp' at byte 4, then the brand. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  return text(4) === 'ftyp' && HEIF_BRANDS.has(text(8));
}

const refuse = (message: string) => new ValidationError([{ path: ['key'], message }]);

/**
 * Both copies of an uploaded photo. sharp (a native module, ~20 MB with libvips) is imported here, on the
 * first photo a function instance claims, never at its cold start. A file sharp cannot decode is a 400 on
 * `key`: a HEIC photo says how to send one that can be read (the prebuilt libvips reads HEIF's AV1 images,
 * not the HEVC that iPhones write), anything else that it is not a photo.
 */
export async function makePhotoCopies(bytes: Uint8Array): Promise<PhotoCopies> {
  const { default: sharp } = await import('sharp');
  const upright = sharp(bytes).autoOrient();
  const fitted = (pixels: number) =>
    upright.clone().resize({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true });
  try {
    const display = await fitted(PHOTO_DISPLAY_PIXELS)
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await fitted(PHOTO_THUMBNAIL_PIXELS).webp({ quality: 70 }).toBuffer();
    return { display: display.data, thumbnail, width: display.info.width, height: display.info.height };
  } catch (error) {
    if (isHeif(bytes)) throw refuse(PHOTO_MESSAGES.heic);
    throw Object.assign(refuse(PHOTO_MESSAGES.unreadable), { cause: error });
  }
}
