// The operator's cards (docs/product.md#admin-screen) as counters, never a read of every account
// (docs/architecture.md#admin-totals). Each total is split over ADMIN_TOTAL_SHARDS items: a write adds to one
// shard picked at random, in the same transaction as the item it counts, and a read adds up all of them (one
// BatchGetItem). No single item takes every create of every household.
//
// Writers: the profile's creation (users), a project's creation and cascade (projects), the expense counters
// of user-counters.ts (expenses), and the subscription writes of billing.ts (Pro users: the profiles whose
// status is 'active').
import type { DataContext } from './context';
import { adminTotalsShardKey } from './keys';
import { batchGet } from './requests';
import type { TransactionBuilder } from './transaction';
import { num } from './validate';

const ADMIN_TOTAL_SHARDS = 10;

export interface AdminTotals {
  users: number;
  /** Profiles with subscriptionStatus 'active' (a cancelled plan still running to its end is not counted). */
  proUsers: number;
  projects: number;
  expenses: number;
}

const TOTAL_NAMES = ['users', 'proUsers', 'projects', 'expenses'] as const;

/** Adds `deltas` to one shard, picked at random, in `transaction`. */
export function countInAdminTotals(
  transaction: TransactionBuilder,
  deltas: Partial<AdminTotals>,
  shard = Math.floor(Math.random() * ADMIN_TOTAL_SHARDS),
): void {
  const add = TOTAL_NAMES.filter((name) => (deltas[name] ?? 0) !== 0).map((name) => ({
    path: [name],
    delta: deltas[name] ?? 0,
  }));
  if (add.length > 0) transaction.update(adminTotalsShardKey(shard), { add });
}

/** The totals: one BatchGetItem of every shard (a shard nothing has written yet counts 0). */
export async function readAdminTotals(ctx: DataContext): Promise<AdminTotals> {
  const keys = Array.from({ length: ADMIN_TOTAL_SHARDS }, (_, shard) => adminTotalsShardKey(shard));
  const totals: AdminTotals = { users: 0, proUsers: 0, projects: 0, expenses: 0 };
  for (const shard of await batchGet(ctx, keys))
    for (const name of TOTAL_NAMES) totals[name] += num(shard[name]);
  return totals;
}
