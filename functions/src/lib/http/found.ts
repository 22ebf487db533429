import type { DataContext } from '@reno/data';
import { data } from '../data-context';
import { NotFoundError } from './errors';
import { requiredIdQuery } from './query-params';
import type { ApiEvent } from './router';

/**
 * What a lookup found, else 404 '<label> not found'. A record of another household is not found either,
 * so the answer never says whether an id exists.
 */
export async function found<T>(lookup: Promise<T | null | undefined>, label: string): Promise<T> {
  const value = await lookup;
  if (value === null || value === undefined) throw new NotFoundError(`${label} not found`);
  return value;
}

type Lookup = (ctx: DataContext, householdId: string, id: number) => Promise<unknown>;

/**
 * The id `?<name>=` names, of a record of the household that is there (a list's parent: the project of its
 * milestones, the room of its items): 400 '<Label> is required' without it, 404 '<Label> not found'.
 */
export async function foundIdQuery(
  event: ApiEvent,
  householdId: string,
  name: string,
  label: string,
  lookup: Lookup,
): Promise<number> {
  const id = requiredIdQuery(event, name, `${label} is required`);
  await found(lookup(data, householdId, id), label);
  return id;
}
