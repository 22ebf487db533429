// The items of a home's rooms over HTTP (docs/product.md#api-home-items), served by the home record's
// function (handlers/homes.ts). Documents and the warranty's document are uploaded as an estimate's attachment
// is (POST /api/uploads, kind estimate-attachment) and claimed here when the item is saved.
import {
  createHomeItem,
  deleteHomeItem,
  getRoom,
  listHomeItemPage,
  listWarrantiesEnding,
  updateHomeItem,
  type HomeItemInput,
} from '@reno/data';
import { WARRANTIES_ENDING_DAYS, addDays, todayLocalDateString } from '@reno/domain';
import { data } from '../data-context';
import { createdOnce } from '../http/idempotency-key';
import { getActor } from '../http/actor';
import { editOf } from '../http/edits';
import { foundIdQuery } from '../http/found';
import { readJsonBody } from '../http/json-body';
import { idParam } from '../http/path-params';
import { ok } from '../http/response';
import { pageRoute } from '../http/page-route';
import type { ApiEvent } from '../http/router';
import { parseRequest } from '../http/validation';
import { presentHomeItem } from '../presenters/home-item';
import { deleteWithFiles } from '../uploads/delete-with-files';
import { deleteStoredObjects, saveWithObjects } from '../uploads/stored-objects';

/** Checks and claims the item's files, then saves it naming their stored keys. */
function saveWithFiles<T>(
  householdId: string,
  input: HomeItemInput,
  save: (stored: HomeItemInput) => Promise<T>,
) {
  const file = (value: string | null, field: string) =>
    ({ value, previous: null, kind: 'estimate-attachment', field }) as const;
  const warrantyDocument = input.warranty?.document ?? null;
  const files = [
    ...input.documents.map((key) => file(key, 'documents')),
    file(warrantyDocument, 'warranty.document'),
  ];
  return saveWithObjects(householdId, files, (stored) => {
    const documents = stored.slice(0, -1).filter((key): key is string => key !== null);
    const warranty = input.warranty
      ? { ...input.warranty, document: stored[stored.length - 1] ?? null }
      : null;
    return save({ ...input, documents, warranty });
  });
}

/** GET /api/items?roomId=: a page of the room's items by id. */
const list = pageRoute(
  (event, householdId) => foundIdQuery(event, householdId, 'roomId', 'Room', getRoom),
  listHomeItemPage,
  presentHomeItem,
);

async function create(event: ApiEvent) {
  const input = await parseRequest('homeItemInputSchema', readJsonBody(event));
  return createdOnce(event, presentHomeItem, (householdId, options) =>
    saveWithFiles(householdId, input, (stored) => createHomeItem(data, householdId, stored, options)),
  );
}

async function update(event: ApiEvent) {
  const { householdId } = getActor(event);
  const id = idParam(event, 'Item');
  const input = await parseRequest('homeItemInputSchema', readJsonBody(event));
  const { item, droppedObjectKeys } = await saveWithFiles(householdId, input, (stored) =>
    updateHomeItem(data, householdId, id, stored, editOf(event)),
  );
  await deleteStoredObjects(householdId, droppedObjectKeys);
  return ok(presentHomeItem(item));
}

/** GET /api/warranties: the household's warranties ending today to 60 days on, soonest first. */
async function warrantiesEnding(event: ApiEvent) {
  const { householdId } = getActor(event);
  const from = todayLocalDateString();
  const to = addDays(from, WARRANTIES_ENDING_DAYS);
  return ok(await listWarrantiesEnding(data, householdId, { from, to }));
}

export const homeItemRoutes = {
  'GET /api/warranties': warrantiesEnding,
  'GET /api/items': list,
  'POST /api/items': create,
  'PUT /api/items/{id}': update,
  'DELETE /api/items/{id}': deleteWithFiles('Item', deleteHomeItem),
};
