import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Code comments and the other docs cite the product's rules as `docs/product.md#<anchor>`: every cited
// anchor must exist in docs/product.md, exactly once, or a reader follows a link to nowhere.
const root = fileURLToPath(new URL('../..', import.meta.url));
const productPath = join(root, 'docs', 'product.md');
const product = readFileSync(productPath, 'utf8');

/** Folders that hold no sources of ours: dependencies, build output, local data, test output. */
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'dist',
  'cdk.out',
  'coverage',
  '.local',
  '.tools',
  'test-results',
  'playwright-report',
  'screenshots',
]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|java)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

const anchors = [...product.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]!);

/**
 * Every citation: the full path with an anchor anywhere, in the docs folder also the bare file name with one,
 * and in product.md itself its own in-page links.
 */
function citations(): { file: string; anchor: string }[] {
  return sourceFiles(root).flatMap((path) => {
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const pattern =
      file === 'docs/product.md'
        ? /\]\(#([\w-]+)\)/g
        : file.startsWith('docs/')
          ? /(?:docs\/)?product\.md#([\w-]+)/g
          : /docs\/product\.md#([\w-]+)/g;
    return [...text.matchAll(pattern)].map((match) => ({ file, anchor: match[1]! }));
  });
}

describe('docs/product.md anchors', () => {
  it('are each defined once, right before a heading', () => {
    expect(anchors.length).toBeGreaterThan(0);
    expect(anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index)).toEqual([]);
    const notBeforeHeading = anchors.filter(
      (anchor) => !new RegExp(`<a id="${anchor}"></a>\\n\\n#{1,6} `).test(product),
    );
    expect(notBeforeHeading).toEqual([]);
  });

  it('exist for every citation in the repository', () => {
    const defined = new Set(anchors);
    const found = citations();
    expect(found.length).toBeGreaterThan(0);
    const dangling = found.filter((citation) => !defined.has(citation.anchor));
    expect(dangling).toEqual([]);
  });
});
