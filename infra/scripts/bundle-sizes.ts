// Prints the minified size of every Lambda bundle, built with the very esbuild options the
// NodejsFunctions use, and fails when one is over budget (default 300 KB = 300,000 bytes).
//   pnpm --filter @reno/infra bundle-sizes [--budget-kb=300] [--json]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chatStream, preSignUpTrigger, resources, routes } from '@reno/functions/routes';
import { esbuildOptions } from '../src/bundling';
import { handlerEntries } from '../src/function-catalog';

const functionsRoot = fileURLToPath(new URL('../../functions', import.meta.url));
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget-kb='));
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : 300;
if (!Number.isFinite(budgetKb) || budgetKb <= 0) throw new Error(`Bad --budget-kb: ${budgetArg}`);
const budgetBytes = budgetKb * 1000;
// stdout is this script's report (the lint rule keeps console.log out of library code).
const print = (line: string) => process.stdout.write(`${line}\n`);

interface Row {
  usedBy: string;
  entry: string;
  bytes: number | null;
}

const rows: Row[] = [];
for (const { entry, usedBy } of handlerEntries({ routes, resources, chatStream, preSignUpTrigger })) {
  const path = join(functionsRoot, entry);
  if (!existsSync(path)) {
    rows.push({ usedBy, entry, bytes: null });
    continue;
  }
  const result = await build(esbuildOptions(path));
  const code = result.outputFiles?.find((file) => file.path.endsWith('.mjs'));
  if (!code) throw new Error(`esbuild produced no .mjs for ${entry}`);
  rows.push({ usedBy, entry, bytes: code.contents.byteLength });
}

if (process.argv.includes('--json')) {
  print(JSON.stringify({ budgetBytes, bundles: rows }, null, 2));
} else {
  const width = Math.max(...rows.map((row) => row.entry.length));
  print(`${'entry'.padEnd(width)}  ${'minified'.padStart(10)}  used by`);
  for (const row of rows) {
    const size = row.bytes === null ? 'MISSING' : `${(row.bytes / 1000).toFixed(1)} KB`;
    const flag = row.bytes !== null && row.bytes > budgetBytes ? '  OVER BUDGET' : '';
    print(`${row.entry.padEnd(width)}  ${size.padStart(10)}  ${row.usedBy}${flag}`);
  }
  print(
    `budget: ${budgetKb} KB (${budgetBytes.toLocaleString('en-US')} bytes) per bundle, minified, source map excluded`,
  );
}

const over = rows.filter((row) => row.bytes !== null && row.bytes > budgetBytes);
const missing = rows.filter((row) => row.bytes === null);
if (missing.length > 0)
  console.error(`Missing handler files: ${missing.map((row) => `functions/${row.entry}`).join(', ')}`);
if (over.length > 0) console.error(`Over budget: ${over.map((row) => row.entry).join(', ')}`);
process.exit(over.length > 0 || missing.length > 0 ? 1 : 0);
