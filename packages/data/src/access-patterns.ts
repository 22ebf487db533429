// Every Query of the table, one function per access pattern: each builds its keys (keys.ts) and its key
// condition, and names the index it reads (table.ts). Callers add paging, filters and order.
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  ALL_USERS_PARTITION,
  contractorLinkPartition,
  estimateLinkPartition,
  objectKeysPrefix,
  projectDaysPrefix,
  projectPartition,
  SK_PREFIX,
  userPartition,
} from './keys';
import { indexes, type IndexDefinition } from './table';

export type KeyQuery = Pick<
  QueryCommandInput,
  'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues' | 'ScanIndexForward'
>;

function userItems(userId: string, prefix: string): KeyQuery {
  return {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': prefix },
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

const projectItems = (userId: string, projectId: number, prefix: string) =>
  indexItems(indexes.projectItems, projectPartition(userId, projectId), prefix);

const contractorLinks = (userId: string, contractorId: number, prefix: string) =>
  indexItems(indexes.contractorLinks, contractorLinkPartition(userId, contractorId), prefix);

/** A project's expenses (projectItems) whose sort key lies between `low` and `high`, date ascending. */
function projectExpensesBetween(userId: string, projectId: number, low: string, high: string): KeyQuery {
  const { indexName, partitionKey, sortKey } = indexes.projectItems;
  return {
    IndexName: indexName,
    KeyConditionExpression: `${partitionKey} = :pk AND ${sortKey} BETWEEN :low AND :high`,
    ExpressionAttributeValues: { ':pk': projectPartition(userId, projectId), ':low': low, ':high': high },
  };
}

// In the user's partition (table keys).
export const userProjects = (userId: string) => userItems(userId, SK_PREFIX.project);
export const userContractors = (userId: string) => userItems(userId, SK_PREFIX.contractor);
export const userExpenses = (userId: string) => userItems(userId, SK_PREFIX.expense);
export const userEstimates = (userId: string) => userItems(userId, SK_PREFIX.estimate);
/** A household's members (its owner's partition). */
export const householdMembers = (householdId: string) => userItems(householdId, SK_PREFIX.member);
/** A household's invitations (its owner's partition). */
export const householdInvitations = (householdId: string) => userItems(householdId, SK_PREFIX.invitation);
/** The households a user is a member of (not their own). */
export const userMemberships = (userId: string) => userItems(userId, SK_PREFIX.membership);
/** Newest first: the caller sets Limit. */
export const userChatMessagesNewestFirst = (userId: string): KeyQuery => ({
  ...userItems(userId, SK_PREFIX.chat),
  ScanIndexForward: false,
});
/** A project's per-month expense day counts (expense-pages.ts). */
export const projectDayCounts = (userId: string, projectId: number) =>
  userItems(userId, projectDaysPrefix(projectId));
/** The object keys a running cascade has parked. */
export const parkedObjectKeys = (userId: string, cascade: string) =>
  userItems(userId, objectKeysPrefix(cascade));

// projectItems index.
export const projectExpenses = (userId: string, projectId: number) =>
  projectItems(userId, projectId, SK_PREFIX.expense);
export const projectEstimates = (userId: string, projectId: number) =>
  projectItems(userId, projectId, SK_PREFIX.estimate);
export const projectMilestones = (userId: string, projectId: number) =>
  projectItems(userId, projectId, SK_PREFIX.milestone);
/** A project's expenses dated up to `upper` (an expense sort key bound), newest first. */
export const projectExpensesNewestFirstUpTo = (
  userId: string,
  projectId: number,
  upper: string,
): KeyQuery => ({
  ...projectExpensesBetween(userId, projectId, SK_PREFIX.expense, upper),
  ScanIndexForward: false,
});

// usersByCreation index.
export function usersNewestFirst(): KeyQuery {
  const { indexName, partitionKey } = indexes.usersByCreation;
  return {
    IndexName: indexName,
    KeyConditionExpression: `${partitionKey} = :pk`,
    ExpressionAttributeValues: { ':pk': ALL_USERS_PARTITION },
    ScanIndexForward: false,
  };
}

// contractorLinks index (keys only).
export const contractorEstimates = (userId: string, contractorId: number) =>
  contractorLinks(userId, contractorId, SK_PREFIX.estimate);
export const contractorExpenses = (userId: string, contractorId: number) =>
  contractorLinks(userId, contractorId, SK_PREFIX.expense);

// estimateLinks index (keys only).
export function estimateExpenses(userId: string, estimateId: number): KeyQuery {
  const { indexName, partitionKey } = indexes.estimateLinks;
  return {
    IndexName: indexName,
    KeyConditionExpression: `${partitionKey} = :pk`,
    ExpressionAttributeValues: { ':pk': estimateLinkPartition(userId, estimateId) },
  };
}

/** A project's expenses dated within [from, to] (either bound optional), date ascending. */
export const projectExpensesDated = (
  userId: string,
  projectId: number,
  from: string | null,
  to: string | null,
) =>
  // '~' sorts after the '#<id>' that follows the date.
  projectExpensesBetween(
    userId,
    projectId,
    `${SK_PREFIX.expense}${from ?? ''}`,
    `${SK_PREFIX.expense}${to ?? ''}~`,
  );

/** A project's per-month items from `fromMonth` to `toMonth` ('YYYY-MM', either optional). */
export function projectMonthItems(
  userId: string,
  projectId: number,
  fromMonth: string | null,
  toMonth: string | null,
): KeyQuery {
  return {
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
    ExpressionAttributeValues: {
      ':pk': userPartition(userId),
      ':low': `${projectDaysPrefix(projectId)}${fromMonth ?? ''}`,
      ':high': `${projectDaysPrefix(projectId)}${toMonth ?? ''}~`,
    },
  };
}

/** Every per-month item of every project of the user. */
export const userMonthItems = (userId: string) => userItems(userId, SK_PREFIX.projectDays);
