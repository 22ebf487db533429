import { decimal, integer, kib, table } from './lib/markdown';
import type { StatementImportReport } from './measure/statement-import';

export const STATEMENT_IMPORT_HEADING = '## 8. Statement import: 5,000 rows';

/** The section of docs/benchmarks.md on a statement of 5,000 rows (`--only=import`). */
export function statementImportSection(report: StatementImportReport, note?: string): string {
  return [
    STATEMENT_IMPORT_HEADING,
    '',
    ...(note ? [note, ''] : []),
    `A card export of ${integer(report.rows)} rows (${kib(report.fileBytes)}, the \`us-card-signed.csv\` shape, one`,
    `a day over 2026, every 25th a refund) read as the browser reads it in ${decimal(report.readMs, 0)} ms (the CSV,`,
    'the layout guess, every row and its fingerprint). Then what the API’s data calls cost DynamoDB Local, metered',
    'request by request (RCU and WCU as DynamoDB reports them; wall time on this shared 2-core machine is noisy:',
    'compare the requests and units). The browser makes 1 check, then one request per batch, then the undo',
    `calls (10 batches each). ${integer(report.imported)} expenses were imported.`,
    '',
    'DynamoDB Local reports a transaction’s WCU without counting its items: 6 for a transaction of one expense',
    'and for one of 40 alike. By DynamoDB’s rules (2 WCU per KB of each item written in a transaction) a batch',
    'of 40 writes about 83 items (40 expenses of under 1 KB, 40 fingerprints, the project, a month or two of day',
    'counts, the counter, the batch item), about 170 WCU, so about 21,000 WCU for the 5,000 rows, and as many to',
    'undo them. A second check and a second import read each row’s fingerprint and its expense, strongly',
    'consistent: about 2 RCU a row, bounded by the file, not by the household.',
    '',
    table(
      ['step', 'requests', 'by operation', 'RCU', 'WCU', 'seconds'],
      report.steps.map(({ step, cost, seconds }) => [
        step,
        integer(cost.requests),
        Object.entries(cost.operations)
          .map(([operation, count]) => `${operation} ${integer(count)}`)
          .join(', '),
        decimal(cost.rcu),
        decimal(cost.wcu),
        decimal(seconds),
      ]),
      ['l', 'r', 'l', 'r', 'r', 'r'],
    ),
  ].join('\n');
}
