// The project records archive (issue 23): a job the API starts and the web polls until its ZIP is ready.
export const EXPORT_JOB_STATUSES = ['running', 'ready', 'failed', 'cancelled'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];
/** What a job builds: a project's records archive, or a home's packet (docs/product.md#home-packet). */
export const EXPORT_KINDS = ['project', 'homePacket'] as const;

/** Whether the worker is still at it (the web polls only then). */
export function isExportRunning(job: { status: ExportJobStatus }): boolean {
  return job.status === 'running';
}

/** The archive's name: the project's name and the day the export started ('YYYY-MM-DD'). */
export function exportFileName(projectName: string, day: string): string {
  return `${fileNameStem(projectName) || 'Project'} records ${day}.zip`;
}

/** The packet's name: the home's name and the day it was started ('YYYY-MM-DD'). */
export function homePacketFileName(homeName: string, day: string): string {
  return `${fileNameStem(homeName) || 'Home'} home packet ${day}.zip`;
}

/** Characters that no file system accepts become spaces. */
function fileNameStem(name: string): string {
  return name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const EXPORT_MESSAGES = {
  notFound: 'Export not found',
  failed: 'The archive could not be built. Please try again.',
} as const;
