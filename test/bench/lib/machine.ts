import { cpus, totalmem } from 'node:os';

export interface MachineDescription {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  /** When the run started, ISO. */
  date: string;
}

/** What the figures were measured on: they mean little without it. */
export function describeMachine(startedAt: Date): MachineDescription {
  const processors = cpus();
  return {
    cpuModel: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    date: startedAt.toISOString(),
  };
}
