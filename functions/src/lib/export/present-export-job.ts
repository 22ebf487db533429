import type { ExportJob } from '@reno/domain';
import type { ExportJobRecord } from '@reno/data';
import { bucketName, loadS3 } from '../aws/s3-client';

/**
 * Long enough to start a download some minutes after the dialog said ready (S3 checks it only at the
 * start), short enough that a member removed from the household loses the household's files within 15
 * minutes, as with every other signed link (issue 39). Every read of the job signs a new one.
 */
const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;

/** The job as the API shows it: a ready job carries a fresh download link that saves as its fileName. */
export async function presentExportJob(job: ExportJobRecord): Promise<ExportJob> {
  return {
    id: job.id,
    kind: job.kind,
    projectId: job.projectId,
    homeId: job.homeId,
    status: job.status,
    filesDone: job.filesDone,
    filesTotal: job.filesTotal,
    fileName: job.fileName,
    downloadUrl: job.status === 'ready' ? await downloadUrl(job) : null,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    error: job.error,
  };
}

async function downloadUrl(job: ExportJobRecord): Promise<string> {
  const [{ client, GetObjectCommand }, { getSignedUrl }] = await Promise.all([
    loadS3(),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const command = new GetObjectCommand({
    Bucket: bucketName(),
    Key: job.objectKey,
    ResponseContentType: 'application/zip',
    ResponseContentDisposition: attachmentDisposition(job.fileName),
  });
  return getSignedUrl(client, command, { expiresIn: DOWNLOAD_URL_TTL_SECONDS });
}

/** RFC 6266: a plain ASCII fallback name and the exact name in UTF-8. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
