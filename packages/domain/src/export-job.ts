// The project records archive (issue 23): a job the API starts and the web polls until its ZIP is ready.
export const EXPORT_JOB_STATUSES = ['running', 'ready', 'failed', 'cancelled'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** Whether the worker is still at it (the web polls only then). */
export function isExportRunning(job: { status: ExportJobStatus }): boolean {
  return job.status === 'running';
}

/** The archive's name: the project's name and the day the export started ('YYYY-MM-DD'). */
export function exportFileName(projectName: string, day: string): string {
  // Characters that no file system accepts become spaces; a name left empty falls back to 'Project'.
  const safe = projectName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Project'} records ${day}.zip`;
}

export const EXPORT_MESSAGES = {
  notFound: 'Export not found',
  failed: 'The archive could not be built. Please try again.',
} as const;
