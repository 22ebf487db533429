// Photos of a room through the work (docs/product.md#record-photo): their tags, the messages of their claim
// and the record the API answers, apart from the schema (schemas/photo.ts) so that a function reading them
// loads no zod.
import type { RecordEdits } from './record-edits';

/** The tag of a photo of what the drywall will hide: pipes, wiring, framing. */
export const BEHIND_THE_WALLS = 'behind the walls';

/** A photo carries at most this many tags, each at most this long. */
export const MAX_PHOTO_TAGS = 10;
export const MAX_PHOTO_TAG_LENGTH = 40;

/** The long side of the copy a photo is shown at, and of its thumbnail (pixels). */
export const PHOTO_DISPLAY_PIXELS = 2048;
export const PHOTO_THUMBNAIL_PIXELS = 400;

export const PHOTO_MESSAGES = {
  room: 'Room must be a room id',
  key: 'Photo is required',
  takenOn: 'Taken on must be a valid date (YYYY-MM-DD)',
  takenOnRequired: 'Taken on is required',
  tags: `Tags must be a list of at most ${MAX_PHOTO_TAGS} words of at most ${MAX_PHOTO_TAG_LENGTH} characters`,
  /** The key is not the household's pending upload, or it is gone. */
  missing: 'Photo not found; please upload it again',
  /** An image the processing cannot read at all. */
  unreadable: "This file can't be read as a photo; please take or choose it again",
  /** An iPhone's HEIC (HEVC) photo, which the image library here cannot decode. */
  heic:
    "HEIC photos can't be read yet: set the camera to 'Most Compatible' (Settings > Camera > Formats), " +
    'or share the photo as a JPEG, and add it again',
} as const;

/** A photo as the API answers it: the thumbnail's link for the timeline, the display copy's key for a view. */
export interface Photo extends RecordEdits {
  id: number;
  userId: string;
  roomId: number;
  takenOn: string;
  caption: string | null;
  tags: string[];
  /** The display copy (at most 2048 px on its long side), a storage key: POST /api/signed-url shows it. */
  imageKey: string;
  /** A 5-minute link to the thumbnail (at most 400 px on its long side). */
  thumbnailUrl: string;
  width: number;
  height: number;
  createdAt: string;
  updatedAt: string;
}
