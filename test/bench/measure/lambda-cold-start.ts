import { measureColdImports, type ColdImportTiming } from '../lib/cold-import';
import { buildLambdaBundles, buildReferenceBundle, type LambdaBundle } from '../lib/lambda-bundles';

type TimedBundle = LambdaBundle & { timing: ColdImportTiming };

export interface ColdStartReport {
  empty: ColdImportTiming;
  reference: TimedBundle;
  /** Each function as the stack deploys it, with `before`: the same sources, SDK left to the runtime. */
  bundles: (TimedBundle & { before: TimedBundle })[];
}

/**
 * Every function bundled both ways and an empty process, each imported by `runs` fresh node processes,
 * interleaved round by round so the machine's load falls on all alike, each beside a fresh import of the
 * GetItem reference.
 */
export async function measureLambdaColdStarts(outDir: string, runs: number): Promise<ColdStartReport> {
  const deployed = await buildLambdaBundles(outDir, 'deployed');
  const before = await buildLambdaBundles(outDir, 'sdk-external');
  const reference = await buildReferenceBundle(outDir);
  const all = [...deployed, ...before];
  const measured = await measureColdImports(
    reference.file,
    [null, ...all.map((bundle) => bundle.file)],
    runs,
  );
  const [empty, ...timings] = measured.files;
  const timed = all.map((bundle, index) => ({ ...bundle, timing: timings[index]! }));
  return {
    empty: empty!,
    reference: { ...reference, timing: measured.reference },
    bundles: deployed.map((_, index) => ({
      ...timed[index]!,
      before: timed[deployed.length + index]!,
    })),
  };
}
