// Prints the size of every Lambda bundle, built exactly as the stack bundles them (`bundleHandler`), and
// fails when one is over the guard (default 1,500 KB = 1,500,000 bytes of JavaScript, lazy chunks included).
// The budget that matters is the cold start, which `npm test` checks (test/bench/lambda-bundle-budget.test.ts).
//   pnpm --filter @reno/infra bundle-sizes [--budget-kb=1500] [--json]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chatStream, resources, routes, userPoolTriggers } from '@reno/functions/routes';
import { bundleHandler, bundleWeight, type BundleWeight } from '../src/bundling';
import { handlerEntries } from '../src/function-catalog';

const functionsRoot = fileURLToPath(new URL('../../functions', import.meta.url));
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget-kb='));
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : 1500;
if (!Number.isFinite(budgetKb) || budgetKb <= 0) throw new Error(`Bad --budget-kb: ${budgetArg}`);
const budgetBytes = budgetKb * 1000;
// stdout is this script's report (the lint rule keeps console.log out of library code).
const print = (line: string) => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

interface Row {
  usedBy: string;
  entry: string;
  weight: BundleWeight | null;
}

const scratch = mkdtempSync(join(tmpdir(), 'reno-bundle-sizes-'));
const rows: Row[] = [];
try {
  for (const [index, { entry, usedBy }] of handlerEntries({
    routes,
    resources,
    chatStream,
    userPoolTriggers,
  }).entries()) {
    const path = join(functionsRoot, entry);
    if (!existsSync(path)) {
      rows.push({ usedBy, entry, weight: null });
      continue;
    }
    const dir = join(scratch, String(index));
    rows.push({ usedBy, entry, weight: bundleWeight(await bundleHandler(path, dir)) });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const isOver = (row: Row) => row.weight !== null && row.weight.totalBytes > budgetBytes;
if (process.argv.includes('--json')) {
  print(JSON.stringify({ budgetBytes, bundles: rows }, null, 2));
} else {
  const width = Math.max(...rows.map((row) => row.entry.length));
  print(`${'entry'.padEnd(width)}  ${'at start'.padStart(10)}  ${'in all'.padStart(10)}  used by`);
  for (const row of rows) {
    const initial = row.weight ? kb(row.weight.initialBytes) : 'MISSING';
    const total = row.weight ? kb(row.weight.totalBytes) : '';
    const flag = isOver(row) ? '  OVER BUDGET' : '';
    print(`${row.entry.padEnd(width)}  ${initial.padStart(10)}  ${total.padStart(10)}  ${row.usedBy}${flag}`);
  }
  print(`guard: ${budgetKb} KB (${budgetBytes.toLocaleString('en-US')} bytes) of JavaScript per function`);
}

const over = rows.filter(isOver);
const missing = rows.filter((row) => row.weight === null);
if (missing.length > 0)
  console.error(`Missing handler files: ${missing.map((row) => `functions/${row.entry}`).join(', ')}`);
if (over.length > 0) console.error(`Over budget: ${over.map((row) => row.entry).join(', ')}`);
process.exit(over.length > 0 || missing.length > 0 ? 1 : 0);
