// A statement of 5,000 rows imported (docs/product.md#statement-import): the browser's reading of the file,
// then what the API's data calls cost DynamoDB: the check against the records, the import in batches of 40,
// the same file again, and the undo. Through the data layer the handlers call, metered request by request.
import { randomUUID } from 'node:crypto';
import {
  createDataContext,
  createProject,
  expensesDatedWithin,
  importStatementBatch,
  storedFingerprints,
  undoStatementImport,
  type DataContext,
} from '@reno/data';
import { MAX_BATCH_ROWS } from '@reno/domain/statement-import';
import {
  matchLoggedExpenses,
  matchingDateRange,
  readStatement,
  transactionFingerprints,
  type StatementRow,
} from '@reno/domain/statement-import';
import type { LocalStack } from '@reno/local';
import { createProUser } from '../lib/bench-user';
import { CapacityMeter, type CallCost } from '../lib/capacity-meter';

export const STATEMENT_ROWS = 5_000;

interface ImportStep {
  step: string;
  cost: CallCost;
  seconds: number;
}

export interface StatementImportReport {
  rows: number;
  fileBytes: number;
  readMs: number;
  steps: ImportStep[];
  imported: number;
}

const VENDORS = [
  'THE HOME DEPOT #6543',
  'LOWES #01234',
  'ACE HARDWARE 0042',
  'SHERWIN-WILLIAMS #7721',
  'TILE SHOP 118',
];

/** A card export (the `us-card-signed.csv` shape) of `count` rows over 2026: purchases negative, every 25th a refund. */
function statementFile(count: number): Uint8Array {
  const lines = ['Transaction Date,Post Date,Description,Category,Type,Amount,Memo'];
  for (let index = 0; index < count; index += 1) {
    const day = new Date(Date.UTC(2026, 0, 1 + (index % 360)));
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/2026`;
    const cents = 500 + ((index * 7919) % 90_000);
    const amount = (index % 25 === 24 ? cents : -cents) / 100;
    lines.push(`${date},${date},${VENDORS[index % VENDORS.length]} ${index},Home,Sale,${amount.toFixed(2)},`);
  }
  return new TextEncoder().encode(lines.join('\r\n'));
}

async function timed<T>(
  meter: CapacityMeter,
  step: string,
  steps: ImportStep[],
  call: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const { result, cost } = await meter.measure(call);
  steps.push({ step, cost, seconds: (performance.now() - started) / 1000 });
  return result;
}

async function check(ctx: DataContext, householdId: string, rows: StatementRow[], prints: string[]) {
  await storedFingerprints(ctx, householdId, prints);
  const range = matchingDateRange(rows)!;
  const expenses = await expensesDatedWithin(ctx, householdId, range.from, range.to);
  return matchLoggedExpenses(rows, expenses);
}

async function importAll(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  rows: StatementRow[],
  prints: string[],
) {
  const importId = randomUUID();
  let imported = 0;
  for (let start = 0; start < rows.length; start += MAX_BATCH_ROWS) {
    const batch = rows.slice(start, start + MAX_BATCH_ROWS).map((row, index) => ({
      fingerprint: prints[start + index]!,
      date: row.date,
      description: row.description,
      amountCents: row.amountCents,
      category: 'materials',
      paymentMethod: 'credit_card',
    }));
    imported += (await importStatementBatch(ctx, householdId, { importId, projectId, rows: batch }))
      .expenseIds.length;
  }
  return { importId, imported };
}

export async function measureStatementImport(stack: LocalStack): Promise<StatementImportReport> {
  const meter = new CapacityMeter();
  const ctx = createDataContext({
    endpoint: stack.endpoints.dynamodb,
    tableName: stack.tableName,
    region: stack.region,
    onConsumedCapacity: meter.listener,
  });
  const user = await createProUser(stack, ctx, 'statement');
  const project = await createProject(ctx, user.sub, { name: 'Statement import', budgetCents: 500_000_000 });

  const file = statementFile(STATEMENT_ROWS);
  const readStarted = performance.now();
  const reading = readStatement(file);
  if (!reading.ok) throw new Error(`the bench's statement was refused: ${JSON.stringify(reading.problems)}`);
  const prints = transactionFingerprints(reading.rows);
  const readMs = performance.now() - readStarted;

  const steps: ImportStep[] = [];
  await timed(meter, 'check the rows against the records', steps, () =>
    check(ctx, user.sub, reading.rows, prints),
  );
  const { importId, imported } = await timed(meter, `import in batches of ${MAX_BATCH_ROWS}`, steps, () =>
    importAll(ctx, user.sub, project.id, reading.rows, prints),
  );
  await timed(meter, 'check the same file again', steps, () => check(ctx, user.sub, reading.rows, prints));
  await timed(meter, 'import the same file again (all skipped)', steps, () =>
    importAll(ctx, user.sub, project.id, reading.rows, prints),
  );
  await timed(meter, 'undo the import', steps, async () => {
    let more = true;
    while (more) more = (await undoStatementImport(ctx, user.sub, importId)).more;
  });
  return { rows: reading.rows.length, fileBytes: file.length, readMs, steps, imported };
}
