// What a home counts of the records in it (its rooms, its maintenance tasks), kept in the same transaction
// as each record's create, move and delete; a home with any is not deleted (homes.ts).
import { FIRST_HOME_ID } from '@reno/domain';
import type { DataContext } from './context';
import type { Author } from './edits';
import { NotFoundError } from './errors';
import { ensureFirstHome } from './homes';
import { homeKey } from './keys';
import { conditions, type TransactionBuilder } from './transaction';

export type HomeCount = 'roomCount' | 'maintenanceCount';

/** Counts a record into (delta 1) or out of (-1) its home; the home must exist (NotFoundError). */
export function countInHome(
  transaction: TransactionBuilder,
  householdId: string,
  homeId: number,
  count: HomeCount,
  delta: 1 | -1,
) {
  transaction.update(
    homeKey(householdId, homeId),
    { add: [{ path: [count], delta }] },
    { condition: conditions.exists, onConditionFailed: () => new NotFoundError('home', homeId) },
  );
}

/** The first home may never have been asked for: it is made before a record goes into it. */
export async function homeReady(ctx: DataContext, householdId: string, homeId: number, by?: Author) {
  if (homeId === FIRST_HOME_ID) await ensureFirstHome(ctx, householdId, by);
}
