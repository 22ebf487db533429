import { getUser, listUsersForAdmin, readAdminTotals, updateSubscription } from '@reno/data';
import type { AdminUserRecord } from '@reno/data';
import { adminTotalsResponse, centsToDecimal } from '@reno/domain';
import type { AdminUserRow, MessageResponse } from '@reno/domain';
import { authorizeAdmin } from '../lib/admin/authorize-admin';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ConflictError } from '../lib/http/errors';
import { found } from '../lib/http/found';
import { accountIdParam } from '../lib/http/path-params';
import { listPageQuery } from '../lib/http/list-page-query';
import { ok, okPage } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { data } from '../lib/data-context';
import { presentUser } from '../lib/presenters/user';

const userIdParam = (event: ApiEvent) => accountIdParam(event, 'id', 'User not found');

const presentRow = ({ profile, households }: AdminUserRecord): AdminUserRow => ({
  ...presentUser(profile),
  projectCount: profile.projectCount,
  expenseCount: profile.expenseCount,
  contractorCount: profile.contractorCount,
  totalBudget: centsToDecimal(profile.totalBudgetCents),
  households,
});

/** GET /api/admin/users: a page of the users, newest first (the next page's cursor in X-Next-Cursor). */
async function listUsers(event: ApiEvent) {
  await authorizeAdmin(event);
  const page = await listUsersForAdmin(data, await listPageQuery(event));
  return okPage(page.users.map(presentRow), page.cursor);
}

/** GET /api/admin/totals: the cards, from the kept counters (one BatchGetItem). */
async function totals(event: ApiEvent) {
  await authorizeAdmin(event);
  return ok(adminTotalsResponse(await readAdminTotals(data)));
}

/**
 * The operator's plan change, without payment: to Pro for a user who is not on an active plan, to Free
 * at once for an active one. Anyone already on the plan asked for is a 409.
 */
async function changePlan(
  event: ApiEvent,
  to: 'active' | 'free',
  answers: { refused: string; done: string },
) {
  await authorizeAdmin(event);
  const id = userIdParam(event);
  const user = await found(getUser(data, id), 'User');
  const alreadyOnIt = (user.subscriptionStatus === 'active') === (to === 'active');
  if (alreadyOnIt) throw new ConflictError(answers.refused);
  await updateSubscription(data, id, {
    status: to,
    endDate: null,
    renewalDate: null,
    cancelAtPeriodEnd: false,
  });
  const body: MessageResponse = { message: answers.done };
  return ok(body);
}

const upgrade = (event: ApiEvent) =>
  changePlan(event, 'active', {
    refused: 'User already has an active subscription',
    done: 'User upgraded to Pro successfully',
  });

const downgrade = (event: ApiEvent) =>
  changePlan(event, 'free', {
    refused: 'User has no active subscription',
    done: 'User downgraded to Free successfully',
  });

export const handler = createApiHandler({
  'GET /api/admin/users': listUsers,
  'GET /api/admin/totals': totals,
  'POST /api/admin/users/{id}/upgrade': upgrade,
  'POST /api/admin/users/{id}/downgrade': downgrade,
});
