import { execFileSync } from 'node:child_process';

export interface Listener {
  address: string;
  port: number;
  pid: number;
}

/** Every listening TCP socket on the machine with its owner, from `ss -ltnpH`. */
export function tcpListeners(): Listener[] {
  const output = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' });
  const listeners: Listener[] = [];
  for (const line of output.split('\n')) {
    const columns = line.trim().split(/\s+/);
    const local = columns[3];
    if (!local) continue;
    const separator = local.lastIndexOf(':');
    for (const match of line.matchAll(/pid=(\d+)/g)) {
      listeners.push({
        address: local.slice(0, separator),
        port: Number(local.slice(separator + 1)),
        pid: Number(match[1]),
      });
    }
  }
  return listeners;
}

export const isLoopback = (address: string) => address === '127.0.0.1' || address === '[::ffff:127.0.0.1]';
