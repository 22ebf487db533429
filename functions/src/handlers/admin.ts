import { getUser, listAllUsersForAdmin, updateSubscription } from '@reno/data';
import type { AdminUserRecord } from '@reno/data';
import { centsToDecimal } from '@reno/domain';
import type { AdminUserRow, MessageResponse } from '@reno/domain';
import { authorizeAdmin } from '../lib/admin/authorize-admin';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ConflictError, NotFoundError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { data } from '../lib/data-context';

// User ids are Cognito subs (UUIDs locally and in AWS); anything else cannot name a user.
const USER_ID = /^[\w.:@-]{1,128}$/;

function userIdParam(event: ApiEvent): string {
  const id = event.pathParameters?.id;
  if (!id || !USER_ID.test(id)) throw new NotFoundError('User not found');
  return id;
}

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
});

/** GET /api/admin/users: every user, newest first. */
async function listUsers(event: ApiEvent) {
  await authorizeAdmin(event);
  return ok((await listAllUsersForAdmin(data)).map(presentRow));
}

/** Upgrade a user who is not on an active plan to Pro, without payment (operator's grant). */
async function upgrade(event: ApiEvent) {
  await authorizeAdmin(event);
  const id = userIdParam(event);
  const user = await getUser(data, id);
  if (!user) throw new NotFoundError('User not found');
  if (user.subscriptionStatus === 'active')
    throw new ConflictError('User already has an active subscription');
  await updateSubscription(data, id, {
    status: 'active',
    endDate: null,
    renewalDate: null,
    cancelAtPeriodEnd: false,
  });
  const body: MessageResponse = { message: 'User upgraded to Pro successfully' };
  return ok(body);
}

/** Downgrade an active user to Free at once. */
async function downgrade(event: ApiEvent) {
  await authorizeAdmin(event);
  const id = userIdParam(event);
  const user = await getUser(data, id);
  if (!user) throw new NotFoundError('User not found');
  if (user.subscriptionStatus !== 'active') throw new ConflictError('User has no active subscription');
  await updateSubscription(data, id, {
    status: 'free',
    endDate: null,
    renewalDate: null,
    cancelAtPeriodEnd: false,
  });
  const body: MessageResponse = { message: 'User downgraded to Free successfully' };
  return ok(body);
}

export const handler = createApiHandler({
  'GET /api/admin/users': listUsers,
  'POST /api/admin/users/{id}/upgrade': upgrade,
  'POST /api/admin/users/{id}/downgrade': downgrade,
});
