// Builds a project's records archive as one stream: the ZIP writer's output goes straight into a
// multipart upload, and every stored file is streamed from S3 into it in turn. What is in memory at
// once is one page of expenses, the project's estimates and milestones (read a list page at a time; the
// summary PDF lists them), the contractors its records name (read by id, never the household's list), one
// file's buffers and the upload's queue of parts.
import type { ExportJobRecord } from '@reno/data';
import { storedFileNames } from './archive-names';
import { addRecordFiles, type RecordSource } from './archive-record-files';
import { readArchiveRecords } from './archive-records';
import { addStoredFiles, type StoredFileSource } from './archive-stored-files';
import { startArchiveUpload, type UploadSettings } from './archive-upload';

export interface ArchiveDependencies extends RecordSource, StoredFileSource {
  upload?: UploadSettings;
}

export type ArchiveOutcome = { status: 'ready'; filesDone: number } | { status: 'cancelled' };

/**
 * Writes `job.objectKey`: expenses.csv, estimates.csv, payments.csv, milestones.csv, contractors.csv,
 * summary.pdf, receipts/, attachments/, waivers/ and, when some stored file could not be read,
 * missing-files.txt. Only keys under the owner's own `users/<sub>/` prefix, taken from the project's own
 * records, are read. A job cancelled meanwhile leaves no archive behind.
 */
export async function buildArchive(deps: ArchiveDependencies, job: ExportJobRecord): Promise<ArchiveOutcome> {
  const records = await readArchiveRecords(deps.data, job, deps.listLimit);
  const files = storedFileNames(job.userId);
  const archive = startArchiveUpload(deps.s3, { bucket: deps.bucket, key: job.objectKey }, deps.upload);
  try {
    const { receipts } = await addRecordFiles(archive.zip, deps, job, records, files);
    const outcome = await addStoredFiles(archive.zip, deps, job, { receipts, records, files });
    if (outcome.status === 'cancelled') await archive.discard();
    else await archive.finish();
    return outcome;
  } catch (error) {
    await archive.discard();
    throw error;
  }
}
