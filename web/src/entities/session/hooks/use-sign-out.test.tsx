import { screen, waitFor, within } from '@testing-library/react';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { makeProject, testUser } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { isExpenseEntry, listEntries, updateEntry } from '../../outbox/api/outbox-store';
import { queueExpense } from '../../outbox/api/queue-expense';
import { formExpense } from '../../outbox/testing/form-expense';
import { notSynced } from './use-sign-out';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });

/** The users whose copy of the query cache is kept for offline use. */
async function offlineCopies(): Promise<IDBValidKey[]> {
  const db = await openDB('reno-query-cache');
  try {
    return db.objectStoreNames.contains('snapshots') ? await db.getAllKeys('snapshots') : [];
  } finally {
    db.close();
  }
}

/**
 * Signed in on the dashboard with `descriptions` waiting in the outbox: refused by the server once, as a
 * Free account at its limit is, so that they stay there online.
 */
async function signedInWithWaiting(...descriptions: string[]) {
  for (const description of descriptions) await queueExpense(testUser.id, formExpense(description));
  for (const entry of await listEntries(testUser.id)) await updateEntry(entry.id, { refusal: 'Limit' });
  const rendered = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
  await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 });
  return rendered;
}

async function logOut(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Dana' }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
}

describe('signing out with expenses waiting to sync', () => {
  it("asks first ('2 expenses have not synced'); staying keeps the session and the expenses", async () => {
    const { user, auth } = await signedInWithWaiting('Tile', 'Grout');
    await logOut(user);
    const ask = await screen.findByRole('dialog', { name: '2 expenses have not synced' });
    expect(ask).toHaveTextContent('Signing out deletes them.');
    await user.click(within(ask).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '2 expenses have not synced' })).toBeNull(),
    );
    expect(auth.service.signOut).not.toHaveBeenCalled();
    expect(await listEntries(testUser.id)).toHaveLength(2);
  });

  it("says '1 expense has not synced' for one; signing out anyway deletes it and the offline copy", async () => {
    const { user, auth } = await signedInWithWaiting('Tile');
    // What the dashboard showed has been kept for offline use (written at most once a second).
    await vi.waitFor(async () => expect(await offlineCopies()).toEqual([`user:${testUser.id}`]), {
      timeout: 5000,
    });
    await logOut(user);
    const ask = await screen.findByRole('dialog', { name: '1 expense has not synced' });
    expect(ask).toHaveTextContent('Signing out deletes it.');
    await user.click(within(ask).getByRole('button', { name: 'Sign out anyway' }));

    expect(await screen.findByRole('link', { name: 'Start Your First Project' })).toBeInTheDocument();
    expect(auth.service.signOut).toHaveBeenCalledTimes(1);
    expect(await listEntries(testUser.id)).toEqual([]);
    expect(await offlineCopies()).toEqual([]);
  });

  it('keeps the waiting expenses of another account on this browser', async () => {
    await queueExpense('someone-else', formExpense('Theirs'));
    const { user } = await signedInWithWaiting('Mine');
    await logOut(user);
    const ask = await screen.findByRole('dialog', { name: '1 expense has not synced' });
    await user.click(within(ask).getByRole('button', { name: 'Sign out anyway' }));
    expect(await screen.findByRole('link', { name: 'Start Your First Project' })).toBeInTheDocument();
    expect(
      (await listEntries('someone-else')).filter(isExpenseEntry).map((entry) => entry.payload.description),
    ).toEqual(['Theirs']);
  });
});

describe("the question's words name what waits", () => {
  it.each([
    [{ expenses: 1, photos: 0 }, '1 expense has not synced', 'Signing out deletes it.'],
    [{ expenses: 0, photos: 1 }, '1 photo has not synced', 'Signing out deletes it.'],
    [{ expenses: 0, photos: 3 }, '3 photos have not synced', 'Signing out deletes them.'],
    [{ expenses: 2, photos: 1 }, '2 expenses and 1 photo have not synced', 'Signing out deletes them.'],
  ])('%o: %s', (waiting, title, ending) => {
    const words = notSynced(waiting);
    expect(words.title).toBe(title);
    expect(words.text.endsWith(ending)).toBe(true);
  });
});
