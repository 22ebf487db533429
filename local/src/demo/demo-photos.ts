// The demo kitchen's photos through the work (issue 53): the open wall with its new copper supply and wiring
// ('behind the walls'), then the cabinets going in. Drawn at seed time (no image committed), made into their
// display JPEG and thumbnail by the photos function's own code (sharp), and stored as a claim stores them, so
// the room's timeline, the shared page and the home packet have something to show.
import { createPhoto, type createDataContext } from '@reno/data';
import { BEHIND_THE_WALLS } from '@reno/domain';
import { makePhotoCopies } from '@reno/functions/lib/photos/photo-copies';

type Context = ReturnType<typeof createDataContext>;

/** Puts one object into the stack's bucket. */
export type PutDemoObject = (key: string, body: Buffer, contentType: string) => Promise<void>;

interface DemoPhoto {
  daysAgo: number;
  caption: string;
  tags: string[];
  /** The scene, 800 × 600: SVG shapes over the background colour. */
  background: string;
  shapes: string;
}

const STUDS = [60, 220, 380, 540, 700]
  .map((x) => `<rect x="${x}" y="0" width="40" height="600" fill="#c8a165"/>`)
  .join('');

const PHOTOS: readonly DemoPhoto[] = [
  {
    daysAgo: 20,
    caption: 'Open wall: new copper supply and wiring before the drywall',
    tags: [BEHIND_THE_WALLS],
    background: '#e9dcc3',
    shapes:
      STUDS +
      '<rect x="0" y="380" width="800" height="14" fill="#b87333"/>' +
      '<rect x="0" y="430" width="800" height="14" fill="#b87333"/>' +
      '<path d="M0 160 C200 120 400 200 800 150" stroke="#f2c14e" stroke-width="8" fill="none"/>',
  },
  {
    daysAgo: 8,
    caption: 'Cabinets going in',
    tags: [],
    background: '#f4f1ea',
    shapes:
      '<rect x="40" y="60" width="720" height="180" fill="#fbfaf7" stroke="#9a9a9a" stroke-width="4"/>' +
      '<rect x="40" y="330" width="720" height="240" fill="#fbfaf7" stroke="#9a9a9a" stroke-width="4"/>' +
      '<rect x="40" y="310" width="720" height="20" fill="#6b6b6b"/>',
  },
];

/**
 * The scene as an SVG: the photos function's sharp reads it as it reads a phone's JPEG and writes both
 * copies (local needs no image library of its own).
 */
const drawn = ({ background, shapes }: DemoPhoto) =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
      `<rect width="800" height="600" fill="${background}"/>${shapes}</svg>`,
  );

/** The kitchen's photos, oldest first, each as a claim leaves it: two copies in the bucket and the record. */
export async function seedDemoKitchenPhotos(
  ctx: Context,
  userId: string,
  roomId: number,
  put: PutDemoObject,
  day: (days: number) => string,
): Promise<void> {
  for (const [index, photo] of PHOTOS.entries()) {
    const copies = await makePhotoCopies(drawn(photo));
    const base = `users/${userId}/photos/demo-kitchen-${index + 1}`;
    const imageKey = `${base}.jpg`;
    const thumbnailKey = `${base}-thumb.webp`;
    await put(imageKey, copies.display, 'image/jpeg');
    await put(thumbnailKey, copies.thumbnail, 'image/webp');
    await createPhoto(ctx, userId, {
      roomId,
      takenOn: day(-photo.daysAgo),
      caption: photo.caption,
      tags: photo.tags,
      imageKey,
      thumbnailKey,
      width: copies.width,
      height: copies.height,
    });
  }
}
