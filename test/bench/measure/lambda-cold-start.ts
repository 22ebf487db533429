import { measureColdImports, type ColdImportTiming } from '../lib/cold-import';
import { buildLambdaBundles, buildReferenceBundle, type LambdaBundle } from '../lib/lambda-bundles';

export type TimedBundle = LambdaBundle & { timing: ColdImportTiming };

export interface ColdStartReport {
  empty: ColdImportTiming;
  reference: TimedBundle;
  /** Each function as the stack deploys it, with `before`: the same sources, SDK left to the runtime. */
  bundles: (TimedBundle & { before: TimedBundle })[];
}

/**
 * Every function bundled both ways, the GetItem reference and an empty process, each imported by `runs`
 * fresh node processes, interleaved round by round so the machine's load falls on all alike.
 */
export async function measureLambdaColdStarts(outDir: string, runs: number): Promise<ColdStartReport> {
  const deployed = await buildLambdaBundles(outDir, 'deployed');
  const before = await buildLambdaBundles(outDir, 'sdk-external');
  const reference = await buildReferenceBundle(outDir);
  const all = [reference, ...deployed, ...before];
  const [empty, ...timings] = await measureColdImports([null, ...all.map((bundle) => bundle.file)], runs);
  const timed = all.map((bundle, index) => ({ ...bundle, timing: timings[index]! }));
  return {
    empty: empty!,
    reference: timed[0]!,
    bundles: deployed.map((_, index) => ({
      ...timed[1 + index]!,
      before: timed[1 + deployed.length + index]!,
    })),
  };
}
