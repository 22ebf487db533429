// The archive's second pass: every stored file the records name, streamed from S3 one at a time.
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  projectExpensePages,
  recordExportProgress,
  type DataContext,
  type ExportJobRecord,
} from '@reno/data';
import type { ZipFile } from 'yazl';
import type { StoredFileNames } from './archive-names';
import type { ArchiveRecords } from './archive-records';
import { ExportProgress } from './export-progress';

export interface StoredFileSource {
  data: DataContext;
  s3: S3Client;
  bucket: string;
  /** How often progress is written (and cancellation noticed). */
  progressEvery?: { files: number; ms: number };
  /** Expenses per DynamoDB page. */
  pageSize?: number;
}

interface StoredFile {
  key: string;
  name: string;
}

const MISSING_FILES_NOTE =
  'These files are named by the records but were not found in storage, so the archive does not hold them:';

/**
 * Packs receipts/, attachments/ and waivers/, writing progress as it goes, and missing-files.txt when some stored
 * file could not be read. Stops between files when the job was cancelled.
 */
export async function addStoredFiles(
  zip: ZipFile,
  source: StoredFileSource,
  job: ExportJobRecord,
  expected: { receipts: number; records: ArchiveRecords; files: StoredFileNames },
): Promise<{ status: 'ready'; filesDone: number } | { status: 'cancelled' }> {
  const { data, s3, bucket } = source;
  const attachments = expected.records.estimates.flatMap((estimate) => {
    const name = expected.files.attachment(estimate);
    return name ? [{ key: estimate.attachmentUrl!, name }] : [];
  });
  const waivers = waiverFiles(expected.records, expected.files);
  const progress = new ExportProgress(
    expected.receipts + attachments.length + waivers.length,
    (state) => recordExportProgress(data, job.userId, job.id, state),
    source.progressEvery ?? { files: 25, ms: 2_000 },
  );
  if (!(await progress.begin())) return { status: 'cancelled' };
  const missing: string[] = [];
  const pack = async (file: StoredFile): Promise<boolean> => {
    const body = await readStored(s3, bucket, file.key);
    if (body) await addStream(zip, file.name, body);
    else missing.push(file.name);
    return progress.fileDone();
  };

  for await (const page of projectExpensePages(data, job.userId, job.projectId, source.pageSize)) {
    for (const expense of page) {
      const name = expected.files.receipt(expense);
      if (name && !(await pack({ key: expense.imageUrl!, name }))) return { status: 'cancelled' };
    }
  }
  for (const file of [...attachments, ...waivers]) if (!(await pack(file))) return { status: 'cancelled' };

  if (missing.length > 0) {
    zip.addBuffer(Buffer.from([MISSING_FILES_NOTE, ...missing, ''].join('\r\n')), 'missing-files.txt');
  }
  return { status: 'ready', filesDone: progress.done - missing.length };
}

/** The lien waivers the project's payment schedules hold, for waivers/. */
function waiverFiles(records: ArchiveRecords, files: StoredFileNames): StoredFile[] {
  return records.estimates.flatMap((estimate) =>
    (estimate.paymentSchedule?.installments ?? []).flatMap((installment) => {
      const name = files.waiver(estimate, installment);
      return name ? [{ key: installment.waiver!.objectKey, name }] : [];
    }),
  );
}

/**
 * yazl keeps each entry's stream getter until the archive ends: this one lets go of the S3 response
 * once handed over, so only the central directory grows with the file count.
 */
async function addStream(zip: ZipFile, name: string, body: Readable): Promise<void> {
  let handOver: Readable | null = body;
  zip.addReadStreamLazy(name, { compress: false }, (callback) => {
    const stream = handOver!;
    handOver = null;
    callback(null, stream);
  });
  await finished(body);
}

/** The stored object's body as a stream, or null when it does not exist (deleted behind the records' back). */
async function readStored(s3: S3Client, bucket: string, key: string): Promise<Readable | null> {
  try {
    const output = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return output.Body as Readable;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return null;
    throw error;
  }
}
