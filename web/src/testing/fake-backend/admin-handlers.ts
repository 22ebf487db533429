import {
  adminTotalsResponse,
  centsToDecimal,
  householdName,
  toCents,
  type AdminUserRow,
  type User,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend, FakeDb } from './fake-db';
import { fakeListPage } from './fake-list-pages';
import { json, notFound, route } from './fake-route';

/**
 * The signed-in user as the operator's list shows them, counted from their records, with their households
 * (their own first).
 */
function rowOf(db: FakeDb, user: User): AdminUserRow {
  const budgetCents = db.projects.reduce((sum, project) => sum + (toCents(project.budget) ?? 0), 0);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    subscriptionStatus: user.subscriptionStatus,
    projectCount: db.projects.length,
    expenseCount: db.expenses.length,
    contractorCount: db.contractors.length,
    totalBudget: centsToDecimal(budgetCents),
    createdAt: user.createdAt,
    subscriptionEndDate: user.subscriptionEndDate,
    households: [
      { id: user.id, name: householdName(user), role: 'owner' },
      ...db.memberships.map(({ id, name, role }) => ({ id, name, role })),
    ],
  };
}

/** The cards as the API counts them: every account, the active ones, and their projects and expenses. */
function totalsOf(rows: readonly AdminUserRow[]) {
  const sum = (pick: (row: AdminUserRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return adminTotalsResponse({
    users: rows.length,
    proUsers: rows.filter((row) => row.subscriptionStatus === 'active').length,
    projects: sum((row) => row.projectCount),
    expenses: sum((row) => row.expenseCount),
  });
}

/**
 * The operator's routes behind the admin password: the user list a page at a time (newest first, as the
 * rows are given), the cards, and plan changes that refuse a user already on the plan asked for (409).
 */
export function adminHandlers({ db, me }: FakeBackend): HttpHandler[] {
  const rows = () => db.adminUsers ?? [rowOf(db, me())];
  const behindPassword = (respond: (request: { search: URLSearchParams }) => Response) =>
    ((request) =>
      request.headers.get('x-admin-password') === db.adminPassword
        ? respond(request)
        : json(401, { error: 'Invalid admin password' })) satisfies Parameters<typeof route>[2];
  const change = (to: 'active' | 'free') =>
    route(
      'POST',
      `/api/admin/users/{id}/${to === 'active' ? 'upgrade' : 'downgrade'}`,
      ({ params, headers }) => {
        if (headers.get('x-admin-password') !== db.adminPassword) {
          return json(401, { error: 'Invalid admin password' });
        }
        // The signed-in user and the seeded pool are both users the operator can change.
        const records = [
          ...(params.id === me().id ? [me()] : []),
          ...(db.adminUsers ?? []).filter((row) => row.id === params.id),
        ];
        const [first] = records;
        if (!first) return notFound('User');
        const active = first.subscriptionStatus === 'active';
        if (to === 'active' && active) return json(409, { error: 'User already has an active subscription' });
        if (to === 'free' && !active) return json(409, { error: 'User has no active subscription' });
        for (const record of records)
          Object.assign(record, { subscriptionStatus: to, subscriptionEndDate: null });
        return json(200, {
          message:
            to === 'active' ? 'User upgraded to Pro successfully' : 'User downgraded to Free successfully',
        });
      },
    );

  return [
    route(
      'GET',
      '/api/admin/users',
      behindPassword(({ search }) => {
        const listed = rows();
        return fakeListPage(listed, search, { positionOf: (row) => listed.indexOf(row) });
      }),
    ),
    route(
      'GET',
      '/api/admin/totals',
      behindPassword(() => json(200, totalsOf(rows()))),
    ),
    change('active'),
    change('free'),
  ];
}
