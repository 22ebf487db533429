// Runs the records-archive worker alone in this process (as its Lambda would), for one job named on the
// command line, and prints what it cost: wall time and the process's memory high-water marks. The
// environment (endpoints, table, bucket) is the local stack's, set by the parent.
import { handler } from '@reno/functions/handlers/export-worker';

const [userId, jobId] = process.argv.slice(2);
if (!userId || !jobId) throw new Error('usage: export-worker-process <userId> <jobId>');

// Run with --expose-gc: every sample first collects garbage, so the high-water mark is of what the worker
// holds on to (what must stay flat), not of garbage V8 has not collected yet.
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
let liveHeapHighWater = 0;
const sample = () => {
  collect();
  liveHeapHighWater = Math.max(liveHeapHighWater, process.memoryUsage().heapUsed);
};
const sampler = setInterval(sample, 500);
const baseline = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
const began = performance.now();
await (handler as unknown as (event: unknown, context: unknown) => Promise<void>)(
  { userId, jobId },
  { functionName: 'reno-export-worker', awsRequestId: 'bench', getRemainingTimeInMillis: () => 900_000 },
);
const seconds = (performance.now() - began) / 1000;
clearInterval(sampler);
sample();
// resourceUsage().maxRSS is the kernel's high-water mark of the resident set, in KiB.
console.log(
  JSON.stringify({
    seconds,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    peakHeapBytes: liveHeapHighWater,
    baselineRssBytes: baseline.rss,
    baselineHeapBytes: baseline.heap,
  }),
);
