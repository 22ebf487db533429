import { decimal, integer, table } from './lib/markdown';
import { ADMIN_ACCOUNTS, type AdminAccountsReport } from './measure/admin-accounts';
import { operationsOf } from './report';

export const ADMIN_HEADING = `## 9. The admin screen at ${integer(ADMIN_ACCOUNTS)} accounts`;

/** The section of docs/benchmarks.md on the operator's list and cards (`--only=admin`). */
export function adminSection(report: AdminAccountsReport, note?: string): string {
  return [
    ADMIN_HEADING,
    '',
    ...(note ? [note, ''] : []),
    `${integer(report.accounts)} accounts (${integer(report.memberships)} of them also members of another household),`,
    `made through the data layer in ${decimal(report.seedSeconds, 0)} s. What each call of the admin screen cost`,
    'DynamoDB Local, request by request as its handler sent them. A page is one Query of the creation index and',
    'one BatchGetItem of its profiles, whatever the accounts on it belong to (before issue 52 it also made one',
    'Query per account for its memberships, and the screen read every page); the cards are one BatchGetItem of',
    'the ten counter shards at any number of accounts (docs/architecture.md#admin-totals).',
    '',
    table(
      ['call', 'requests', 'by operation', 'RCU'],
      report.calls.map(({ call, cost }) => [
        call,
        integer(cost.requests),
        operationsOf(cost),
        decimal(cost.rcu),
      ]),
      ['l', 'r', 'l', 'r'],
    ),
  ].join('\n');
}
