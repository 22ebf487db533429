// Projects and estimates stored before the forecast existed lack its aggregates: the project has no
// `committedByCategory` map (so adding to one of its entries is refused by DynamoDB) and its estimates no
// `committedCents`. They are brought up to date lazily, the first time they are needed (a write that
// moves a commitment, or a read of the forecast or the plan), and only once: `forecastVersion` on the
// project marks it done.
//
// Invariant, at every moment: the project's map = Σ `committedCents` of its estimates that carry one.
// Every write keeps it (EstimateChanges subtracts the stored term, 0 when absent, adds the new one and
// stores it); the upgrade gives the estimates without a term theirs and adds it to the map, in the same
// transaction, conditioned on each estimate's version (which it bumps, so a writer that read the estimate
// before re-reads it) and on the term still being absent. So a concurrent write is never counted twice.
// Up to 99 estimates go per transaction with the project; a larger project takes several, and only the
// last sets the marker, so an interrupted upgrade is continued by the next one.
import type { DataContext } from './context';
import { projectEstimates } from './access-patterns';
import { commitmentKeyOf, derivedEstimateTotals } from './estimate-commitments';
import { estimateKey, projectKey, type ItemKey } from './keys';
import { batchGet, getItem, queryAll, type Item } from './requests';
import { conditions, ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { num } from './validate';

/** The shape of the forecast aggregates a project item carries once upgraded. */
export const FORECAST_VERSION = 1;

/** A transaction holds 100 items: the project and this many estimates. */
const ESTIMATES_PER_TRANSACTION = 99;

export function hasForecastAggregates(project: Item): boolean {
  return num(project.forecastVersion) >= FORECAST_VERSION;
}

function hasCommitmentMap(project: Item): boolean {
  return typeof project.committedByCategory === 'object' && project.committedByCategory !== null;
}

/**
 * Gives a project stored before the forecast its aggregates. One GetItem when it has them already (or
 * does not exist); otherwise a Query of its estimates, then per 99 estimates a GetItem, a BatchGetItem
 * and one transaction.
 */
export async function upgradeProjectForecast(
  ctx: DataContext,
  userId: string,
  projectId: number,
): Promise<void> {
  const project = await getItem(ctx, projectKey(userId, projectId));
  if (!project || hasForecastAggregates(project)) return;
  // The index copy only names the estimates; each is re-read from the table before it is counted.
  const indexed = await queryAll(ctx, {
    ...projectEstimates(userId, projectId),
    ProjectionExpression: '#pk, #sk',
    ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK' },
  });
  const keys = indexed.map((item): ItemKey => ({ PK: String(item.PK), SK: String(item.SK) }));
  const chunks: ItemKey[][] = [];
  for (let start = 0; start < keys.length; start += ESTIMATES_PER_TRANSACTION)
    chunks.push(keys.slice(start, start + ESTIMATES_PER_TRANSACTION));
  if (chunks.length === 0) chunks.push([]);
  for (const [index, chunk] of chunks.entries()) {
    const finished = await upgradeChunk(ctx, userId, projectId, chunk, index === chunks.length - 1);
    if (finished) return;
  }
}

/** Counts the uncounted estimates among `keys`; true when the project needs nothing more. */
function upgradeChunk(
  ctx: DataContext,
  userId: string,
  projectId: number,
  keys: ItemKey[],
  last: boolean,
): Promise<boolean> {
  return runTransaction(async () => {
    const transaction = new TransactionBuilder(ctx);
    const project = await getItem(ctx, projectKey(userId, projectId));
    if (!project || hasForecastAggregates(project)) return { transaction, result: true };
    const uncounted = (await batchGet(ctx, keys)).filter(
      (estimate) => num(estimate.projectId) === projectId && estimate.committedCents === undefined,
    );
    const sums: Record<string, number> = {};
    for (const estimate of uncounted) {
      const derived = derivedEstimateTotals(estimate);
      const category = commitmentKeyOf(estimate.category);
      sums[category] = (sums[category] ?? 0) + derived.committedCents;
      const version = num(estimate.version);
      transaction.update(
        estimateKey(userId, num(estimate.id)),
        { set: { ...derived, version: version + 1 } },
        {
          condition: (p) =>
            `${conditions.versionIs(version)(p)} AND attribute_not_exists(${p.name('committedCents')})`,
          onConditionFailed: () => new ConcurrencyRetry('estimate changed'),
        },
      );
    }
    const marker = last ? { forecastVersion: FORECAST_VERSION } : {};
    const retry = { onConditionFailed: () => new ConcurrencyRetry('project changed') };
    if (hasCommitmentMap(project)) {
      transaction.update(
        projectKey(userId, projectId),
        {
          set: marker,
          add: Object.entries(sums).map(([category, delta]) => ({
            path: ['committedByCategory', category],
            delta,
          })),
        },
        { condition: (p) => `attribute_exists(${p.name('committedByCategory')})`, ...retry },
      );
    } else {
      // No write can have added to a map that did not exist: it starts as the sum of this chunk.
      transaction.update(
        projectKey(userId, projectId),
        { set: { ...marker, committedByCategory: sums } },
        {
          condition: (p) =>
            `${conditions.exists(p)} AND attribute_not_exists(${p.name('committedByCategory')})`,
          ...retry,
        },
      );
    }
    return { transaction, result: last };
  });
}

/** The project item with its forecast aggregates: one GetItem, plus the upgrade the first time. */
export async function getProjectItemWithForecast(
  ctx: DataContext,
  userId: string,
  projectId: number,
): Promise<Item | undefined> {
  const project = await getItem(ctx, projectKey(userId, projectId));
  if (!project || hasForecastAggregates(project)) return project;
  await upgradeProjectForecast(ctx, userId, projectId);
  return getItem(ctx, projectKey(userId, projectId));
}
