import { readdirSync, readFileSync } from 'node:fs';

/** Whether a process of this id still runs (signal 0 only checks it exists). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user and system) used so far by a process and every process under it, from Linux's
 * /proc: the work a start did, which a busy machine does not stretch as it stretches the wall clock.
 */
export function treeCpuSeconds(rootPid: number): number {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // After the command's name in parentheses: state, ppid, … utime (12th), stime, cutime, cstime.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
        return [{ pid: Number(pid), ppid: Number(fields[1]), seconds: ticks / TICKS_PER_SECOND }];
      } catch {
        return []; // It ended meanwhile.
      }
    });
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of processes) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return processes.filter(({ pid }) => tree.has(pid)).reduce((sum, { seconds }) => sum + seconds, 0);
}
