import type { DataContext } from '@reno/data';
import { deleteRoute } from '../http/record-routes';
import { deleteStoredObjects } from './stored-objects';

type Cascade = (ctx: DataContext, householdId: string, id: number) => Promise<{ objectKeys: string[] }>;

/**
 * The DELETE of a record whose deletion may take files with it: the data layer's cascade on the record the
 * path's `{id}` names, then the files the deleted records named, then '<Label> deleted successfully'.
 */
export const deleteWithFiles = (label: string, cascade: Cascade) =>
  deleteRoute(label, async (ctx, householdId, id) => {
    const { objectKeys } = await cascade(ctx, householdId, id);
    await deleteStoredObjects(householdId, objectKeys);
  });
