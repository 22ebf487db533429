import { listHomes, type HomeRecord } from '@reno/data';
import { data } from '../data-context';
import { NotFoundError } from '../http/errors';
import { requiredIdQuery } from '../http/query-params';
import type { ApiEvent } from '../http/router';

/**
 * Home `homeId` of the household. The homes are read (the first made if there is none), so a home the
 * household does not have is 404 and the first home is there to be asked about.
 */
export async function requireHome(householdId: string, homeId: number): Promise<HomeRecord> {
  const home = (await listHomes(data, householdId)).find((candidate) => candidate.id === homeId);
  if (!home) throw new NotFoundError('Home not found');
  return home;
}

/** The home `?homeId=` names, for the lists of what is in a home (requireHome). */
export async function requireHomeQuery(event: ApiEvent, householdId: string): Promise<number> {
  const homeId = requiredIdQuery(event, 'homeId', 'Home is required');
  return (await requireHome(householdId, homeId)).id;
}
