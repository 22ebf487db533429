#!/usr/bin/env node
/* eslint-disable no-console -- a command-line report */
// `npm run size -w web`: builds the app and prints the initial JS of the landing route (gzip), i.e. what
// a signed-out visitor downloads before the landing page can render: the entry chunk, the landing
// route's chunk and everything both import statically. Fails when that exceeds the budget, or when
// charts, markdown or Amplify's sign-in code slip into it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 160;
const LANDING_SOURCE = 'src/features/landing/routes/landing-route.tsx';
// Text that only the named library's code contains.
const FORBIDDEN = [
  { name: '@mui/x-charts', marker: 'MuiChartsSurface' },
  { name: 'react-markdown', marker: 'remarkRehypeOptions' },
  { name: 'Amplify sign-in', marker: 'USER_PASSWORD_AUTH' },
  { name: 'Amplify core', marker: 'aws-amplify' },
];

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync(
    process.execPath,
    [join(webRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: webRoot,
      stdio: 'inherit',
    },
  );
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk of `key` and every chunk it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`size: ${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('size: no entry chunk in the build manifest');
const keys = new Set([...staticClosure(entryKey), ...staticClosure(LANDING_SOURCE)]);

const rows = [...keys]
  .map((key) => {
    const file = manifest[key].file;
    const code = readFileSync(join(dist, file));
    return { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length, text: code.toString('utf8') };
  })
  .filter((row) => row.file.endsWith('.js'))
  .sort((a, b) => b.gzip - a.gzip);

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log('\nInitial JS of the landing route (signed-out visitor):');
for (const row of rows) console.log(`  ${kib(row.raw)} KiB raw  ${kib(row.gzip)} KiB gzip  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
console.log(
  `  ${kib(totalRaw)} KiB raw  ${kib(total)} KiB gzip  TOTAL (${rows.length} files; budget ${BUDGET_KIB} KiB gzip)`,
);

// Each marker must exist somewhere in the build, or its absence from the landing proves nothing.
const allChunks = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
const stale = FORBIDDEN.filter(({ marker }) => !allChunks.some((text) => text.includes(marker)));
for (const { name, marker } of stale)
  console.error(`size: marker '${marker}' of ${name} is in no chunk: update it`);
const leaks = FORBIDDEN.filter(({ marker }) => rows.some((row) => row.text.includes(marker)));
for (const { name } of FORBIDDEN) {
  console.log(`  ${leaks.some((leak) => leak.name === name) ? 'FOUND ' : 'absent'}  ${name}`);
}

if (total > BUDGET_KIB * 1024 || leaks.length > 0 || stale.length > 0) {
  console.error(`\nsize: over budget or pulling lazy-only code into the landing route`);
  process.exit(1);
}
console.log('\nsize: OK');
