import type { CapacityReport } from '@reno/data';
import { sum } from './stats';

/** What one call cost DynamoDB: requests by operation and the consumed read/write units. */
export interface CallCost {
  requests: number;
  /** e.g. { GetItem: 1, Query: 1 }, in the order first seen. */
  operations: Record<string, number>;
  /** Operation names in request order, e.g. ['UpdateItem', 'TransactWriteItems']. */
  sequence: string[];
  rcu: number;
  wcu: number;
}

export function costOf(reports: readonly CapacityReport[]): CallCost {
  const operations: Record<string, number> = {};
  for (const report of reports) operations[report.operation] = (operations[report.operation] ?? 0) + 1;
  return {
    requests: reports.length,
    operations,
    sequence: reports.map((report) => report.operation),
    rcu: sum(reports.map((report) => report.readCapacityUnits)),
    wcu: sum(reports.map((report) => report.writeCapacityUnits)),
  };
}

/**
 * Collects the `onConsumedCapacity` reports of a DataContext. `measure` attributes to one call every
 * report that arrives while it runs, so calls must not overlap.
 */
export class CapacityMeter {
  private reports: CapacityReport[] | null = null;

  readonly listener = (report: CapacityReport): void => {
    this.reports?.push(report);
  };

  async measure<T>(call: () => Promise<T>): Promise<{ result: T; cost: CallCost }> {
    if (this.reports) throw new Error('CapacityMeter.measure calls must not overlap');
    this.reports = [];
    try {
      const result = await call();
      return { result, cost: costOf(this.reports) };
    } finally {
      this.reports = null;
    }
  }
}

/** Several calls as one (e.g. the dashboard's three loads). */
export function sumCosts(...costs: CallCost[]): CallCost {
  const operations: Record<string, number> = {};
  for (const cost of costs) {
    for (const [operation, count] of Object.entries(cost.operations)) {
      operations[operation] = (operations[operation] ?? 0) + count;
    }
  }
  return {
    requests: costs.reduce((total, cost) => total + cost.requests, 0),
    operations,
    sequence: costs.flatMap((cost) => cost.sequence),
    rcu: costs.reduce((total, cost) => total + cost.rcu, 0),
    wcu: costs.reduce((total, cost) => total + cost.wcu, 0),
  };
}
