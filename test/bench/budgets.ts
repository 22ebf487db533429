/** The budgets `npm test` enforces (test/bench/*.test.ts) and docs/benchmarks.md reports against. */
export const BUDGETS = {
  /** 300 KB (1 KB = 1,000 bytes, as infra's bundle-size script counts), minified, source map excluded. */
  lambdaBundleBytes: 300_000,
  /** 150 KiB gzip: entry + the landing route's chunk and their static imports. */
  landingInitialJsGzipBytes: 150 * 1024,
  /** GET /api/projects/{id}/summary: one GetItem of the project item, whatever its size. */
  summaryRequests: 1,
  /** POST /api/expenses: the id sequence, then one transaction. */
  createSequence: ['UpdateItem', 'TransactWriteItems'],
  /** GET /api/expenses?projectId&page=1: the project (for totalCount) and one Query. */
  pageOneMaxRequests: 2,
  /** The project size the DynamoDB budgets are checked at. */
  expensesInBigProject: 10_000,
} as const;
