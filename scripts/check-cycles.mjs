#!/usr/bin/env node
// Fails when any workspace package has an import cycle, type-only imports included: a module and what it
// imports can always be read bottom-up. Part of `npm run lint`. (Cycles between packages cannot happen:
// pnpm refuses a workspace whose packages depend on each other in a circle.)
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = [
  'packages/domain',
  'packages/data',
  'local',
  'packages/dynamodb-local',
  'packages/api-gateway',
  'functions',
  'infra',
  'web',
  'test',
];
// Type-only imports count: `import type` still ties the two files' meanings together.
const typescript = { skipTypeImports: false, skipAsyncImports: false };

let cycles = 0;
for (const pkg of PACKAGES) {
  const dir = join(root, pkg);
  const graph = await madge(dir, {
    baseDir: dir,
    fileExtensions: ['ts', 'tsx', 'mjs', 'js'],
    tsConfig: join(dir, 'tsconfig.json'),
    excludeRegExp: [/node_modules/, /(^|\/)dist\//, /(^|\/)cdk\.out\//, /test-results\//],
    detectiveOptions: { ts: typescript, tsx: typescript },
  });
  for (const cycle of graph.circular()) {
    cycles += 1;
    console.error(`${pkg}: ${[...cycle, cycle[0]].join(' → ')}`);
  }
}
if (cycles > 0) {
  console.error(`\n${cycles} import cycle(s). Move what both sides need into a module that neither imports.`);
  process.exit(1);
}
console.log(`No import cycles in ${PACKAGES.length} packages.`);
