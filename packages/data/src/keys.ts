// Every key of the single table is built here, so the layout in docs/architecture.md has one source.

export interface ItemKey {
  PK: string;
  SK: string;
}

/** Zero-padded so that string order is numeric order (ids are positive integers). */
export function padId(id: number): string {
  return String(id).padStart(12, '0');
}

/**
 * A person's partition, which is also their household's: the owner's profile and every record of the
 * household live here (`USER#` is the stored format, kept for the data already in deployed tables).
 */
export const userPartition = (id: string) => `USER#${id}`;
export const projectPartition = (householdId: string, projectId: number) =>
  `USER#${householdId}#PROJECT#${padId(projectId)}`;
export const contractorLinkPartition = (householdId: string, contractorId: number) =>
  `USER#${householdId}#CONTRACTOR#${padId(contractorId)}`;
/** A home's partition of the projectItems index (GSI1): its rooms, its basis reductions and its maintenance tasks. */
export const homePartition = (householdId: string, homeId: number) =>
  `USER#${householdId}#HOME#${padId(homeId)}`;
/** A room's partition of the projectItems index (GSI1): the items in it and its photos. */
export const roomPartition = (householdId: string, roomId: number) =>
  `USER#${householdId}#ROOM#${padId(roomId)}`;
export const estimateLinkPartition = (householdId: string, estimateId: number) =>
  `USER#${householdId}#ESTIMATE#${padId(estimateId)}`;
/** A project's expenses of one category (lower case, `categoryKeyOf`): a partition of expensesByCategory. */
export const projectCategoryPartition = (householdId: string, projectId: number, categoryKey: string) =>
  `${projectPartition(householdId, projectId)}#CATEGORY#${categoryKey}`;
/** A project's expenses of one payment method: a partition of expensesByMethod. */
export const projectMethodPartition = (householdId: string, projectId: number, paymentMethod: string) =>
  `${projectPartition(householdId, projectId)}#METHOD#${paymentMethod}`;
/** A project's expenses that name one contractor: a partition of expensesByContractor. */
export const projectContractorPartition = (householdId: string, projectId: number, contractorId: number) =>
  `${projectPartition(householdId, projectId)}#CONTRACTOR#${padId(contractorId)}`;
/** A project's expenses linked to one estimate: a partition of expensesByEstimate. */
export const projectEstimatePartition = (householdId: string, projectId: number, estimateId: number) =>
  `${projectPartition(householdId, projectId)}#ESTIMATE#${padId(estimateId)}`;

export const SK_PREFIX = {
  profile: 'PROFILE',
  project: 'PROJECT#',
  projectDays: 'PROJDAYS#',
  scopeDays: 'SCOPEDAYS#',
  expense: 'EXPENSE#',
  contractor: 'CONTRACTOR#',
  estimate: 'ESTIMATE#',
  milestone: 'MILESTONE#',
  home: 'HOME#',
  room: 'ROOM#',
  homeItem: 'HOMEITEM#',
  photo: 'PHOTO#',
  basisReduction: 'BASISREDUCTION#',
  maintenance: 'MAINTENANCE#',
  changeOrder: 'CHANGEORDER#',
  chat: 'CHAT#',
  objectKeys: 'OBJKEYS#',
  slug: 'SLUG#',
  idempotency: 'IDEMPOTENCY#',
  exportJob: 'EXPORT#',
  exportRun: 'EXPORTRUN#',
  member: 'MEMBER#',
  membership: 'MEMBEROF#',
  invitation: 'INVITE#',
  reminderSettings: 'REMINDERS#SETTINGS#',
  reminderSent: 'REMINDERS#SENT#',
  importFingerprint: 'IMPORTFP#',
  importBatch: 'IMPORT#',
  importLayout: 'IMPORTLAYOUT#',
  importRule: 'IMPORTRULE#',
} as const;

