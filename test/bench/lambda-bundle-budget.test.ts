import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatStream, resources, userPoolTriggers } from '@reno/functions/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';
import { measureColdImports, type ColdImportTiming } from './lib/cold-import';
import { buildLambdaBundles, buildReferenceBundle, type LambdaBundle } from './lib/lambda-bundles';

describe('Lambda cold-start budget', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'reno-lambda-budget-'));
  let reference: LambdaBundle & { timing: ColdImportTiming };
  let bundles: (LambdaBundle & { timing: ColdImportTiming })[];

  beforeAll(async () => {
    // Prepare: every function bundled as the stack deploys it, and the GetItem reference built the same way;
    // then their cold imports, interleaved so the machine's load falls on all of them alike, each function's
    // beside one of the reference's.
    const built = await buildLambdaBundles(outDir);
    const yardstick = await buildReferenceBundle(outDir);
    const measured = await measureColdImports(
      yardstick.file,
      built.map((bundle) => bundle.file),
      BUDGETS.lambdaColdImportRuns,
    );
    reference = { ...yardstick, timing: measured.reference };
    bundles = built.map((bundle, index) => ({ ...bundle, timing: measured.files[index]! }));
  });

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('bundles every function of the route table, the chat stream and the Cognito trigger', () => {
    const expected = [
      ...Object.values(resources).map((resource) => resource.entry),
      chatStream.entry,
      ...Object.values(userPoolTriggers).map((trigger) => trigger.entry),
    ];
    expect(new Set(bundles.map((bundle) => bundle.entry))).toEqual(new Set(expected));
  });

  it(`imports every function within ${BUDGETS.lambdaColdImportRatio}× the reference GetItem handler's cold import`, async () => {
    const over = (list: typeof bundles) =>
      list.filter((bundle) => bundle.timing.ratioToReference > BUDGETS.lambdaColdImportRatio);
    const highest = [...bundles].sort((a, b) => b.timing.ratioToReference - a.timing.ratioToReference);
    console.warn(
      `Highest cold-import ratios: ${highest
        .slice(0, 3)
        .map((bundle) => `${bundle.entry} ${bundle.timing.ratioToReference.toFixed(2)}×`)
        .join(', ')}`,
    );
    let suspects = over(bundles);
    // Only a function over the limit twice fails: the functions over it are measured again, on their own
    // beside the reference. A regression stays over; a stretch of this shared machine's noise rarely does.
    if (suspects.length > 0) {
      console.warn(
        `Over ${BUDGETS.lambdaColdImportRatio}× once, measured again: ` +
          suspects
            .map((bundle) => `${bundle.entry} ${bundle.timing.ratioToReference.toFixed(2)}×`)
            .join(', '),
      );
      const again = await measureColdImports(
        reference.file,
        suspects.map((bundle) => bundle.file),
        BUDGETS.lambdaColdImportRuns,
      );
      suspects = over(suspects.map((bundle, index) => ({ ...bundle, timing: again.files[index]! })));
    }
    expect(
      suspects.map(
        (bundle) =>
          `${bundle.entry}: over ${BUDGETS.lambdaColdImportRatio}× twice, ` +
          `${bundle.timing.ratioToReference.toFixed(2)}× the reference's cold import the second time`,
      ),
    ).toEqual([]);
    // The reference really loads the SDK: a cold import, not an empty one.
    expect(reference.initialBytes).toBeGreaterThan(100_000);
  });

  it('loads no package that only some requests need before the handler runs', () => {
    const eager = bundles.flatMap((bundle) =>
      bundle.initialPackages
        .filter((name) => (BUDGETS.lambdaLazyPackages as readonly string[]).includes(name))
        .map((name) => `${bundle.entry}: ${name}`),
    );
    expect(eager).toEqual([]);
    // The list is read from the bundles: the SDK's DynamoDB client is at every API function's start.
    expect(
      bundles.filter((bundle) => bundle.initialPackages.includes('@aws-sdk/client-dynamodb')),
    ).toHaveLength(bundles.length - 1);
  });

  it('starts every function from one file, whatever its lazy chunks share with it', () => {
    // With Rolldown's default chunking instead, the chat stream starts from 20 files, `user` from 14.
    expect(bundles.filter((bundle) => bundle.initialFiles !== 1).map((bundle) => bundle.entry)).toEqual([]);
  });

  it(`keeps all of a function's JS under the ${BUDGETS.lambdaBundleMaxBytes / 1_000_000} MB guard`, () => {
    const over = bundles
      .filter((bundle) => bundle.totalBytes > BUDGETS.lambdaBundleMaxBytes)
      .map((bundle) => `${bundle.entry}: ${(bundle.totalBytes / 1000).toFixed(1)} KB`);
    expect(over).toEqual([]);
    expect(Math.min(...bundles.map((bundle) => bundle.initialBytes))).toBeGreaterThan(0);
  });
});
