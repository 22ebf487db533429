import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { useAuth, useCurrentUser } from '../components/auth-provider';
import { inBackground } from '../../../lib/background-work';

/** What waits in the outbox: expenses and room photos. */
interface Waiting {
  expenses: number;
  photos: number;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The question's words: '1 expense has not synced', '2 expenses and 1 photo have not synced'. */
export function notSynced({ expenses, photos }: Waiting): { title: string; text: string } {
  const what = [
    expenses > 0 ? counted(expenses, 'expense', 'expenses') : '',
    photos > 0 ? counted(photos, 'photo', 'photos') : '',
  ].filter(Boolean);
  return expenses + photos === 1
    ? {
        title: `${what.join('')} has not synced`,
        text: 'It was added without a connection and is kept on this device only until it syncs. Signing out deletes it.',
      }
    : {
        title: `${what.join(' and ')} have not synced`,
        text: 'They were added without a connection and are kept on this device only until they sync. Signing out deletes them.',
      };
}

const NONE: Waiting = { expenses: 0, photos: 0 };

/**
 * Signing out from a signed-in screen. Signing out deletes the expenses and photos waiting in this user's outbox
 * (docs/product.md#offline-use), so while any wait it asks first: stay signed in, or sign out anyway.
 * `confirmation` is the question, to be rendered beside the control that calls `request`.
 */
export function useSignOut(): { request: () => void; pending: boolean; confirmation: ReactNode } {
  const { signOut } = useAuth();
  const owner = useCurrentUser().id;
  const [waiting, setWaiting] = useState<Waiting>(NONE);
  const logout = useMutation({
    mutationFn: signOut,
    onError: (error) => console.error('Sign-out failed', error),
  });

  // The outbox's IndexedDB code loads on the click: the user menu is on every screen's initial way.
  const request = () =>
    void inBackground(import('../../outbox/api/outbox-store')).then(async (outbox) => {
      const entries = await outbox.listEntries(owner);
      if (entries.length === 0) return logout.mutate();
      const photos = entries.filter(outbox.isPhotoEntry).length;
      setWaiting({ expenses: entries.length - photos, photos });
    });

  const open = waiting.expenses + waiting.photos > 0;
  const words = notSynced(waiting);
  const confirmation = (
    <LazyDialog open={open}>
      <ConfirmDialog
        open={open}
        title={words.title}
        confirmLabel="Sign out anyway"
        cancelLabel="Stay signed in"
        pendingLabel="Signing out..."
        destructive
        pending={logout.isPending}
        onCancel={() => setWaiting(NONE)}
        onConfirm={() => logout.mutate()}
      >
        {words.text}
      </ConfirmDialog>
    </LazyDialog>
  );
  return { request, pending: logout.isPending, confirmation };
}
