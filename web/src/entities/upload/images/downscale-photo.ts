import { fitUnderLimit, JPEG_QUALITY, type PixelSize } from './fit-under-limit';

/** Draws the photo at `size` on a white ground (JPEG has no transparency) and encodes it as JPEG. */
function encodeJpeg(photo: ImageBitmap, { width, height }: PixelSize): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(photo, 0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
}

const asJpegName = (name: string) => `${name.replace(/\.[^./]+$/, '') || 'receipt'}.jpg`;

/**
 * A photo over the upload limit, re-encoded in the browser as a JPEG that fits it, aspect ratio kept
 * (the camera's EXIF rotation applied). Null when the browser cannot decode it or no size fits.
 */
export async function downscalePhoto(file: File): Promise<File | null> {
  let photo: ImageBitmap;
  try {
    photo = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const jpeg = await fitUnderLimit({ width: photo.width, height: photo.height }, (size) =>
      encodeJpeg(photo, size),
    );
    return jpeg && new File([jpeg], asJpegName(file.name), { type: 'image/jpeg' });
  } finally {
    photo.close();
  }
}
