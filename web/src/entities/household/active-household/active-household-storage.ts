import { deviceStorage } from '../../../lib/safe-storage';

// The household a user last chose on this device (docs/product.md#household-switcher): one key per user,
// so another account on the same browser starts in its own.
const keyOf = (userId: string) => `reno.activeHousehold.${userId}`;

/** The household `userId` chose here; null for their own (nothing stored). */
export function readActiveHousehold(userId: string): string | null {
  return deviceStorage.read(keyOf(userId)) || null;
}

/** Whether `userId` chose a household on this device (their own included). */
export function hasChosenHousehold(userId: string): boolean {
  return deviceStorage.read(keyOf(userId)) !== null;
}

/** Remembers `householdId` for `userId`; null: their own (kept as '', a choice all the same). */
export function writeActiveHousehold(userId: string, householdId: string | null): void {
  deviceStorage.write(keyOf(userId), householdId ?? '');
}
