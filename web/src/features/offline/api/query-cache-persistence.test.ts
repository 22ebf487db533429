import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeActiveHousehold } from '../../../entities/household/active-household/active-household-storage';
import { forgetSignedInQueryCache, persistQueryCache, startOfflineSupport } from './query-cache-persistence';

/** An ID token as Cognito's is shaped: only its payload's `sub` is read here. */
const tokenFor = (sub: string) =>
  ['e30', btoa(JSON.stringify({ sub })).replace(/=+$/, ''), 'signature'].join('.');

const projects = [{ id: 1, name: 'Kitchen Remodel' }];

/** A client that saw the project list, written to `userId`'s snapshot. */
async function persistedSession(userId: string): Promise<() => void> {
  const queryClient = new QueryClient();
  const stop = persistQueryCache(queryClient, userId);
  queryClient.setQueryData(['/api/projects'], projects);
  // The persister writes at most once a second.
  await vi.waitFor(async () => expect(await restoredProjects(userId)).toEqual(projects), { timeout: 20_000 });
  return stop;
}

/** A start with no server to reach (the fake API answers no /config.json). */
async function restoredProjects(userId: string): Promise<unknown> {
  const queryClient = new QueryClient();
  await startOfflineSupport(queryClient, async () => tokenFor(userId));
  return queryClient.getQueryData(['/api/projects']);
}

describe('the offline copy of the query cache', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    onlineManager.setOnline(true);
  });

  it('restores what the signed-in user last saw, and nothing for another account on the same browser', async () => {
    stop = await persistedSession('user-a');
    expect(await restoredProjects('user-a')).toEqual(projects);
    expect(await restoredProjects('user-b')).toBeUndefined();
  });

  it('keeps what earlier page loads saw beside what this one sees', async () => {
    stop = await persistedSession('user-a');
    stop();
    const reloaded = new QueryClient();
    stop = persistQueryCache(reloaded, 'user-a');
    reloaded.setQueryData(['/api/expenses'], ['Cedar decking']);
    await vi.waitFor(
      async () => {
        const queryClient = new QueryClient();
        await startOfflineSupport(queryClient, async () => tokenFor('user-a'));
        expect(queryClient.getQueryData(['/api/expenses'])).toEqual(['Cedar decking']);
        expect(queryClient.getQueryData(['/api/projects'])).toEqual(projects);
      },
      { timeout: 20_000 },
    );
  });

  it('writes at once when the page is hidden, so a tab closed within the second keeps its last answer', async () => {
    const queryClient = new QueryClient();
    stop = persistQueryCache(queryClient, 'user-a');
    queryClient.setQueryData(['/api/projects'], projects);
    await vi.waitFor(async () => expect(await restoredProjects('user-a')).toEqual(projects), {
      timeout: 5000,
    });
    const later = [...projects, { id: 2, name: 'Bathroom' }];
    queryClient.setQueryData(['/api/projects'], later);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      // Well inside the throttle's second: only the write on hiding can have landed.
      await vi.waitFor(async () => expect(await restoredProjects('user-a')).toEqual(later), {
        timeout: 400,
        interval: 50,
      });
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('turns the app offline when the server cannot be reached, so queries wait instead of failing', async () => {
    await restoredProjects('user-a');
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('restores nothing without a session', async () => {
    stop = await persistedSession('user-a');
    const queryClient = new QueryClient();
    await startOfflineSupport(queryClient, async () => null);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('is deleted on sign-out, and a save still pending then is not written back', async () => {
    const queryClient = new QueryClient();
    stop = persistQueryCache(queryClient, 'user-a');
    queryClient.setQueryData(['/api/projects'], projects);
    await forgetSignedInQueryCache();
    queryClient.setQueryData(['/api/projects'], [...projects, { id: 2, name: 'Bathroom' }]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await restoredProjects('user-a')).toBeUndefined();
  });

  it("keeps each household's copy apart, and restores the one of the household chosen on this device", async () => {
    const danas = new QueryClient();
    stop = persistQueryCache(danas, 'user-a', 'dana');
    danas.setQueryData(['/api/projects'], [{ id: 1, name: 'Dana’s kitchen' }]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await restoredProjects('user-a')).toBeUndefined();

    writeActiveHousehold('user-a', 'dana');
    expect(await restoredProjects('user-a')).toEqual([{ id: 1, name: 'Dana’s kitchen' }]);
  });
});
