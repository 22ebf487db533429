import { BUDGETS } from './budgets';
import { decimal, integer, kib, table } from './lib/markdown';
import { WAITING_EXPENSES, type OfflineReport } from './measure/offline-capture';

export const OFFLINE_HEADING = '## 7. Offline capture: the precache, and syncing the outbox';

/** What installing the app downloads, and what 20 expenses added offline cost when the connection is back. */
export function offlineSection(report: OfflineReport, note?: string): string {
  const { precache, sync } = report;
  const requests = sync.requests.reduce((sum, row) => sum + row.count, 0);
  return [
    OFFLINE_HEADING,
    '',
    ...(note ? [note, ''] : []),
    "The service worker's precache (`web/dist/sw.js`, Workbox's list injected by `vite-plugin-pwa`): what a user",
    'downloads once signed in (the signed-in app registers the worker; a signed-out visitor gets none), beside the',
    'page itself: the app shell only (`web/app-shell-precache.ts`), every other chunk cached when first used; gzip',
    'level 9 for text as CloudFront compresses it, images as they are. Before issue 50 every built file was',
    'precached, for every visitor: 160 files, 577.1 KiB gzip. The last column weighs the same JavaScript as one',
    'file gzipped once, the chunks concatenated without the statements that import and export between them: an',
    'estimate of the floor no way of cutting that code into chunks gets under (every chunk is a request with its',
    'own imports, exports and gzip dictionary), short of precaching less code.',
    '',
    table(
      ['files', 'raw', 'transferred (gzip)', 'budget (gzip)', 'the same JS as one file (gzip)'],
      [
        [
          integer(precache.files),
          kib(precache.rawBytes),
          kib(precache.gzipBytes),
          `≤ ${kib(BUDGETS.precacheGzipBytes)}`,
          kib(precache.oneFileGzipBytes),
        ],
      ],
      ['r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `Syncing the outbox: a Pro account signed in on the local stack's own origin (its web build, the service`,
    `worker running) in headless Chromium goes offline; ${WAITING_EXPENSES} expenses, each with a receipt photo of the corpus`,
    `(\`test/fixtures/receipts\`, ${kib(sync.receiptBytes)} in all), wait in its outbox; the connection comes back and the`,
    'pass sends them one at a time: an upload ticket, the presigned POST to S3 (s3rver), the create with its',
    'Idempotency-Key. Time runs from the connection coming back to the last entry leaving the outbox; requests',
    "and bytes are Chromium's own count (DevTools protocol) until a second passes without any: they include the",
    "open screen's queries, which TanStack Query refetches when the connection comes back and the pass once",
    `more after it. All ${WAITING_EXPENSES} expenses were then on the server, each with its receipt.`,
    '',
    table(
      ['expenses', 'time', 'requests', 'sent: receipts', 'sent: JSON bodies', 'received'],
      [
        [
          integer(sync.expenses),
          `${decimal(sync.seconds, 2)} s`,
          integer(requests),
          kib(sync.receiptBytes),
          kib(sync.jsonSentBytes),
          kib(sync.receivedBytes),
        ],
      ],
      ['r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    table(
      ['request', 'count'],
      sync.requests.map((row) => [row.label, integer(row.count)]),
      ['l', 'r'],
    ),
  ].join('\n');
}
