// The project records archive's job as the API answers it; its statuses, name and sentences are in
// ../export-job.ts, apart from zod, so that the export function holds no zod at start.
import * as z from 'zod/mini';

import { EXPORT_JOB_STATUSES, EXPORT_KINDS } from '../export-job';

/** POST /api/projects/{id}/export and POST /api/homes/{id}/packet (202), GET /api/exports/{id} (200). */
export const exportJobSchema = z.object({
  id: z.string(),
  /** 'project': a project's records archive (projectId); 'homePacket': a home's packet (homeId). */
  kind: z.enum(EXPORT_KINDS),
  projectId: z.nullable(z.number()),
  homeId: z.nullable(z.number()),
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
