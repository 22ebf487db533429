// Builds a project's records archive as one stream: the ZIP writer's output goes straight into a
// multipart upload, and every stored file is streamed from S3 into it in turn. What is in memory at
// once is one page of expenses, of estimates, of milestones or of the home's items (each list read a page
// at a time, again by each file that lists it), the names of the contractors and estimates its rows point
// at (read by id, never the household's list), the summary PDF being drawn, one file's buffers and the
// upload's queue of parts.
import type { ProjectExportJob } from '@reno/data';
import { storedFileNames } from './archive-names';
import { addRecordFiles, type RecordSource } from './archive-record-files';
import { readArchiveRecords } from './archive-records';
import { addStoredFiles } from './archive-stored-files';
import type { StoredFileSource } from './stored-file-packer';
import { writeArchive, type ArchiveOutcome, type UploadSettings } from './archive-upload';

export interface ArchiveDependencies extends RecordSource, StoredFileSource {
  upload?: UploadSettings;
}

/**
 * Writes `job.objectKey`: expenses.csv, estimates.csv, payments.csv, milestones.csv, contractors.csv,
 * summary.pdf, receipts/, attachments/, waivers/, the project's home under home/ (rooms.csv, items.csv,
 * warranties.csv, maintenance.csv, cost-basis.csv and .pdf, the items' documents) and, when some stored file
 * could not be read, missing-files.txt. Only keys under the owner's own `users/<sub>/` prefix, taken from
 * the project's own records, are read. A job cancelled meanwhile leaves no archive behind.
 */
export async function buildArchive(
  deps: ArchiveDependencies,
  job: ProjectExportJob,
): Promise<ArchiveOutcome> {
  const records = await readArchiveRecords(deps.data, job, deps.listLimit);
  const files = storedFileNames(job.userId);
  const target = { bucket: deps.bucket, key: job.objectKey };
  return writeArchive(deps.s3, target, deps.upload, async (zip) => {
    const counted = await addRecordFiles(zip, deps, job, records, files);
    return addStoredFiles(zip, deps, job, { ...counted, records, files });
  });
}
