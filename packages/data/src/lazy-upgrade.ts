// Bringing a project stored before some aggregate existed up to date: lazily (the first time a write or
// a read needs the aggregate) and only once (a marker on the project says it is done).
//
// The project's members (its estimates, its expenses) that the aggregate does not count yet carry no
// term of it; the upgrade counts them and gives each its term, in the same transaction, conditioned on
// each member's version (which it bumps, so a writer that read the member before re-reads it) and on the
// term still being absent. Every write keeps the aggregate = Σ of the terms, so a concurrent write is never
// counted twice. A project with many members takes several transactions; only the last sets the marker,
// so an interrupted upgrade is continued by the next one.
import type { DataContext } from './context';
import type { KeyQuery } from './access-patterns';
import { projectKey, type ItemKey } from './keys';
import { batchGet, getItem, queryAll, type Item } from './requests';
import { conditions, ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { num } from './validate';

export interface ProjectUpgrade {
  isDone(project: Item): boolean;
  /** The project's members (any index copy: each is re-read from the table before it is counted). */
  members(householdId: string, projectId: number): KeyQuery;
  /** Members per transaction, so that they and the items they feed stay within 100. */
  perTransaction: number;
  /** True when the member is the project's and carries no term yet. */
  isUncounted(member: Item, projectId: number): boolean;
  /**
   * Adds to `transaction` the writes that count `uncounted` (re-read from the table) and, when `last`,
   * set the marker on the project.
   */
  count(transaction: TransactionBuilder, context: UpgradeChunk): void;
}

interface UpgradeChunk {
  householdId: string;
  projectId: number;
  project: Item;
  uncounted: Item[];
  last: boolean;
}

/**
 * Gives one member its term (`set`, which holds `term`): optimistic on the member's version, which it
 * bumps, and only while the member still has no term (a write may have given it one since).
 */
export function giveTerm(
  transaction: TransactionBuilder,
  key: ItemKey,
  member: Item,
  term: string,
  set: Record<string, unknown>,
): void {
  const version = num(member.version);
  transaction.update(
    key,
    { set: { ...set, version: version + 1 } },
    {
      condition: (p) => `${conditions.versionIs(version)(p)} AND attribute_not_exists(${p.name(term)})`,
      onConditionFailed: () => new ConcurrencyRetry(`${String(member.entity)} changed`),
    },
  );
}

/** With the last chunk of an upgrade that adds no maps, sets its `marker` on the project. */
export function markUpgraded(
  transaction: TransactionBuilder,
  { householdId, projectId, last }: UpgradeChunk,
  marker: Record<string, unknown>,
): void {
  if (!last) return;
  transaction.update(
    projectKey(householdId, projectId),
    { set: marker },
    { condition: conditions.exists, onConditionFailed: () => new ConcurrencyRetry('project changed') },
  );
}

/**
 * Adds a chunk's sums to the project's maps (map name → entry → delta) and, with the last chunk, sets
 * `marker`. The maps are always set together, so the first one stands for all: a project without them
 * gets them set to the sums, since no write can have added to maps that did not exist.
 */
export function addToProjectMaps(
  transaction: TransactionBuilder,
  { householdId: householdId, projectId, project, last }: UpgradeChunk,
  sums: Record<string, Record<string, number>>,
  marker: Record<string, unknown>,
): void {
  const names = Object.keys(sums);
  const first = names[0] ?? '';
  const set = last ? marker : {};
  const retry = { onConditionFailed: () => new ConcurrencyRetry('project changed') };
  if (typeof project[first] === 'object' && project[first] !== null) {
    transaction.update(
      projectKey(householdId, projectId),
      {
        set,
        add: names.flatMap((name) =>
          Object.entries(sums[name] ?? {}).map(([entry, delta]) => ({ path: [name, entry], delta })),
        ),
      },
      { condition: (p) => `attribute_exists(${p.name(first)})`, ...retry },
    );
  } else {
    transaction.update(
      projectKey(householdId, projectId),
      { set: { ...set, ...sums } },
      { condition: (p) => `${conditions.exists(p)} AND attribute_not_exists(${p.name(first)})`, ...retry },
    );
  }
}

/**
 * One GetItem when the project is done (or does not exist); otherwise a Query of its members, then per
 * chunk a GetItem, a BatchGetItem and one transaction.
 */
async function upgradeProjectOnce(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  upgrade: ProjectUpgrade,
): Promise<void> {
  const project = await getItem(ctx, projectKey(householdId, projectId));
  if (!project || upgrade.isDone(project)) return;
  const indexed = await queryAll(ctx, {
    ...upgrade.members(householdId, projectId),
    ProjectionExpression: '#pk, #sk',
    ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK' },
  });
  const keys = indexed.map((item): ItemKey => ({ PK: String(item.PK), SK: String(item.SK) }));
  const chunks: ItemKey[][] = [];
  for (let start = 0; start < keys.length; start += upgrade.perTransaction)
    chunks.push(keys.slice(start, start + upgrade.perTransaction));
  if (chunks.length === 0) chunks.push([]);
  for (const [index, chunk] of chunks.entries()) {
    const last = index === chunks.length - 1;
    const finished = await runTransaction(async () => {
      const transaction = new TransactionBuilder(ctx);
      const current = await getItem(ctx, projectKey(householdId, projectId));
      if (!current || upgrade.isDone(current)) return { transaction, result: true };
      const uncounted = (await batchGet(ctx, chunk)).filter((member) =>
        upgrade.isUncounted(member, projectId),
      );
      upgrade.count(transaction, { householdId: householdId, projectId, project: current, uncounted, last });
      return { transaction, result: last };
    });
    if (finished) return;
  }
}

/** The project item with an upgrade's aggregates: one GetItem, plus the upgrade the first time. */
async function getProjectItemUpgraded(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  upgrade: ProjectUpgrade,
): Promise<Item | undefined> {
  const project = await getItem(ctx, projectKey(householdId, projectId));
  if (!project || upgrade.isDone(project)) return project;
  await upgradeProjectOnce(ctx, householdId, projectId, upgrade);
  return getItem(ctx, projectKey(householdId, projectId));
}

/**
 * An upgrade's two ways in: `upgrade` brings the project up to date now (a write's repair), `projectItem`
 * reads the project item through it (one GetItem once done).
 */
export function lazyUpgrade(upgrade: ProjectUpgrade) {
  return {
    upgrade: (ctx: DataContext, householdId: string, projectId: number): Promise<void> =>
      upgradeProjectOnce(ctx, householdId, projectId, upgrade),
    projectItem: (ctx: DataContext, householdId: string, projectId: number): Promise<Item | undefined> =>
      getProjectItemUpgraded(ctx, householdId, projectId, upgrade),
  };
}
