import { listHomes } from '@reno/data';
import { data } from '../data-context';
import { NotFoundError } from '../http/errors';
import { requiredIdQuery } from '../http/query-params';
import type { ApiEvent } from '../http/router';

/**
 * The home `?homeId=` names, for the lists of what is in a home. The homes are read (the first made if there
 * is none), so a home the household does not have is 404 and the first home is there to be asked about.
 */
export async function requireHomeQuery(event: ApiEvent, householdId: string): Promise<number> {
  const homeId = requiredIdQuery(event, 'homeId', 'Home is required');
  const homes = await listHomes(data, householdId);
  if (!homes.some((home) => home.id === homeId)) throw new NotFoundError('Home not found');
  return homeId;
}
