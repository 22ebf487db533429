// Every Query of the table, one function per access pattern: each builds its keys (keys.ts) and its key
// condition, and names the index it reads (table.ts). Callers add paging, filters and order.
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  homePartition,
  homeShareLinksPrefix,
  roomPartition,
  ALL_USERS_PARTITION,
  expenseByDateSortKey,
  expenseKey,
  contractorLinkPartition,
  REMINDABLE_PARTITION,
  estimateLinkPartition,
  importBatchPrefix,
  objectKeysPrefix,
  projectCategoryPartition,
  projectDaysPrefix,
  projectScopeDaysPrefix,
  projectMethodPartition,
  projectContractorPartition,
  projectEstimatePartition,
  projectPartition,
  SK_PREFIX,
  userPartition,
} from './keys';
import { indexes, type IndexDefinition } from './table';

export type KeyQuery = Pick<
  QueryCommandInput,
  'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues' | 'ScanIndexForward'
>;

/** The items of one partition (a person's, which is also their household's) whose sort key starts with `prefix`. */
function partitionItems(partitionId: string, prefix: string): KeyQuery {
  return {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(partitionId), ':prefix': prefix },
  };
}

/** The items of one partition of an index whose sort key starts with `prefix`. */
function indexItems(index: IndexDefinition, partition: string, prefix: string): KeyQuery {
  return {
    IndexName: index.indexName,
    KeyConditionExpression: `${index.partitionKey} = :pk AND begins_with(${index.sortKey}, :prefix)`,
    ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
  };
}

const projectItems = (householdId: string, projectId: number, prefix: string) =>
  indexItems(indexes.projectItems, projectPartition(householdId, projectId), prefix);

const contractorLinks = (householdId: string, contractorId: number, prefix: string) =>
  indexItems(indexes.contractorLinks, contractorLinkPartition(householdId, contractorId), prefix);

/** The items of one partition of an index whose sort key lies between `low` and `high`, ascending. */
function indexItemsBetween(index: IndexDefinition, partition: string, low: string, high: string): KeyQuery {
  return {
    IndexName: index.indexName,
    KeyConditionExpression: `${index.partitionKey} = :pk AND ${index.sortKey} BETWEEN :low AND :high`,
    ExpressionAttributeValues: { ':pk': partition, ':low': low, ':high': high },
  };
}

/** A project's expenses (projectItems) whose sort key lies between `low` and `high`, date ascending. */
const projectExpensesBetween = (householdId: string, projectId: number, low: string, high: string) =>
  indexItemsBetween(indexes.projectItems, projectPartition(householdId, projectId), low, high);

// In the household's partition (table keys).
export const householdProjects = (householdId: string) => partitionItems(householdId, SK_PREFIX.project);
export const householdContractors = (householdId: string) =>
  partitionItems(householdId, SK_PREFIX.contractor);
export const householdExpenses = (householdId: string) => partitionItems(householdId, SK_PREFIX.expense);
/** The rules learned from the household's statement imports. */
export const householdImportRules = (householdId: string) =>
  partitionItems(householdId, SK_PREFIX.importRule);
/** The batches of one statement import, oldest first. */
export const statementImportBatches = (householdId: string, importId: string) =>
  partitionItems(householdId, importBatchPrefix(importId));
export const householdEstimates = (householdId: string) => partitionItems(householdId, SK_PREFIX.estimate);
export const householdMilestones = (householdId: string) => partitionItems(householdId, SK_PREFIX.milestone);
/** A household's homes (its owner's partition), by id. */
export const householdHomes = (householdId: string) => partitionItems(householdId, SK_PREFIX.home);
/** A home's rooms, by id: its partition of the projectItems index. */
export const homeRooms = (householdId: string, homeId: number) =>
  indexItems(indexes.projectItems, homePartition(householdId, homeId), SK_PREFIX.room);
/** A room's items, by id: its partition of the projectItems index. */
export const roomItems = (householdId: string, roomId: number) =>
  indexItems(indexes.projectItems, roomPartition(householdId, roomId), SK_PREFIX.homeItem);
/** A room's photos, newest first (by the day taken, then id): its partition of the projectItems index. */
export const roomPhotosNewestFirst = (householdId: string, roomId: number): KeyQuery => ({
  ...indexItems(indexes.projectItems, roomPartition(householdId, roomId), SK_PREFIX.photo),
  ScanIndexForward: false,
});
/** A household's items of every room (its owner's partition), by id: the warranties the reminder sweep reads. */
export const householdHomeItems = (householdId: string) => partitionItems(householdId, SK_PREFIX.homeItem);
/** A home's basis reductions, by id: its partition of the projectItems index. */
export const homeBasisReductions = (householdId: string, homeId: number) =>
  indexItems(indexes.projectItems, homePartition(householdId, homeId), SK_PREFIX.basisReduction);
