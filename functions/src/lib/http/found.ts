import { NotFoundError } from './errors';

/**
 * What a lookup found, else 404 '<label> not found'. A record of another household is not found either,
 * so the answer never says whether an id exists.
 */
export async function found<T>(lookup: Promise<T | null | undefined>, label: string): Promise<T> {
  const value = await lookup;
  if (value === null || value === undefined) throw new NotFoundError(`${label} not found`);
  return value;
}
