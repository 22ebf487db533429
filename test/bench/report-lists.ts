import { BUDGETS } from './budgets';
import type { CallCost } from './lib/capacity-meter';
import { decimal, integer, table } from './lib/markdown';
import { LINKED_EXPENSES, LIST_SIZES, RECORDS_PER_LIST, type ListCostsReport } from './measure/list-costs';
import { operationsOf } from './report';

export const LISTS_HEADING = `## 10. Every list at ${LIST_SIZES.map(integer).join(', ')} expenses`;

/** '3 / 8 (1.5× / 1.6×)': requests and RCU, and each against the unfiltered page 1's. */
function cell(cost: CallCost | null, pageOne: CallCost): string {
  if (!cost) return '—';
  const ratio = (value: number, of: number) => (of === 0 ? '—' : `${decimal(value / of)}×`);
  return `${integer(cost.requests)} / ${decimal(cost.rcu)} (${ratio(cost.requests, pageOne.requests)} / ${ratio(cost.rcu, pageOne.rcu)})`;
}

/**
 * The highest ratio to page 1, at every size, of the filters' pages (page 1, by cursor, by number) and the
 * unfiltered page 40 (issue 52: at most 2×).
 */
function filterRatios(report: ListCostsReport, of: (cost: CallCost) => number): string {
  const filters = report.rows.filter(
    ({ call }) => call.startsWith('filter:') || call === 'expenses, page 40 by number',
  );
  const highest = report.sizes.map((_, index) =>
    Math.max(
      ...filters.flatMap(({ costs }) =>
        costs[index] ? [of(costs[index]) / of(report.pageOne[index]!)] : [],
      ),
    ),
  );
  return `${decimal(Math.max(...highest.slice(1)))}×`;
}

/** The calls whose requests or RCU change from 1,000 expenses up, with what they cost at each size. */
function notFlat(report: ListCostsReport): string[] {
  return report.rows
    .filter(({ costs }) => {
      const measured = costs.slice(1).filter((cost): cost is CallCost => cost !== null);
      return measured.some(
        (cost) => cost.requests !== measured[0]!.requests || cost.rcu !== measured[0]!.rcu,
      );
    })
    .map(({ call, costs }) => {
      const sizes = report.sizes
        .map((size, index) => {
          const cost = costs[index];
          return cost ? `${integer(size)}: ${operationsOf(cost)}, ${decimal(cost.rcu)} RCU` : null;
        })
        .filter(Boolean)
        .join('; ');
      return `  - ${call}: ${sizes}.`;
    });
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
      report.rows.map(({ call, costs, direct }) => [
        call,
        ...costs.map((cost, index) => `${cell(cost, report.pageOne[index]!)}${direct[index] ? ' †' : ''}`),
      ]),
      ['l', ...report.sizes.map(() => 'r' as const)],
    ),
    '',
    `- Every filter's page 1, page by cursor and page 40 by number, and the unfiltered page 40, from 1,000 to ${integer(report.sizes.at(-1)!)} expenses: at most ${filterRatios(report, (cost) => cost.requests)} the requests and ${filterRatios(report, (cost) => cost.rcu)} the RCU of the unfiltered page 1 (issue 52: at most ${BUDGETS.filteredPageFactor}×). The other lists answer 100 rows a page, so their ratios to a page of 25 expenses are larger; what matters is that they stay the same at every size.`,
    `- What changes with the project's size, from 1,000 expenses up (every other call is flat):`,
    ...notFlat(report),
    "  - Why a category's or payment method's calls change: they read its day counts, one item that grows with",
    '    the days that have its expenses (about 10 bytes a day), not with their number; these projects span two',
    '    years, so from 10,000 expenses every day of the filter has some and the item stops growing (1 RCU).',
    `- A search reads one Query of at most ${integer(BUDGETS.searchMaxRowsPerCall)} expenses a call (about ${decimal(
      report.rows.find(({ call }) => call.startsWith('search'))?.costs[biggest]?.rcu ?? 0,
    )} RCU at ${integer(report.sizes[biggest]!)}), whatever the project's size; 'Search further' reads the next ${integer(BUDGETS.searchMaxRowsPerCall)}.`,
    ...(report.rows.some(({ direct }) => direct.includes(true))
      ? [
          "- † Through the data layer (`listExpensePage`, the handler's own call, same requests): through the API",
          "  this call answered 503 'The service is busy' twice in a row, its Query on DynamoDB Local outlasting",
          "  the functions' 3 s DynamoDB request timeout (`client-policy.ts`) on this busy machine.",
        ]
      : []),
    `- The reference page 1 at ${integer(report.sizes[biggest]!)}: ${operationsOf(report.pageOne[biggest]!)}.`,
    `- The contractor and estimate filters read a project where its first contractor and that contractor's estimate are named on ${LINKED_EXPENSES} expenses spread`,
    "  over its two years (all 10 of the smallest): their pages are one Query of that contractor's or estimate's own",
    '  index partition, so the rows show that the rest of the project is never read, at any size.',
    '- Not measured, because the API has no such list: a list of exports (a job is read by its id), a list of',
    '  invitations apart from the household (answered whole with its members, capped by the seats).',
  ].join('\n');
}