/** A home's maintenance tasks, by id: its partition of the projectItems index. */
export const homeMaintenanceTasks = (householdId: string, homeId: number) =>
  indexItems(indexes.projectItems, homePartition(householdId, homeId), SK_PREFIX.maintenance);
/** Every maintenance task of a household, by id (the reminder sweep, the calendar feed). */
export const householdMaintenanceTasks = (householdId: string) =>
  partitionItems(householdId, SK_PREFIX.maintenance);
/** A household's members (its owner's partition). */
/** A home's share links (home-share-links.ts). */
export const homeShareLinks = (householdId: string, homeId: number) =>
  partitionItems(householdId, homeShareLinksPrefix(homeId));
export const householdMembers = (householdId: string) => partitionItems(householdId, SK_PREFIX.member);
/** A household's invitations (its owner's partition). */
export const householdInvitations = (householdId: string) =>
  partitionItems(householdId, SK_PREFIX.invitation);
/** Every member's saved reminder settings in the household. */
export const householdReminderSettings = (householdId: string) =>
  partitionItems(householdId, SK_PREFIX.reminderSettings);
/** A project's per-month expense day counts (expense-pages.ts). */
export const projectDayCounts = (householdId: string, projectId: number) =>
  partitionItems(householdId, projectDaysPrefix(projectId));
/**
 * A project's counts of each category's and payment method's expenses by day (expense-scope-days.ts), and
 * the per-month items of their first version, which nothing else reads.
 */
export const projectScopeDayCounts = (householdId: string, projectId: number) =>
  partitionItems(householdId, projectScopeDaysPrefix(projectId));
/** The object keys a running cascade has parked. */
export const parkedObjectKeys = (householdId: string, cascade: string) =>
  partitionItems(householdId, objectKeysPrefix(cascade));

// In a person's partition.
/** The households a user is a member of (not their own). */
export const userMemberships = (userId: string) => partitionItems(userId, SK_PREFIX.membership);
/** Newest first: the caller sets Limit. */
export const userChatMessagesNewestFirst = (userId: string): KeyQuery => ({
  ...partitionItems(userId, SK_PREFIX.chat),
  ScanIndexForward: false,
});

// projectItems index.
export const projectExpenses = (householdId: string, projectId: number) =>
  projectItems(householdId, projectId, SK_PREFIX.expense);
export const projectEstimates = (householdId: string, projectId: number) =>
  projectItems(householdId, projectId, SK_PREFIX.estimate);
export const projectMilestones = (householdId: string, projectId: number) =>
  projectItems(householdId, projectId, SK_PREFIX.milestone);
/** A project's expenses dated up to `upper` (an expense sort key bound), newest first. */
export const projectExpensesNewestFirstUpTo = (
  householdId: string,
  projectId: number,
  upper: string,
): KeyQuery => ({
  ...projectExpensesBetween(householdId, projectId, SK_PREFIX.expense, upper),
  ScanIndexForward: false,
});

/** Every item of one partition of an index. */
function wholeIndexPartition(index: IndexDefinition, partition: string): KeyQuery {
  return {
    IndexName: index.indexName,
    KeyConditionExpression: `${index.partitionKey} = :pk`,
    ExpressionAttributeValues: { ':pk': partition },
  };
}

// usersByCreation index.
export const usersNewestFirst = (): KeyQuery => ({
  ...wholeIndexPartition(indexes.usersByCreation, ALL_USERS_PARTITION),
  ScanIndexForward: false,
});
/** The households the reminder sweep visits (keys only: the household's id in GSI2SK). */
export const remindableHouseholds = (): KeyQuery =>
  wholeIndexPartition(indexes.usersByCreation, REMINDABLE_PARTITION);

// contractorLinks index (keys only).
export const contractorEstimates = (householdId: string, contractorId: number) =>
  contractorLinks(householdId, contractorId, SK_PREFIX.estimate);
export const contractorExpenses = (householdId: string, contractorId: number) =>
  contractorLinks(householdId, contractorId, SK_PREFIX.expense);

