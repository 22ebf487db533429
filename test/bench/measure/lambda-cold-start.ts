import { buildLambdaBundles, type LambdaBundle } from '../lib/lambda-bundles';
import { measureColdImport, type ColdImportTiming } from '../lib/cold-import';

export interface ColdStartReport {
  empty: ColdImportTiming;
  bundles: (LambdaBundle & { timing: ColdImportTiming })[];
}

/** Each function's bundle as deployed, imported by `runs` fresh node processes, and an empty process. */
export async function measureLambdaColdStarts(outDir: string, runs: number): Promise<ColdStartReport> {
  const bundles = await buildLambdaBundles(outDir);
  const empty = await measureColdImport(null, runs);
  const timed = [];
  for (const bundle of bundles) timed.push({ ...bundle, timing: await measureColdImport(bundle.file, runs) });
  return { empty, bundles: timed };
}
