// The operator's screen at 10,000 accounts (issue 52): the user list's first page, a page by cursor and the
// cards, each metered request by request as the handler sends them. The accounts are profiles made through
// the data layer (getOrCreateUser, as GET /api/user makes them), every tenth also a member of the household
// made before it, so the rows name households besides their own.
import { addMember, getOrCreateUser, listUsersForAdmin, readAdminTotals } from '@reno/data';
import type { LocalStack } from '@reno/local';
import { createApiClient } from '../lib/api-client';
import { createProUser } from '../lib/bench-user';
import { CapacityMeter, type CallCost } from '../lib/capacity-meter';
import { meterHandlerRequests } from '../lib/handler-capacity';
import { benchDataContext } from './dynamodb-costs';

export const ADMIN_ACCOUNTS = 10_000;
/** Profiles made at once: enough to keep DynamoDB Local busy, few enough not to queue for long. */
const AT_ONCE = 50;

export interface AdminAccountsReport {
  /** Accounts the cards count (the ones made here, the operator and any the stack had). */
  accounts: number;
  memberships: number;
  seedSeconds: number;
  calls: { call: string; cost: CallCost }[];
}

export async function measureAdminAccounts(stack: LocalStack): Promise<AdminAccountsReport> {
  const ctx = benchDataContext(stack);
  const operator = await createProUser(stack, ctx, 'operator');
  const began = performance.now();
  let memberships = 0;
  for (let start = 0; start < ADMIN_ACCOUNTS; start += AT_ONCE) {
    const subs = Array.from({ length: AT_ONCE }, (_, index) => `bench-account-${start + index}`);
    await Promise.all(
      subs.map((sub) => getOrCreateUser(ctx, { sub, email: `${sub}@bench.example.com`, firstName: 'Acct' })),
    );
    for (let index = 1; index < subs.length; index += 10) {
      await addMember(ctx, subs[index - 1]!, {
        userId: subs[index]!,
        role: 'viewer',
        name: 'Acct',
        email: `${subs[index]}@bench.example.com`,
      });
      memberships += 1;
    }
  }
  const seedSeconds = (performance.now() - began) / 1000;

  const admin = createApiClient(stack.url, operator.idToken, { 'x-admin-password': stack.adminPassword });
  const cursor = (await listUsersForAdmin(ctx, { limit: 100 })).cursor ?? '';
  const meter = new CapacityMeter();
  const detach = await meterHandlerRequests(meter);
  const calls: AdminAccountsReport['calls'] = [];
  try {
    // The admin check reads the caller's session once per function instance: a first call unmeasured.
    await admin.call('GET', '/api/admin/totals');
    const measured: [string, string][] = [
      ['GET /api/admin/users (page 1, 100 rows)', '/api/admin/users'],
      ['GET /api/admin/users (page 2, by cursor)', `/api/admin/users?cursor=${encodeURIComponent(cursor)}`],
      ['GET /api/admin/totals (the six cards)', '/api/admin/totals'],
    ];
    for (const [call, path] of measured)
      calls.push({ call, cost: (await meter.measure(() => admin.call('GET', path))).cost });
  } finally {
    detach();
  }
  return { accounts: (await readAdminTotals(ctx)).users, memberships, seedSeconds, calls };
}
