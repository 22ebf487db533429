import type { AdminUserRow } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

const STORAGE_KEY = 'reno.adminPassword';
const PASSWORD = 'admin-secret';

const row = (overrides: Partial<AdminUserRow> & Pick<AdminUserRow, 'id' | 'email'>): AdminUserRow => ({
  households: [{ id: overrides.id, name: `${overrides.email.split('@')[0]}'s household`, role: 'owner' }],
  firstName: null,
  lastName: null,
  subscriptionStatus: 'free',
  projectCount: 1,
  expenseCount: 2,
  contractorCount: 0,
  totalBudget: '1000.00',
  createdAt: '2025-01-02T10:00:00.000Z',
  subscriptionEndDate: null,
  ...overrides,
});

const adminUsers = () => [
  row({
    id: 'u-1',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    subscriptionStatus: 'active',
    projectCount: 2,
    expenseCount: 9,
  }),
  row({
    id: 'u-2',
    email: 'bob@example.com',
    subscriptionStatus: 'active',
    projectCount: 1,
    expenseCount: 4,
  }),
  row({
    id: 'u-3',
    email: 'cy@example.com',
    subscriptionStatus: 'cancelled',
    projectCount: 3,
    expenseCount: 5,
    totalBudget: '25000.5',
  }),
];

const statValue = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('li') as HTMLElement).getByText(/.+/, {
    selector: 'p',
  });

async function unlock(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(await screen.findByLabelText('Admin Password'), password);
  await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
}

