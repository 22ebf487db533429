import { getUser, listAllUsersForAdmin, updateSubscription } from '@reno/data';
import type { AdminUserRecord } from '@reno/data';
import { centsToDecimal } from '@reno/domain';
import type { AdminUserRow, MessageResponse } from '@reno/domain';
import { authorizeAdmin } from '../lib/admin/authorize-admin';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ConflictError } from '../lib/http/errors';
import { found } from '../lib/http/found';
import { accountIdParam } from '../lib/http/path-params';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { data } from '../lib/data-context';

const userIdParam = (event: ApiEvent) => accountIdParam(event, 'id', 'User not found');

const presentRow = (user: AdminUserRecord): AdminUserRow => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  subscriptionStatus: user.subscriptionStatus,
  projectCount: user.projectCount,
  expenseCount: user.expenseCount,
  contractorCount: user.contractorCount,
  totalBudget: centsToDecimal(user.totalBudgetCents),
  createdAt: user.createdAt,
  subscriptionEndDate: user.subscriptionEndDate,
  households: user.households,
});

/** GET /api/admin/users: every user, newest first. */
async function listUsers(event: ApiEvent) {
  await authorizeAdmin(event);
  return ok((await listAllUsersForAdmin(data)).map(presentRow));
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
  'POST /api/admin/users/{id}/upgrade': upgrade,
  'POST /api/admin/users/{id}/downgrade': downgrade,
});