/** An item of one partition (a person's, which is also their household's). */
const ownItem = (partitionId: string, sortKey: string): ItemKey => ({
  PK: userPartition(partitionId),
  SK: sortKey,
});
/** The key of a household's record numbered by its sequence (ids.ts): `<prefix><padded id>`. */
const numbered =
  (prefix: string) =>
  (householdId: string, id: number): ItemKey =>
    ownItem(householdId, `${prefix}${padId(id)}`);
/**
 * The key of a record named in its partition by a string (a slug, a UUID, a hash, a member's id):
 * `<prefix><name>`.
 */
const named =
  (prefix: string) =>
  (partitionId: string, name: string): ItemKey =>
    ownItem(partitionId, `${prefix}${name}`);

/** A person's profile; a household owner's also holds the household's counters and sequences. */
export const profileKey = (userId: string): ItemKey => ownItem(userId, SK_PREFIX.profile);
export const projectKey = numbered(SK_PREFIX.project);
export const projectDaysPrefix = (projectId: number) => `${SK_PREFIX.projectDays}${padId(projectId)}#`;
/** Per-project, per-month item holding expense counts per day (see expense-pages.ts). */
export const projectDaysKey = (householdId: string, projectId: number, month: string): ItemKey =>
  ownItem(householdId, `${projectDaysPrefix(projectId)}${month}`);
export const projectScopeDaysPrefix = (projectId: number) => `${SK_PREFIX.scopeDays}${padId(projectId)}#`;
/**
 * Per-project, per-scope item holding one category's or payment method's expense count per day, so a
 * filtered page asked for by number starts on its day (expense-scope-days.ts); `scope` is
 * 'category#materials' or 'method#cash'. Not under PROJDAYS#: the month items' Query does not read it.
 */
export const projectScopeDaysKey = (householdId: string, projectId: number, scope: string): ItemKey =>
  ownItem(householdId, `${projectScopeDaysPrefix(projectId)}${scope}`);
export const expenseKey = numbered(SK_PREFIX.expense);
export const contractorKey = numbered(SK_PREFIX.contractor);
export const estimateKey = numbered(SK_PREFIX.estimate);
export const changeOrderKey = numbered(SK_PREFIX.changeOrder);
export const milestoneKey = numbered(SK_PREFIX.milestone);
export const homeKey = numbered(SK_PREFIX.home);
export const roomKey = numbered(SK_PREFIX.room);
export const homeItemKey = numbered(SK_PREFIX.homeItem);
export const photoKey = numbered(SK_PREFIX.photo);
export const basisReductionKey = numbered(SK_PREFIX.basisReduction);
export const maintenanceTaskKey = numbered(SK_PREFIX.maintenance);
/** A person's chat message, in their own partition (each member has their own conversation). */
export const chatKey = (userId: string, id: number): ItemKey =>
  ownItem(userId, `${SK_PREFIX.chat}${padId(id)}`);
/** Receipt/attachment keys collected by a running cascade, so an interrupted run loses none. */
export const objectKeysPrefix = (cascade: string) => `${SK_PREFIX.objectKeys}${cascade}#`;
/** One batch of those keys, named by `tag` (the first record it came from, or a merge of batches). */
export const parkedObjectKeysKey = (householdId: string, cascade: string, tag: string): ItemKey =>
  ownItem(householdId, `${objectKeysPrefix(cascade)}${tag}`);
/**
 * A counter of one UTC day in one partition: a household's (upload forms, exports) or a person's (their
 * assistant messages).
 */
export const dailyQuotaKey = (partitionId: string, name: string, day: string): ItemKey =>
  ownItem(partitionId, `QUOTA#${name}#${day}`);
/** App-wide counters (e.g. assistant messages of all users) in a partition of their own. */
export const globalQuotaKey = (name: string, day: string): ItemKey => ({ PK: `QUOTA#${name}`, SK: day });
/** A person's password-recovery code (its hash). */
export const recoveryCodeKey = (userId: string): ItemKey => ownItem(userId, 'RECOVERY_CODE');

