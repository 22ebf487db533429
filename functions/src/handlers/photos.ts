import { createPhoto, deletePhoto, getRoom, listPhotoPage, updatePhoto, type PhotoRecord } from '@reno/data';
import { data } from '../lib/data-context';
import { getActor } from '../lib/http/actor';
import { authorOf, editOf } from '../lib/http/edits';
import { createApiHandler } from '../lib/http/create-api-handler';
import { found } from '../lib/http/found';
import { earlierCreate } from '../lib/http/idempotency-key';
import { readJsonBody } from '../lib/http/json-body';
import { listPageQuery } from '../lib/http/list-page-query';
import { requiredIdQuery } from '../lib/http/query-params';
import { idParam } from '../lib/http/path-params';
import { created, ok, okPage } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import { claimPhoto, discardOriginal } from '../lib/photos/claim-photo';
import { presentPhoto } from '../lib/presenters/photo';
import { deleteWithFiles } from '../lib/uploads/delete-with-files';
import { deleteStoredObjects } from '../lib/uploads/stored-objects';

/** GET /api/photos?roomId=: a page of the room's timeline, newest first, each with its thumbnail's link. */
async function list(event: ApiEvent) {
  const { householdId } = getActor(event);
  const roomId = requiredIdQuery(event, 'roomId', 'Room is required');
  await found(getRoom(data, householdId, roomId), 'Room');
  const page = await listPhotoPage(data, householdId, roomId, await listPageQuery(event));
  const photos = await Promise.all(page.records.map((photo) => presentPhoto(householdId, photo)));
  return okPage(photos, page.nextCursor);
}

/**
 * POST /api/photos: the uploaded photo made into its two copies (no metadata kept), then the record, counted
 * in its room. The room is read first, so a wrong one costs no image work; if the record is refused, the
 * copies go.
 */
async function create(event: ApiEvent) {
  const { householdId } = getActor(event);
  const input = await parseRequest('photoInputSchema', readJsonBody(event));
  const { idempotency, earlier } = await earlierCreate<PhotoRecord>(event, householdId);
  if (earlier) return created(await presentPhoto(householdId, earlier));
  await found(getRoom(data, householdId, input.roomId), 'Room');
  const copies = await claimPhoto(householdId, input.key);
  let photo: PhotoRecord;
  try {
    const fields = { ...input, ...copies };
    photo = await createPhoto(data, householdId, fields, { idempotency, by: authorOf(getActor(event)) });
  } catch (error) {
    await deleteStoredObjects(householdId, [copies.imageKey, copies.thumbnailKey]);
    throw error;
  }
  await discardOriginal(householdId, input.key);
  return created(await presentPhoto(householdId, photo));
}

/** PUT /api/photos/{id}: its day (moving it in the timeline), caption and tags; no image work. */
async function change(event: ApiEvent) {
  const { householdId } = getActor(event);
  const id = idParam(event, 'Photo');
  const input = await parseRequest('photoChangeSchema', readJsonBody(event));
  return ok(await presentPhoto(householdId, await updatePhoto(data, householdId, id, input, editOf(event))));
}

// Photos of a room through the work: their own function, since making the copies loads sharp (a native
// image library) and takes more memory and time than the home record's other routes.
export const handler = createApiHandler({
  'GET /api/photos': list,
  'POST /api/photos': create,
  'PUT /api/photos/{id}': change,
  'DELETE /api/photos/{id}': deleteWithFiles('Photo', deletePhoto),
});
