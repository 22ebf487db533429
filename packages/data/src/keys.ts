// Every key of the single table is built here, so the layout in docs/architecture.md has one source.

export interface ItemKey {
  PK: string;
  SK: string;
}

/** Zero-padded so that string order is numeric order (ids are positive integers). */
export function padId(id: number): string {
  return String(id).padStart(12, '0');
}

export const userPartition = (userId: string) => `USER#${userId}`;
export const projectPartition = (userId: string, projectId: number) =>
  `USER#${userId}#PROJECT#${padId(projectId)}`;
export const contractorLinkPartition = (userId: string, contractorId: number) =>
  `USER#${userId}#CONTRACTOR#${padId(contractorId)}`;
export const estimateLinkPartition = (userId: string, estimateId: number) =>
  `USER#${userId}#ESTIMATE#${padId(estimateId)}`;

export const SK_PREFIX = {
  profile: 'PROFILE',
  project: 'PROJECT#',
  projectDays: 'PROJDAYS#',
  expense: 'EXPENSE#',
  contractor: 'CONTRACTOR#',
  estimate: 'ESTIMATE#',
  milestone: 'MILESTONE#',
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
} as const;

/** An item of the user's own partition. */
const ownItem = (userId: string, sortKey: string): ItemKey => ({ PK: userPartition(userId), SK: sortKey });
/** The key of an entity numbered by the user's sequence (ids.ts): `<prefix><padded id>`. */
const numbered =
  (prefix: string) =>
  (userId: string, id: number): ItemKey =>
    ownItem(userId, `${prefix}${padId(id)}`);

export const profileKey = (userId: string): ItemKey => ownItem(userId, SK_PREFIX.profile);
export const projectKey = numbered(SK_PREFIX.project);
export const projectDaysPrefix = (projectId: number) => `${SK_PREFIX.projectDays}${padId(projectId)}#`;
/** Per-project, per-month item holding expense counts per day (see expense-pages.ts). */
export const projectDaysKey = (userId: string, projectId: number, month: string): ItemKey =>
  ownItem(userId, `${projectDaysPrefix(projectId)}${month}`);
export const expenseKey = numbered(SK_PREFIX.expense);
export const contractorKey = numbered(SK_PREFIX.contractor);
export const estimateKey = numbered(SK_PREFIX.estimate);
export const changeOrderKey = numbered(SK_PREFIX.changeOrder);
export const milestoneKey = numbered(SK_PREFIX.milestone);
export const chatKey = numbered(SK_PREFIX.chat);
/** Receipt/attachment keys collected by a running cascade, so an interrupted run loses none. */
export const objectKeysPrefix = (cascade: string) => `${SK_PREFIX.objectKeys}${cascade}#`;

/** A project slug claimed in its owner's partition: unique per user, so it reveals nothing about others. */
export const slugKey = (userId: string, slug: string): ItemKey => ownItem(userId, `${SK_PREFIX.slug}${slug}`);
/** A create's Idempotency-Key, kept in its user's partition (keys are the client's, unique per user). */
export const idempotencyKey = (userId: string, key: string): ItemKey =>
  ownItem(userId, `${SK_PREFIX.idempotency}${key}`);
/** A records-archive job (issue 23); its id is a UUID, so no sequence is needed. */
export const exportJobKey = (userId: string, id: string): ItemKey =>
  ownItem(userId, `${SK_PREFIX.exportJob}${id}`);
/** Present while a project's export runs: names the job, so a second start gets that one. */
export const exportRunKey = (userId: string, projectId: number): ItemKey =>
  ownItem(userId, `${SK_PREFIX.exportRun}${padId(projectId)}`);
/**
 * A member of a household (not its owner, who is the partition itself): in the household's partition,
 * so one GetItem says whether, and as what, someone may act there.
 */
export const memberKey = (householdId: string, memberId: string): ItemKey =>
  ownItem(householdId, `${SK_PREFIX.member}${memberId}`);
/** The same membership seen from the member: their households, one Query of their own partition. */
export const membershipKey = (memberId: string, householdId: string): ItemKey =>
  ownItem(memberId, `${SK_PREFIX.membership}${householdId}`);
/** A pending invitation to the household; its id is a UUID. */
export const invitationKey = (householdId: string, id: string): ItemKey =>
  ownItem(householdId, `${SK_PREFIX.invitation}${id}`);
/**
 * An invitation's token, found by its hash alone (the link carries nothing else): names the household and
 * the invitation. The token itself is never stored.
 */
export const invitationTokenKey = (tokenHash: string): ItemKey => ({
  PK: `${SK_PREFIX.invitation}${tokenHash}`,
  SK: 'TOKEN',
});
export const stripeCustomerKey = (customerId: string): ItemKey => ({
  PK: `STRIPE#${customerId}`,
  SK: 'CUSTOMER',
});
export const stripeEventKey = (eventId: string): ItemKey => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' });

// Index keys: the attributes that put an item into one index (physical names in table.ts `indexes`).

/** projectItems: a project's expenses by date (then id). */
const expenseByDateSortKey = (date: string, id: number) => `${SK_PREFIX.expense}${date}#${padId(id)}`;
export const expenseInProject = (userId: string, projectId: number, date: string, id: number) => ({
  GSI1PK: projectPartition(userId, projectId),
  GSI1SK: expenseByDateSortKey(date, id),
});
/** projectItems: a project's estimates by id. */
export const estimateInProject = (userId: string, projectId: number, id: number) => ({
  GSI1PK: projectPartition(userId, projectId),
  GSI1SK: estimateKey(userId, id).SK,
});
/** projectItems: a project's milestones by id. */
export const milestoneInProject = (userId: string, projectId: number, id: number) => ({
  GSI1PK: projectPartition(userId, projectId),
  GSI1SK: milestoneKey(userId, id).SK,
});

/** usersByCreation: one partition holding every user profile, sorted by creation time. */
export const ALL_USERS_PARTITION = 'USERS';
export const userInList = (createdAt: string, userId: string) => ({
  GSI2PK: ALL_USERS_PARTITION,
  GSI2SK: `${createdAt}#${userId}`,
});

/** contractorLinks: an expense or estimate (its table sort key) under the contractor it names. */
export const linkedToContractor = (userId: string, contractorId: number, item: ItemKey) => ({
  GSI3PK: contractorLinkPartition(userId, contractorId),
  GSI3SK: item.SK,
});
/** Removing these takes an item out of contractorLinks. */
export const CONTRACTOR_LINK_ATTRIBUTES = ['GSI3PK', 'GSI3SK'] as const;

/** estimateLinks: an expense under the estimate it is linked to. */
export const linkedToEstimate = (userId: string, estimateId: number, expenseId: number) => ({
  GSI4PK: estimateLinkPartition(userId, estimateId),
  GSI4SK: expenseKey(userId, expenseId).SK,
});
/** Removing these takes an item out of estimateLinks. */
export const ESTIMATE_LINK_ATTRIBUTES = ['GSI4PK', 'GSI4SK'] as const;

export function keyString(key: ItemKey): string {
  return `${key.PK}\u0000${key.SK}`;
}
