import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A short hash of what a cached artefact was built from: the files at `paths` under `root` (folders read
 * whole, node_modules and test files left out), by their paths and contents. Any change to them names a new artefact.
 */
export function sourcesKey(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((path) => filesUnder(join(root, path))).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .map((entry) => ({ entry, file: join(entry.parentPath, entry.name) }))
    .filter(
      ({ entry, file }) => entry.isFile() && !file.includes('node_modules') && !/\.test\.tsx?$/.test(file),
    )
    .map(({ file }) => file);
}
