// Projects and estimates stored before the forecast existed lack its aggregates: the project has no
// `committedByCategory` map (so adding to one of its entries is refused by DynamoDB) and its estimates no
// `committedCents`. They are brought up to date by lazy-upgrade.ts, the first time they are needed (a write
// that moves a commitment, or a read of the forecast or the plan); `forecastVersion` on the project marks
// it done.
//
// Invariant, at every moment: the project's map = Σ `committedCents` of its estimates that carry one.
// Every write keeps it (EstimateChanges subtracts the stored term, 0 when absent, adds the new one and
// stores it); the upgrade gives the estimates without a term theirs and adds it to the map.
import { projectEstimates } from './access-patterns';
import { commitmentKeyOf, derivedEstimateTotals } from './estimate-totals';
import { estimateKey } from './keys';
import { addToProjectMaps, giveTerm, lazyUpgrade, type ProjectUpgrade } from './lazy-upgrade';
import type { Item } from './requests';
import { num } from './validate';

/** The shape of the forecast aggregates a project item carries once upgraded. */
export const FORECAST_VERSION = 1;

function hasForecastAggregates(project: Item): boolean {
  return num(project.forecastVersion) >= FORECAST_VERSION;
}

const forecastUpgrade: ProjectUpgrade = {
  isDone: hasForecastAggregates,
  members: projectEstimates,
  // A transaction holds 100 items: the project and this many estimates.
  perTransaction: 99,
  isUncounted: (estimate, projectId) =>
    num(estimate.projectId) === projectId && estimate.committedCents === undefined,
  count(transaction, chunk) {
    const sums: Record<string, number> = {};
    for (const estimate of chunk.uncounted) {
      const derived = derivedEstimateTotals(estimate);
      const category = commitmentKeyOf(estimate.category);
      sums[category] = (sums[category] ?? 0) + derived.committedCents;
      giveTerm(
        transaction,
        estimateKey(chunk.householdId, num(estimate.id)),
        estimate,
        'committedCents',
        derived,
      );
    }
    addToProjectMaps(
      transaction,
      chunk,
      { committedByCategory: sums },
      { forecastVersion: FORECAST_VERSION },
    );
  },
};

/**
 * upgradeProjectForecast gives a project stored before the forecast its aggregates (lazy-upgrade.ts has
 * the reads); getProjectItemWithForecast reads the project item with them: one GetItem, plus the upgrade
 * the first time.
 */
export const { upgrade: upgradeProjectForecast, projectItem: getProjectItemWithForecast } =
  lazyUpgrade(forecastUpgrade);