/** A project slug claimed in its household's partition: unique there, so it reveals nothing about others. */
export const slugKey = named(SK_PREFIX.slug);
/** A create's Idempotency-Key, kept in the household's partition (keys are the client's, unique there). */
export const idempotencyKey = named(SK_PREFIX.idempotency);
/** A records-archive job (issue 23); its id is a UUID, so no sequence is needed. */
export const exportJobKey = named(SK_PREFIX.exportJob);
/** Present while a project's export runs: names the job, so a second start gets that one. */
export const exportRunKey = (householdId: string, projectId: number): ItemKey =>
  ownItem(householdId, `${SK_PREFIX.exportRun}${padId(projectId)}`);
/** Present while a home's packet is built: names the job, as exportRunKey does for a project. */
export const homePacketRunKey = (householdId: string, homeId: number): ItemKey =>
  ownItem(householdId, `${SK_PREFIX.exportRun}HOME#${padId(homeId)}`);
/**
 * A member of a household (not its owner, who is the partition itself): in the household's partition,
 * so one GetItem says whether, and as what, someone may act there.
 */
export const memberKey = named(SK_PREFIX.member);
/** The same membership seen from the member: their households, one Query of their own partition. */
export const membershipKey = named(SK_PREFIX.membership);
/** A pending invitation to the household; its id is a UUID. */
export const invitationKey = named(SK_PREFIX.invitation);
/**
 * An invitation's token, found by its hash alone (the link carries nothing else): names the household and
 * the invitation. The token itself is never stored.
 */
export const invitationTokenKey = (tokenHash: string): ItemKey => ({
  PK: `${SK_PREFIX.invitation}${tokenHash}`,
  SK: 'TOKEN',
});
/**
 * A bank transaction imported from a statement, by its fingerprint (@reno/domain/statement-import): names
 * the expense it became. It counts only while that expense exists (statement-imports.ts).
 */
export const importFingerprintKey = named(SK_PREFIX.importFingerprint);
/** The batches of one statement import (its id is a UUID), each by the first expense id it wrote. */
export const importBatchPrefix = (importId: string) => `${SK_PREFIX.importBatch}${importId}#`;
/** One batch of a statement import: the ids of the expenses it wrote, which undoing the import deletes. */
export const importBatchKey = (householdId: string, importId: string, firstExpenseId: number): ItemKey =>
  ownItem(householdId, `${importBatchPrefix(importId)}${padId(firstExpenseId)}`);
/** The CSV layout a household chose for a file shape, by the shape's shortHash. */
export const importLayoutKey = named(SK_PREFIX.importLayout);
/** A rule learned from the household's imports: a vendor's category and payment method, by the vendor's shortHash. */
export const importRuleKey = named(SK_PREFIX.importRule);
/** A member's reminder settings (the owner's too) in the household's partition. */
export const reminderSettingsKey = named(SK_PREFIX.reminderSettings);
/** One reminder sent to one member: written, on condition it is not there, before the e-mail goes. */
export const reminderSentKey = (householdId: string, memberId: string, reminder: string): ItemKey =>
  ownItem(householdId, `${SK_PREFIX.reminderSent}${memberId}#${reminder}`);
/** An unsubscribe token, found by its hash alone (the e-mail's link carries nothing else). */
export const unsubscribeTokenKey = (tokenHash: string): ItemKey => ({
  PK: `UNSUBSCRIBE#${tokenHash}`,
  SK: 'TOKEN',
});
/** A member's calendar feed link in the household (docs/product.md#calendar-feed): the hash of its token. */
export const calendarLinkKey = (householdId: string, memberId: string): ItemKey =>
  ownItem(householdId, `CALENDAR#${memberId}`);