describe('/admin: the password gate', () => {
  it("asks for the password, and says 'Please enter the admin password' for an empty one without calling the API", async () => {
    const { user, api } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });

    await user.click(await screen.findByRole('button', { name: 'Access Admin Panel' }));

    expect(screen.getByText('Please enter the admin password')).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/users')).toHaveLength(0);
  });

  it("says 'Invalid admin password' for a wrong one and stores nothing", async () => {
    const { user } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });

    await unlock(user, 'guess');

    expect(await screen.findByText('Invalid admin password')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
  });

  it("says 'Failed to connect to admin panel' when the server cannot be reached", async () => {
    const { user, api } = renderApp({ path: '/admin' });
    api.override('GET /api/admin/users', () => {
      throw new TypeError('Failed to fetch');
    });

    await unlock(user, PASSWORD);

    // A read is tried again for about 7.5 s first (lib/api-client.ts), and the page says so meanwhile.
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to connect to admin panel', {}, { timeout: 7_500 + 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('shows the lock-out message when the address is refused for a while', async () => {
    const { user, api } = renderApp({ path: '/admin' });
    api.override('GET /api/admin/users', () =>
      json(429, { error: 'Too many failed attempts. Try again later.' }),
    );

    await unlock(user, PASSWORD);

    expect(await screen.findByText('Too many failed attempts. Try again later.')).toBeInTheDocument();
  });

  it("unlocks with the right password: 'Admin access granted', the password kept, stats and users shown", async () => {
    const { user, api } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });

    await unlock(user, PASSWORD);

    expect(await screen.findByText('Admin access granted')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe(PASSWORD);
    expect(api.requestsTo('GET /api/admin/users').at(-1)?.headers.get('x-admin-password')).toBe(PASSWORD);
    expect(statValue('Total Users')).toHaveTextContent('3');
    expect(statValue('Pro Users')).toHaveTextContent('2');
    expect(statValue('Monthly Revenue')).toHaveTextContent('$9.98');
    expect(statValue('Total Projects')).toHaveTextContent('6');
    expect(statValue('Total Expenses')).toHaveTextContent('18');
    // The table is a chunk of its own, loaded once unlocked.
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(table).getByText('$25,000.50')).toBeInTheDocument();
  });

  it("shows the first page of users, then the next with 'Show more users'; the cards count every user", async () => {
    window.localStorage.setItem(STORAGE_KEY, PASSWORD);
    const [first, second, third] = adminUsers();
    const { user, api } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });
    // Pages of two, as the API pages by 100.
    api.override('GET /api/admin/users', ({ search }) =>
      search.get('cursor') === 'after-2'
        ? json(200, [third])
        : json(200, [first, second], { 'X-Next-Cursor': 'after-2' }),
    );
    const table = await screen.findByRole('table', { name: 'Users' });

    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    await waitFor(() => expect(statValue('Total Users')).toHaveTextContent('3'));
    await user.click(screen.getByRole('button', { name: 'Show more users' }));

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 3));
    expect(within(table).getByText('cy@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/users').map((request) => request.search.get('cursor'))).toEqual([
      null,
      'after-2',
    ]);
  });

  it.each([
    [401, 'Invalid admin password', 'Invalid admin password'],
    [429, 'Too many failed attempts. Try again later.', 'Too many failed attempts. Try again later.'],
  ])(
    "locks the screen when 'Show more users' is answered %i, with its reason",
    async (status, error, shown) => {
      window.localStorage.setItem(STORAGE_KEY, PASSWORD);
      const [first, second] = adminUsers();
      const { user, api } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });
      api.override('GET /api/admin/users', ({ search }) =>
        search.get('cursor') === 'after-2'
          ? json(status, { error })
          : json(200, [first, second], { 'X-Next-Cursor': 'after-2' }),
      );
      await screen.findByRole('table', { name: 'Users' });

      await user.click(screen.getByRole('button', { name: 'Show more users' }));

      expect(await screen.findByLabelText('Admin Password')).toBeInTheDocument();
      expect(screen.getByText(shown)).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
      expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    },
  );

  it('reuses the stored password on load, without the gate', async () => {
    window.localStorage.setItem(STORAGE_KEY, PASSWORD);
    const { api } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });

    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(api.requestsTo('GET /api/admin/users')[0]?.headers.get('x-admin-password')).toBe(PASSWORD);
    expect(screen.queryByLabelText('Admin Password')).not.toBeInTheDocument();
  });

  it('forgets a stored password that no longer works and shows the gate', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'old-password');
    renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });

    expect(await screen.findByText('Invalid admin password')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin Password')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('locks again on log out and forgets the password', async () => {
    window.localStorage.setItem(STORAGE_KEY, PASSWORD);
    const { user } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });
    await screen.findByRole('table', { name: 'Users' });

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByLabelText('Admin Password')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('/admin: upgrade and downgrade', () => {
  it('offers Upgrade to non-active users and Downgrade to active ones', async () => {
    window.localStorage.setItem(STORAGE_KEY, PASSWORD);
    renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });
    await screen.findByRole('table', { name: 'Users' });

    expect(screen.getByRole('button', { name: 'Downgrade ann@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downgrade bob@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade cy@example.com' })).toBeInTheDocument();
  });

  it("upgrades a user: the server's message, then the refreshed list and stats", async () => {
    window.localStorage.setItem(STORAGE_KEY, PASSWORD);
    const { user, api } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });
    await screen.findByRole('table', { name: 'Users' });

    await user.click(screen.getByRole('button', { name: 'Upgrade cy@example.com' }));

    expect(await screen.findByText('User upgraded to Pro successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Downgrade cy@example.com' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/users/u-3/upgrade')[0]?.headers.get('x-admin-password')).toBe(
      PASSWORD,
    );
    await waitFor(() => expect(statValue('Pro Users')).toHaveTextContent('3'));
    expect(statValue('Monthly Revenue')).toHaveTextContent('$14.97');
  });

  it("shows the server's message when an action fails", async () => {
    window.localStorage.setItem(STORAGE_KEY, PASSWORD);
    const { user, api } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });
    api.override('POST /api/admin/users/u-1/downgrade', () =>
      json(409, { error: 'User has no active subscription' }),
    );
    await screen.findByRole('table', { name: 'Users' });

    await user.click(screen.getByRole('button', { name: 'Downgrade ann@example.com' }));

    expect(await screen.findByText('User has no active subscription')).toBeInTheDocument();
  });

  it.each([
    ['upgrade', 'Upgrade cy@example.com', 'POST /api/admin/users/u-3/upgrade', 'Failed to upgrade user'],
    [
      'downgrade',
      'Downgrade ann@example.com',
      'POST /api/admin/users/u-1/downgrade',
      'Failed to downgrade user',
    ],
  ])('falls back to the fixed text when a %s gets no answer', async (_, button, route, message) => {
    window.localStorage.setItem(STORAGE_KEY, PASSWORD);
    const { user, api } = renderApp({ path: '/admin', db: { adminUsers: adminUsers() } });
    api.override(route, () => {
      throw new TypeError('Failed to fetch');
    });
    await screen.findByRole('table', { name: 'Users' });

    await user.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
