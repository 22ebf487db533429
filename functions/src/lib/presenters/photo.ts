import type { Photo } from '@reno/domain';
import type { PhotoRecord } from '@reno/data';
import { signedGetUrl } from '../uploads/signed-get';
import { presentStamps } from './record-edits';

/** A photo as answered: its thumbnail as a 5-minute link (signed locally: no request), its display copy's key. */
export async function presentPhoto(householdId: string, photo: PhotoRecord): Promise<Photo> {
  return {
    id: photo.id,
    userId: photo.userId,
    roomId: photo.roomId,
    takenOn: photo.takenOn,
    caption: photo.caption,
    tags: photo.tags,
    imageKey: photo.imageKey,
    thumbnailUrl: await signedGetUrl(householdId, photo.thumbnailKey),
    width: photo.width,
    height: photo.height,
    ...presentStamps(photo),
  };
}