/** A calendar feed's token, found by its hash alone (the feed's address carries nothing else). */
export const calendarTokenKey = (tokenHash: string): ItemKey => ({
  PK: `CALENDAR#${tokenHash}`,
  SK: 'TOKEN',
});
/** A share link of a home's packet (docs/product.md#home-share-links), listed per home; its id is a UUID. */
export const homeShareLinkKey = (householdId: string, homeId: number, linkId: string): ItemKey =>
  ownItem(householdId, `${homeShareLinksPrefix(homeId)}${linkId}`);
export const homeShareLinksPrefix = (homeId: number) => `HOMESHARE#${padId(homeId)}#`;
/** A share link's token, found by its hash alone (the page's address carries nothing else). */
export const homeShareTokenKey = (tokenHash: string): ItemKey => ({
  PK: `HOMESHARE#${tokenHash}`,
  SK: 'TOKEN',
});
/**
 * Present while a household has something a reminder may name (a payment schedule, a milestone with a
 * target date): the sweep's list of households (`remindableInList` below).
 */
export const remindableKey = (householdId: string): ItemKey => ownItem(householdId, 'REMINDERS#HOUSEHOLD');
export const stripeCustomerKey = (customerId: string): ItemKey => ({
  PK: `STRIPE#${customerId}`,
  SK: 'CUSTOMER',
});
export const stripeEventKey = (eventId: string): ItemKey => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' });
/**
 * One shard of the operator's totals (admin-totals.ts): a partition each, so the transactions that move them
 * spread over ADMIN_TOTAL_SHARDS items instead of all writing one.
 */
export const adminTotalsShardKey = (shard: number): ItemKey => ({
  PK: `ADMIN_TOTALS#${shard}`,
  SK: 'TOTALS',
});
/** The attribute of a profile naming one household its owner is a member of (households.ts). */
export const HOUSEHOLD_ATTRIBUTE_PREFIX = 'household#';
export const householdAttribute = (householdId: string) => `${HOUSEHOLD_ATTRIBUTE_PREFIX}${householdId}`;
/** On a profile whose households attributes are complete (households-upgrade.ts lists those of older ones). */
export const HOUSEHOLDS_LISTED = 'householdsListed';

// Index keys: the attributes that put an item into one index (physical names in table.ts `indexes`).

/** The sort key of an expense in every index that orders a project's expenses by date (then id). */
export const expenseByDateSortKey = (date: string, id: number) => `${SK_PREFIX.expense}${date}#${padId(id)}`;
export const expenseInProject = (householdId: string, projectId: number, date: string, id: number) => ({
  GSI1PK: projectPartition(householdId, projectId),
  GSI1SK: expenseByDateSortKey(date, id),
});
/**
 * expensesByCategory and expensesByMethod: the expense under its project's category and payment method,
 * by date (then id), so a filtered page is one Query like the unfiltered one (expense-filtered-pages.ts).
 */
export const expenseInFilters = (
  householdId: string,
  projectId: number,
  expense: { categoryKey: string; paymentMethod: string; date: string; id: number },
) => ({
  GSI5PK: projectCategoryPartition(householdId, projectId, expense.categoryKey),
  GSI5SK: expenseByDateSortKey(expense.date, expense.id),
  GSI6PK: projectMethodPartition(householdId, projectId, expense.paymentMethod),
  GSI6SK: expenseByDateSortKey(expense.date, expense.id),
});
/** The attributes `expenseInFilters` sets: an expense stored before them lacks the first (filters-upgrade.ts). */
export const FILTER_KEY_ATTRIBUTES = ['GSI5PK', 'GSI5SK', 'GSI6PK', 'GSI6SK'] as const;
/**
 * expensesByContractor and expensesByEstimate (sparse): the expense under its project's contractor and
 * estimate, by date (then id), when it names them; a page filtered by either is one Query.
 */
