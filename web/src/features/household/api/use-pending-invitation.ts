import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { keepPendingInvitation, readPendingInvitation } from './pending-invitation';

/**
 * The invitation token of this page: the link's (kept for the tab, then taken out of the address bar and
 * its history), else the one kept earlier; null when there is none.
 */
export function usePendingInvitation(): string | null {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const fromLink = hash.slice(1);
    if (!fromLink) return readPendingInvitation();
    keepPendingInvitation(fromLink);
    return fromLink;
  });
  useEffect(() => {
    if (hash) navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);
  return token;
}
