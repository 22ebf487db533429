import { BUDGETS } from './budgets';
import type { CallCost } from './lib/capacity-meter';
import { decimal, integer, table } from './lib/markdown';
import { LIST_SIZES, RECORDS_PER_LIST, type ListCostsReport } from './measure/list-costs';
import { operationsOf } from './report';

export const LISTS_HEADING = `## 10. Every list at ${LIST_SIZES.map(integer).join(', ')} expenses`;

/** '3 / 8 (1.5× / 1.6×)': requests and RCU, and each against the unfiltered page 1's. */
function cell(cost: CallCost | null, pageOne: CallCost): string {
  if (!cost) return '—';
  const ratio = (value: number, of: number) => (of === 0 ? '—' : `${decimal(value / of)}×`);
  return `${integer(cost.requests)} / ${decimal(cost.rcu)} (${ratio(cost.requests, pageOne.requests)} / ${ratio(cost.rcu, pageOne.rcu)})`;
}

/** The highest ratio of any measured call to page 1 at the size: what the issue's "at most 2×" is about. */
function highest(report: ListCostsReport, index: number, of: (cost: CallCost) => number): string {
  const pageOne = of(report.pageOne[index]!);
  const ratios = report.rows
    .filter(({ call }) => !call.startsWith('search') && !call.includes('by number'))
    .flatMap(({ costs }) => (costs[index] ? [of(costs[index]) / pageOne] : []));
  return `${decimal(Math.max(...ratios))}×`;
}

/** The section of docs/benchmarks.md on every paged list at four sizes (`--only=lists`). */
export function listsSection(report: ListCostsReport, note?: string): string {
  const biggest = report.sizes.length - 1;
  return [
    LISTS_HEADING,
    '',
    ...(note ? [note, ''] : []),
    `One project per size, each in a household of its own, written through the statement import's batch writer`,
    `(test/bench/lib/big-project.ts) and kept on this machine between runs as a DynamoDB Local data folder`,
    `(test/node_modules/.cache/big-project, never committed): ${integer(report.source.bytesOnDisk / 1_048_576)} MiB on disk, ${
      report.source.prepared
        ? `built by this run in ${decimal(report.source.seconds / 60)} min (the four at once; seeding ${report.sizes
            .map((size, index) => `${integer(size)} in ${decimal(report.seedSeconds[index]!, 0)} s`)
            .join(', ')})`
        : `built earlier in ${decimal(report.source.seconds / 60)} min and copied for this run`
    }. Each household also has ${RECORDS_PER_LIST} contractors, estimates and milestones (more than one page`,
    'of the lists\u2019 100), made through the data layer for the run.',
    '',
    'Each cell: requests / RCU of the call, and in brackets each as a multiple of the same project\u2019s',
    'unfiltered page 1 (the reference row). Counts only: DynamoDB Local reports the read units by DynamoDB\u2019s',
    'rules, whatever else runs on the machine. — : no such page (a 10-expense project has no page 40; a filter',
    'with one match has no second page).',
    '',
    table(
      ['call', ...report.sizes.map((size) => `${integer(size)} expenses`)],
      report.rows.map(({ call, costs }) => [
        call,
        ...costs.map((cost, index) => cell(cost, report.pageOne[index]!)),
      ]),
      ['l', ...report.sizes.map(() => 'r' as const)],
    ),
    '',
    `- Filters and lists by cursor or on page 1, against page 1, at ${report.sizes
      .map(
        (size, index) =>
          `${integer(size)}: ${highest(report, index, (cost) => cost.requests)} the requests, ${highest(report, index, (cost) => cost.rcu)} the RCU`,
      )
      .join(
        '; ',
      )} (issue 52 asks for at most ${BUDGETS.filteredPageFactor}×; a page asked for by number may read ${BUDGETS.filteredPageByNumberRcuFactor}× the RCU).`,
    `- A search reads one Query of at most 1 MB a call (about ${decimal(
      report.rows.find(({ call }) => call.startsWith('search'))?.costs[biggest]?.rcu ?? 0,
    )} RCU at ${integer(report.sizes[biggest]!)}), whatever the project's size; 'Search further' reads the next 1 MB.`,
    `- The reference page 1 at ${integer(report.sizes[biggest]!)}: ${operationsOf(report.pageOne[biggest]!)}.`,
    '- Not measured, because the API has no such list: a filter by contractor or estimate (the expense list query',
    '  has none: docs/product.md#validation-expense-list), a list of exports (a job is read by its id), a list of',
    '  invitations apart from the household (answered whole with its members, capped by the seats).',
  ].join('\n');
}
