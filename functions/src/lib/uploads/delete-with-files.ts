import type { DataContext } from '@reno/data';
import { data } from '../data-context';
import { getActor } from '../http/actor';
import { deletedMessage } from '../http/messages';
import { idParam } from '../http/path-params';
import { ok } from '../http/response';
import type { ApiEvent } from '../http/router';
import { deleteStoredObjects } from './stored-objects';

type Cascade = (ctx: DataContext, householdId: string, id: number) => Promise<{ objectKeys: string[] }>;

/**
 * The DELETE of a record whose deletion may take files with it: the data layer's cascade on the record the
 * path's `{id}` names, then the files the deleted records named, then '<Label> deleted successfully'.
 */
export const deleteWithFiles = (label: string, cascade: Cascade) => async (event: ApiEvent) => {
  const { householdId } = getActor(event);
  const { objectKeys } = await cascade(data, householdId, idParam(event, label));
  await deleteStoredObjects(householdId, objectKeys);
  return ok(deletedMessage(label));
};
