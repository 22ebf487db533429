// What a home counts of the records in it (its rooms, its maintenance tasks) and a room of those in it (its
// items, its photos), kept in the same transaction as each record's create, move and delete; a home or room
// with any is not deleted (homes.ts, rooms.ts).
import { FIRST_HOME_ID } from '@reno/domain';
import type { DataContext } from './context';
import type { Author } from './edits';
import { NotFoundError } from './errors';
import { ensureFirstHome } from './homes';
import { homeKey, roomKey } from './keys';
import { conditions, type TransactionBuilder } from './transaction';

interface Counts {
  home: 'roomCount' | 'maintenanceCount';
  room: 'itemCount' | 'photoCount';
}

const containerKey = { home: homeKey, room: roomKey };

/**
 * A record kind its home or room counts: into it on create, out on delete, out of the old one and into the new
 * on a move (nothing when it stays). The container must exist (NotFoundError).
 */
export function countedIn<C extends keyof Counts>(container: C, count: Counts[C]) {
  const add = (transaction: TransactionBuilder, householdId: string, id: number, delta: 1 | -1) =>
    transaction.update(
      containerKey[container](householdId, id),
      { add: [{ path: [count], delta }] },
      { condition: conditions.exists, onConditionFailed: () => new NotFoundError(container, id) },
    );
  return {
    into: (transaction: TransactionBuilder, householdId: string, id: number) =>
      add(transaction, householdId, id, 1),
    outOf: (transaction: TransactionBuilder, householdId: string, id: number) =>
      add(transaction, householdId, id, -1),
    move(transaction: TransactionBuilder, householdId: string, from: number, to: number) {
      if (from === to) return;
      add(transaction, householdId, from, -1);
      add(transaction, householdId, to, 1);
    },
  };
}

/** The first home may never have been asked for: it is made before a record goes into it. */
export async function homeReady(ctx: DataContext, householdId: string, homeId: number, by?: Author) {
  if (homeId === FIRST_HOME_ID) await ensureFirstHome(ctx, householdId, by);
}
