// The invitation link carries its token after '#' ({app}/invitation#{token}): no server or log sees it.
// Opening the link keeps the token in this tab until it is accepted or dropped, so signing in or up
// first (an e-mail sign-up, a Google round trip) comes back to accept it (docs/product.md#accept-invitation).
const STORAGE_KEY = 'reno.pendingInvitation';
export const INVITATION_PATH = '/invitation';

/** The token kept for this tab, or null. */
export function readPendingInvitation(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Whether this tab holds an invitation the user has not accepted or dropped yet. */
export function hasPendingInvitation(): boolean {
  return readPendingInvitation() !== null;
}

/** Keeps `token` for this tab. */
export function keepPendingInvitation(token: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, token);
  } catch {
    // storage disabled: the token lives as long as this page
  }
}

/** Drops the tab's invitation: accepted, refused for good, or put aside by the user. */
export function forgetPendingInvitation(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}
