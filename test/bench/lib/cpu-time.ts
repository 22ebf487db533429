import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU milliseconds used so far by this process and by the live threads of the processes `pids` (Linux's
 * schedstat, in nanoseconds): a request's cost measured this way hardly moves when other work shares the
 * machine, where its wall time stretches with every process waiting for a core. A thread that ends takes
 * its time with it, so take medians of such differences, not sums.
 */
export function cpuMilliseconds(pids: readonly number[]): number {
  const own = process.cpuUsage();
  let total = (own.user + own.system) / 1000;
  for (const pid of pids) {
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  }
  return total;
}
