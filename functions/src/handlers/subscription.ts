import { getUser } from '@reno/data';
import { subscriptionStatusView } from '@reno/domain';
import { getActor } from '../lib/http/actor';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { data } from '../lib/data-context';

/**
 * GET /api/subscription-status (docs/product.md#subscription-status): plan, dates, usage and limits, from
 * one profile read.
 */
async function status(event: ApiEvent) {
  const { householdId } = getActor(event);
  const profile = await getUser(data, householdId);
  return ok(
    subscriptionStatusView({
      user: {
        subscriptionStatus: profile?.subscriptionStatus ?? 'free',
        subscriptionEndDate: profile?.subscriptionEndDate ?? null,
      },
      expenseCount: profile?.expenseCount ?? 0,
      contractorCount: profile?.contractorCount ?? 0,
      renewalDate: profile?.subscriptionRenewalDate ?? null,
      // Unset lets the domain rule decide (a cancelled plan runs out at its end date).
      willCancelAtPeriodEnd: profile?.cancelAtPeriodEnd || undefined,
      now: new Date(),
    }),
  );
}

export const handler = createApiHandler({
  'GET /api/subscription-status': status,
});
