import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { useAuth, useCurrentUser } from '../components/auth-provider';
import { inBackground } from '../../../lib/background-work';

/** The question's words: '1 expense has not synced', '2 expenses have not synced'. */
function notSynced(count: number): { title: string; text: string } {
  return count === 1
    ? {
        title: '1 expense has not synced',
        text: 'It was added without a connection and is kept on this device only until it syncs. Signing out deletes it.',
      }
    : {
        title: `${count} expenses have not synced`,
        text: 'They were added without a connection and are kept on this device only until they sync. Signing out deletes them.',
      };
}

/**
 * Signing out from a signed-in screen. Signing out deletes the expenses waiting in this user's outbox
 * (docs/product.md#offline-use), so while any wait it asks first: stay signed in, or sign out anyway.
 * `confirmation` is the question, to be rendered beside the control that calls `request`.
 */
export function useSignOut(): { request: () => void; pending: boolean; confirmation: ReactNode } {
  const { signOut } = useAuth();
  const owner = useCurrentUser().id;
  const [waiting, setWaiting] = useState(0);
  const logout = useMutation({
    mutationFn: signOut,
    onError: (error) => console.error('Sign-out failed', error),
  });

  // The outbox's IndexedDB code loads on the click: the user menu is on every screen's initial way.
  const request = () =>
    void inBackground(import('../../outbox/api/outbox-store'))
      .then((outbox) => outbox.listEntries(owner))
      .then((entries) => (entries.length === 0 ? logout.mutate() : setWaiting(entries.length)));

  const words = notSynced(waiting);
  const confirmation = (
    <LazyDialog open={waiting > 0}>
      <ConfirmDialog
        open={waiting > 0}
        title={words.title}
        confirmLabel="Sign out anyway"
        cancelLabel="Stay signed in"
        pendingLabel="Signing out..."
        destructive
        pending={logout.isPending}
        onCancel={() => setWaiting(0)}
        onConfirm={() => logout.mutate()}
      >
        {words.text}
      </ConfirmDialog>
    </LazyDialog>
  );
  return { request, pending: logout.isPending, confirmation };
}
