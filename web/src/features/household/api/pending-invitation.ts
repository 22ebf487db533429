import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

// The invitation link carries its token after '#' ({app}/invitation#{token}): no server or log sees it.
// Opening the link keeps the token in this tab until it is accepted or dropped, so signing in or up
// first (an e-mail sign-up, a Google round trip) comes back to accept it (docs/product.md#accept-invitation).
const STORAGE_KEY = 'reno.pendingInvitation';
export const INVITATION_PATH = '/invitation';

function read(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Whether this tab holds an invitation the user has not accepted or dropped yet. */
export function hasPendingInvitation(): boolean {
  return read() !== null;
}

/** Drops the tab's invitation: accepted, refused for good, or put aside by the user. */
export function forgetPendingInvitation(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}

/**
 * The invitation token of this page: the link's (kept for the tab, then taken out of the address bar and
 * its history), else the one kept earlier; null when there is none.
 */
export function usePendingInvitation(): string | null {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const fromLink = hash.slice(1);
    if (!fromLink) return read();
    try {
      window.sessionStorage.setItem(STORAGE_KEY, fromLink);
    } catch {
      // storage disabled: the token lives as long as this page
    }
    return fromLink;
  });
  useEffect(() => {
    if (hash) navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);
  return token;
}
