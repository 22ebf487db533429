// Photos of a room (docs/product.md#validation-photo): the claim of an uploaded photo, and a change of one.
import * as z from 'zod/mini';
import { MAX_STORAGE_KEY_LENGTH } from '../constants';
import { BEHIND_THE_WALLS, MAX_PHOTO_TAGS, MAX_PHOTO_TAG_LENGTH, PHOTO_MESSAGES as M } from '../photos';
import {
  fail,
  field,
  formSchema,
  isBlank,
  optionalShortText,
  requiredDate,
  requiredId,
  requiredText,
} from './fields';

/** Tags, trimmed and lower-cased, each once; missing or null is none. */
const tags = field((input, context): string[] => {
  if (isBlank(input)) return [];
  if (!Array.isArray(input) || input.length > MAX_PHOTO_TAGS) return fail(context, input, M.tags);
  const read = input.map((tag) => (typeof tag === 'string' ? tag.trim().toLowerCase() : ''));
  if (read.some((tag) => tag === '' || tag.length > MAX_PHOTO_TAG_LENGTH))
    return fail(context, input, M.tags);
  return [...new Set(read)];
});

/** PUT /api/photos/{id} → { takenOn, caption, tags }: what an editor changes (the room and the files stay). */
export const photoChangeSchema = z.object({
  takenOn: requiredDate({ required: M.takenOnRequired, invalid: M.takenOn }),
  caption: optionalShortText('Caption'),
  tags,
});
export type PhotoChange = z.output<typeof photoChangeSchema>;

/** POST /api/photos → { roomId, key, takenOn, caption, tags }: `key` is the upload's (kind photo). */
export const photoInputSchema = z.object({
  roomId: requiredId(M.room),
  key: requiredText({ required: M.key, max: MAX_STORAGE_KEY_LENGTH, label: 'Photo' }),
  ...photoChangeSchema.shape,
});
export type PhotoInput = z.output<typeof photoInputSchema>;

/** The tags a photo is saved with: its others kept, 'behind the walls' as the form's switch says. */
const tagsWith = (others: string[], behindTheWalls: boolean) => [
  ...(behindTheWalls ? [BEHIND_THE_WALLS] : []),
  ...others.filter((tag) => tag !== BEHIND_THE_WALLS),
];

/** The photo form's values: the upload's key, the day, the caption and the 'Behind the walls' switch. */
export interface PhotoFormValues {
  roomId: number;
  key: string;
  takenOn: string;
  caption: string;
  behindTheWalls: boolean;
}

/** What the web sends for a photo: the switch becomes the 'behind the walls' tag. */
export const photoFormSchema = formSchema<PhotoFormValues>()(
  z.object({ ...photoInputSchema.shape, behindTheWalls: z.boolean() }),
  ({ behindTheWalls, ...photo }): PhotoInput => ({ ...photo, tags: tagsWith([], behindTheWalls) }),
);

/** The photo form on a saved photo: its day, caption and switch; its other tags (none the web adds) kept. */
export interface PhotoEditFormValues {
  takenOn: string;
  caption: string;
  behindTheWalls: boolean;
  otherTags: string[];
}

/** What the web sends for a changed photo. */
export const photoEditFormSchema = formSchema<PhotoEditFormValues>()(
  z.object({
    takenOn: photoChangeSchema.shape.takenOn,
    caption: photoChangeSchema.shape.caption,
    behindTheWalls: z.boolean(),
    otherTags: z.array(z.string()),
  }),
  ({ behindTheWalls, otherTags, ...photo }): PhotoChange => ({
    ...photo,
    tags: tagsWith(otherTags, behindTheWalls),
  }),
);
