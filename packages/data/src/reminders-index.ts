// The sweep's list of households (docs/architecture.md#payment-reminders), kept by the writes that give a
// household something to remind of: a payment schedule, a milestone's target date.
import { remindableInList, remindableKey } from './keys';
import type { TransactionBuilder } from './transaction';

/** Puts the household on the sweep's list, in the caller's transaction (idempotent). */
export function markRemindable(transaction: TransactionBuilder, householdId: string): void {
  transaction.put({ ...remindableKey(householdId), entity: 'remindable', ...remindableInList(householdId) });
}