// estimateLinks index (keys only).
export const estimateExpenses = (householdId: string, estimateId: number): KeyQuery =>
  wholeIndexPartition(indexes.estimateLinks, estimateLinkPartition(householdId, estimateId));

/** A project's expenses dated within [from, to] (either bound optional), date ascending. */
export const projectExpensesDated = (
  householdId: string,
  projectId: number,
  from: string | null,
  to: string | null,
) =>
  // '~' sorts after the '#<id>' that follows the date.
  projectExpensesBetween(
    householdId,
    projectId,
    `${SK_PREFIX.expense}${from ?? ''}`,
    `${SK_PREFIX.expense}${to ?? ''}~`,
  );

/**
 * Which date-ordered list of a project's expenses a page reads: all of them (projectItems), one category's
 * (expensesByCategory), one payment method's (expensesByMethod), one contractor's (expensesByContractor)
 * or one estimate's (expensesByEstimate).
 */
export type ExpenseScope =
  | { by: 'project' }
  | { by: 'category'; categoryKey: string }
  | { by: 'method'; paymentMethod: string }
  | { by: 'contractor'; contractorId: number }
  | { by: 'estimate'; estimateId: number };

function scopeIndex(householdId: string, projectId: number, scope: ExpenseScope) {
  /** A filter's list: its index's partition for the project and the filter's value. */
  const filtered = <V>(
    index: IndexDefinition,
    partitionOf: (householdId: string, projectId: number, value: V) => string,
    value: V,
  ) => ({ index, partition: partitionOf(householdId, projectId, value) });
  switch (scope.by) {
    case 'project':
      return { index: indexes.projectItems, partition: projectPartition(householdId, projectId) };
    case 'category':
      return filtered(indexes.expensesByCategory, projectCategoryPartition, scope.categoryKey);
    case 'method':
      return filtered(indexes.expensesByMethod, projectMethodPartition, scope.paymentMethod);
    case 'contractor':
      return filtered(indexes.expensesByContractor, projectContractorPartition, scope.contractorId);
    case 'estimate':
      return filtered(indexes.expensesByEstimate, projectEstimatePartition, scope.estimateId);
  }
}

/**
 * A project's expenses in `scope` whose date-ordered sort key lies within [low, high] (`EXPENSE#…` bounds,
 * keys.ts `expenseByDateSortKey`), newest first.
 */
export function scopedExpensesNewestFirst(
  householdId: string,
  projectId: number,
  scope: ExpenseScope,
  low: string,
  high: string,
): KeyQuery {
  const { index, partition } = scopeIndex(householdId, projectId, scope);
  return { ...indexItemsBetween(index, partition, low, high), ScanIndexForward: false };
}

/**
 * Where a Query of `scopedExpensesNewestFirst` resumes after the expense `{date, id}`: its
 * ExclusiveStartKey (the table's keys and the index's).
 */
export function scopedExpenseStartKey(
  householdId: string,
  projectId: number,
  scope: ExpenseScope,
  expense: { date: string; id: number },
): Record<string, string> {
  const { index, partition } = scopeIndex(householdId, projectId, scope);
  return {
    ...expenseKey(householdId, expense.id),
    [index.partitionKey]: partition,
    [index.sortKey]: expenseByDateSortKey(expense.date, expense.id),
  };
}

/** A project's per-month items from `fromMonth` to `toMonth` ('YYYY-MM', either optional). */
export function projectMonthItems(
  householdId: string,
  projectId: number,
  fromMonth: string | null,
  toMonth: string | null,
): KeyQuery {
  return {
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
    ExpressionAttributeValues: {
      ':pk': userPartition(householdId),
      ':low': `${projectDaysPrefix(projectId)}${fromMonth ?? ''}`,
      ':high': `${projectDaysPrefix(projectId)}${toMonth ?? ''}~`,
    },
  };
}

/** Every per-month item of every project of the household. */
export const householdMonthItems = (householdId: string) =>
  partitionItems(householdId, SK_PREFIX.projectDays);

// Whole partitions: what tests and the benchmark's naive baseline read to see what is stored.
/** Every item of one partition of the table. */
export const everyItemIn = (partitionId: string): KeyQuery => ({
  KeyConditionExpression: 'PK = :pk',
  ExpressionAttributeValues: { ':pk': userPartition(partitionId) },
});
/** Every item under one project in the projectItems index (expenses, estimates, milestones). */
export const everyProjectItem = (householdId: string, projectId: number): KeyQuery =>
  wholeIndexPartition(indexes.projectItems, projectPartition(householdId, projectId));
