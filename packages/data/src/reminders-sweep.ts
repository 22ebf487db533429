// What the daily reminder sweep reads and writes (docs/architecture.md#payment-reminders): the households
// that may have something to remind of (a sparse index entry written in the transactions that give them a
// payment schedule, a milestone's target date or a maintenance task), everything a reminder may name in one household, and the
// sent markers that make each reminder go once to each member.
import { nowOf, type DataContext } from './context';
import { ConcurrencyError } from './errors';
import { toEstimateRecord, type EstimateRecord } from './estimates';
import type { Warranty } from '@reno/domain';
import {
  householdEstimates,
  householdHomes,
  householdMaintenanceTasks,
  householdHomeItems,
  householdMilestones,
  householdProjects,
  remindableHouseholds,
} from './access-patterns';
import { listMembers, type HouseholdMember } from './households';
import { reminderSentKey } from './keys';
import { toMaintenanceTaskRecord, type MaintenanceTaskRecord } from './maintenance';
import { toMilestoneRecord, type MilestoneRecord } from './milestones';
import { deleteItem, queryAll, type Item } from './requests';
import { conditions, TransactionBuilder } from './transaction';
import { getUser, type UserProfile } from './users';

/** The households on the sweep's list (keys only: an id each). Queries of the index, paged. */
export async function listRemindableHouseholds(ctx: DataContext): Promise<string[]> {
  const items = await queryAll(ctx, remindableHouseholds());
  return items.map((item) => String(item.GSI2SK));
}

/** Everything a reminder in one household may name. */
export interface ReminderHousehold {
  householdId: string;
  owner: UserProfile | null;
  members: HouseholdMember[];
  projects: { id: number; name: string }[];
  /** Approved estimates with a payment schedule. */
  estimates: EstimateRecord[];
  milestones: MilestoneRecord[];
  homes: { id: number; name: string }[];
  /** Every home's maintenance tasks. */
  maintenance: MaintenanceTaskRecord[];
  /** The items of the home record with a warranty (warranty reminders). */
  warranties: { itemId: number; name: string; warranty: Warranty }[];
}

/** Reads one household for the sweep: its owner, members, projects, scheduled estimates, milestones, homes, tasks and warranties. */
export async function readReminderHousehold(
  ctx: DataContext,
  householdId: string,
): Promise<ReminderHousehold> {
  const [owner, members, projects, estimates, milestones, homes, maintenance, items] = await Promise.all([
    getUser(ctx, householdId),
    listMembers(ctx, householdId),
    queryAll(ctx, householdProjects(householdId)),
    queryAll(ctx, householdEstimates(householdId)),
    queryAll(ctx, householdMilestones(householdId)),
    queryAll(ctx, householdHomes(householdId)),
    queryAll(ctx, householdMaintenanceTasks(householdId)),
    queryAll(ctx, householdHomeItems(householdId)),
  ]);
  const live = (item: Item) => item.deleting === undefined;
  return {
    householdId,
    owner,
    members,
    projects: projects.filter(live).map((item) => ({ id: Number(item.id), name: String(item.name) })),
    estimates: estimates
      .filter(live)
      .map(toEstimateRecord)
      .filter((estimate) => estimate.status === 'approved' && estimate.paymentSchedule !== null),
    milestones: milestones.map(toMilestoneRecord),
    homes: homes.map((item) => ({ id: Number(item.id), name: String(item.name) })),
    maintenance: maintenance.map(toMaintenanceTaskRecord),
    warranties: items.flatMap((item) =>
      item.warranty
        ? [{ itemId: Number(item.id), name: String(item.name), warranty: item.warranty as Warranty }]
        : [],
    ),
  };
}

/** Sent markers are kept this long (the table's TTL), longer than any reminder can repeat. */
const SENT_MARKER_DAYS = 120;

/**
 * Claims one reminder for one member: a PutItem on condition that no marker is there. True when this call
 * wrote it (send the e-mail), false when it was sent already (or another sweep is sending it now).
 */
export async function claimReminder(
  ctx: DataContext,
  householdId: string,
  memberId: string,
  reminder: string,
): Promise<boolean> {
  const now = nowOf(ctx);
  try {
    await new TransactionBuilder(ctx)
      .put(
        {
          ...reminderSentKey(householdId, memberId, reminder),
          entity: 'reminderSent',
          sentAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + SENT_MARKER_DAYS * 86_400,
        },
        { condition: conditions.notExists, onConditionFailed: () => new ReminderSentAlready() },
      )
      .send();
    return true;
  } catch (error) {
    if (error instanceof ReminderSentAlready || error instanceof ConcurrencyError) return false;
    throw error;
  }
}

class ReminderSentAlready extends Error {}

/** Gives a claim back when its e-mail could not be sent, so the next sweep tries again. One DeleteItem. */
export async function releaseReminder(
  ctx: DataContext,
  householdId: string,
  memberId: string,
  reminder: string,
): Promise<void> {
  await deleteItem(ctx, { Key: reminderSentKey(householdId, memberId, reminder) });
}
