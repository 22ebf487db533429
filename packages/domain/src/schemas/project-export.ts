// The project records archive (issue 23): a job the API starts and the web polls until its ZIP is ready.
import * as z from 'zod/mini';

export const EXPORT_JOB_STATUSES = ['running', 'ready', 'failed', 'cancelled'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** POST /api/projects/{id}/export (202), GET /api/exports/{id} (200). */
export const exportJobSchema = z.object({
  id: z.string(),
  projectId: z.number(),
  status: z.enum(EXPORT_JOB_STATUSES),
  /** Receipts and attachments packed so far, of filesTotal (0 until the worker has counted them). */
  filesDone: z.number(),
  filesTotal: z.number(),
  /** 'Kitchen Remodel records 2026-11-26.zip' */
  fileName: z.string(),
  /** A presigned GET that downloads as fileName; only when ready. */
  downloadUrl: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A sentence for the user when failed. */
  error: z.nullable(z.string()),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** Whether the worker is still at it (the web polls only then). */
export function isExportRunning(job: Pick<ExportJob, 'status'>): boolean {
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