export const expenseInLinkFilters = (
  householdId: string,
  projectId: number,
  expense: { contractorId: number | null; estimateId: number | null; date: string; id: number },
) => ({
  ...(expense.contractorId !== null
    ? {
        GSI7PK: projectContractorPartition(householdId, projectId, expense.contractorId),
        GSI7SK: expenseByDateSortKey(expense.date, expense.id),
      }
    : {}),
  ...(expense.estimateId !== null
    ? {
        GSI8PK: projectEstimatePartition(householdId, projectId, expense.estimateId),
        GSI8SK: expenseByDateSortKey(expense.date, expense.id),
      }
    : {}),
});
/**
 * projectItems (GSI1): a record in its parent's partition (a project's, a home's or a room's) by its own sort
 * key, so the parent's records of its kind are one Query.
 */
const inParentPartition =
  (
    parentPartition: (householdId: string, parentId: number) => string,
    keyOf: (householdId: string, id: number) => ItemKey,
  ) =>
  (householdId: string, parentId: number, id: number) => ({
    GSI1PK: parentPartition(householdId, parentId),
    GSI1SK: keyOf(householdId, id).SK,
  });
/** A project's estimates by id (projectEstimates). */
export const estimateInProject = inParentPartition(projectPartition, estimateKey);
/** A project's milestones by id (projectMilestones). */
export const milestoneInProject = inParentPartition(projectPartition, milestoneKey);
/** A home's rooms (homeRooms). */
export const roomInHome = inParentPartition(homePartition, roomKey);
/** A home's basis reductions (homeBasisReductions). */
export const basisReductionInHome = inParentPartition(homePartition, basisReductionKey);
/** A home's maintenance tasks (homeMaintenanceTasks). */
export const maintenanceTaskInHome = inParentPartition(homePartition, maintenanceTaskKey);
/** A room's items (roomItems). */
export const homeItemInRoom = inParentPartition(roomPartition, homeItemKey);
/**
 * A photo in its room's partition of GSI1 by the day it was taken (then id), so a room's timeline is one
 * Query, newest first (roomPhotosNewestFirst).
 */
export const photoInRoom = (householdId: string, roomId: number, takenOn: string, id: number) => ({
  GSI1PK: roomPartition(householdId, roomId),
  GSI1SK: `${SK_PREFIX.photo}${takenOn}#${padId(id)}`,
});

/** usersByCreation: one partition holding every user profile, sorted by creation time. */
export const ALL_USERS_PARTITION = 'USERS';
export const userInList = (createdAt: string, userId: string) => ({
  GSI2PK: ALL_USERS_PARTITION,
  GSI2SK: `${createdAt}#${userId}`,
});
/**
 * usersByCreation, a partition of its own: the households the reminder sweep visits (sparse: only their
 * `remindableKey` items carry it). Not ALL_USERS_PARTITION, so the user list never sees them.
 */
export const REMINDABLE_PARTITION = 'REMINDABLE';
export const remindableInList = (householdId: string) => ({
  GSI2PK: REMINDABLE_PARTITION,
  GSI2SK: householdId,
});

/** contractorLinks: an expense or estimate (its table sort key) under the contractor it names. */
export const linkedToContractor = (householdId: string, contractorId: number, item: ItemKey) => ({
  GSI3PK: contractorLinkPartition(householdId, contractorId),
  GSI3SK: item.SK,
});
/** Removing these takes an item out of contractorLinks and an expense out of expensesByContractor. */
export const CONTRACTOR_LINK_ATTRIBUTES = ['GSI3PK', 'GSI3SK', 'GSI7PK', 'GSI7SK'] as const;

/** estimateLinks: an expense under the estimate it is linked to. */
export const linkedToEstimate = (householdId: string, estimateId: number, expenseId: number) => ({
  GSI4PK: estimateLinkPartition(householdId, estimateId),
  GSI4SK: expenseKey(householdId, expenseId).SK,
});
/** Removing these takes an expense out of estimateLinks and expensesByEstimate. */
export const ESTIMATE_LINK_ATTRIBUTES = ['GSI4PK', 'GSI4SK', 'GSI8PK', 'GSI8SK'] as const;

export function keyString(key: ItemKey): string {
  return `${key.PK}\u0000${key.SK}`;
}
