import { useStartedForUser } from './use-started-for-user';

const loadOutboxSync = () => import('../api/outbox-sync-runner').then((runner) => runner.startOutboxSync);

/**
 * While `owner` is signed in, their waiting expenses are sent whenever they can be
 * (api/outbox-sync-runner.ts); the sync, the outbox's IndexedDB code and the upload load after the first
 * render.
 */
export function useOutboxSync(owner: string): void {
  useStartedForUser(loadOutboxSync, owner);
}
