import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder for synthesized test stacks (handler stand-ins, web build, cloud assembly). */
    infraTestRoot: string;
  }
}

/** One temporary folder for the whole run, removed afterwards. */
export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'reno-infra-tests-'));
  project.provide('infraTestRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
