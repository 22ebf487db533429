#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the repository (each tsconfig.json but the shared base),
// checked with TypeScript 7's native compiler (`typescript-native`, an alias of typescript@7), one project
// after another, each on every core. TypeScript 5.9 (`typescript`) stays for the tools that need its
// JavaScript API: typescript-eslint, knip. `node scripts/typecheck.mjs web` checks the projects under web/.
import { spawnSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The package exports no bin path: its manifest names it.
const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.tsc);
const under = process.argv[2] ?? '';

const projects = globSync('**/tsconfig.json', { cwd: root, exclude: (path) => path === 'node_modules' })
  .filter((project) => project.startsWith(under))
  .sort();
if (projects.length === 0) {
  console.error(`typecheck: no tsconfig.json under '${under}'`);
  process.exit(2);
}

const failed = [];
for (const project of projects) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${status === 0 ? '✓' : '✗'} ${project} (${seconds} s)`);
  if (status !== 0) failed.push(project);
}
if (failed.length > 0) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
