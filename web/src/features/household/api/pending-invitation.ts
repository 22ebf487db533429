import { tabStorage } from '../../../lib/safe-storage';

// The invitation link carries its token after '#' ({app}/invitation#{token}): no server or log sees it.
// Opening the link keeps the token in this tab until it is accepted or dropped, so signing in or up
// first (an e-mail sign-up, a Google round trip) comes back to accept it (docs/product.md#accept-invitation).
const STORAGE_KEY = 'reno.pendingInvitation';
export const INVITATION_PATH = '/invitation';

/** The token kept for this tab, or null. */
export function readPendingInvitation(): string | null {
  return tabStorage.read(STORAGE_KEY);
}

/** Whether this tab holds an invitation the user has not accepted or dropped yet. */
export function hasPendingInvitation(): boolean {
  return readPendingInvitation() !== null;
}

/** Keeps `token` for this tab. */
export function keepPendingInvitation(token: string): void {
  tabStorage.write(STORAGE_KEY, token);
}

/** Drops the tab's invitation: accepted, refused for good, or put aside by the user. */
export function forgetPendingInvitation(): void {
  tabStorage.write(STORAGE_KEY, null);
}
