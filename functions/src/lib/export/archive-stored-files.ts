// The archive's second pass: every stored file the records name, streamed from S3 one at a time.
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  projectExpensePages,
  recordExportProgress,
  type DataContext,
  type ExportJobRecord,
  type ProjectExportJob,
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

export interface StoredFile {
  key: string;
  name: string;
}

const MISSING_FILES_NOTE =
  'These files are named by the records but were not found in storage, so the archive does not hold them:';

/**
 * Streams stored files into an archive one at a time, writing the job's progress as it goes (and learning
 * there that it was cancelled), and notes the files storage no longer had in missing-files.txt. The records
 * archive and the home packet both pack their files with it.
 */
export class StoredFilePacker {
  private readonly progress: ExportProgress;
  private readonly missing: string[] = [];

  constructor(
    private readonly zip: ZipFile,
    private readonly source: StoredFileSource,
    job: Pick<ExportJobRecord, 'userId' | 'id'>,
    total: number,
  ) {
    this.progress = new ExportProgress(
      total,
      (state) => recordExportProgress(source.data, job.userId, job.id, state),
      source.progressEvery ?? { files: 25, ms: 2_000 },
    );
  }

  /** Reports the count; false when the job was cancelled meanwhile. */
  begin(): Promise<boolean> {
    return this.progress.begin();
  }

  /** Packs one file (or notes it missing); false when the job was cancelled: stop. */
  async pack(file: StoredFile): Promise<boolean> {
    const body = await readStored(this.source.s3, this.source.bucket, file.key);
    if (body) await addStream(this.zip, file.name, body);
    else this.missing.push(file.name);
    return this.progress.fileDone();
  }

  /** Adds missing-files.txt when some file could not be read; the outcome with the files packed. */
  finish(): { status: 'ready'; filesDone: number } {
    if (this.missing.length > 0) {
      this.zip.addBuffer(
        Buffer.from([MISSING_FILES_NOTE, ...this.missing, ''].join('\r\n')),
        'missing-files.txt',
      );
    }
    return { status: 'ready', filesDone: this.progress.done - this.missing.length };
  }
}

/**
 * Packs receipts/, attachments/ and waivers/, writing progress as it goes, and missing-files.txt when some stored
 * file could not be read. Stops between files when the job was cancelled.
 */
export async function addStoredFiles(
  zip: ZipFile,
  source: StoredFileSource,
  job: ProjectExportJob,
  expected: { receipts: number; records: ArchiveRecords; files: StoredFileNames },
): Promise<{ status: 'ready'; filesDone: number } | { status: 'cancelled' }> {
  const attachments = expected.records.estimates.flatMap((estimate) => {
    const name = expected.files.attachment(estimate);
    return name ? [{ key: estimate.attachmentUrl!, name }] : [];
  });
  const waivers = waiverFiles(expected.records, expected.files);
  const packer = new StoredFilePacker(
    zip,
    source,
    job,
    expected.receipts + attachments.length + waivers.length,
  );
  if (!(await packer.begin())) return { status: 'cancelled' };

  for await (const page of projectExpensePages(source.data, job.userId, job.projectId, source.pageSize)) {
    for (const expense of page) {
      const name = expected.files.receipt(expense);
      if (name && !(await packer.pack({ key: expense.imageUrl!, name }))) return { status: 'cancelled' };
    }
  }
  for (const file of [...attachments, ...waivers])
    if (!(await packer.pack(file))) return { status: 'cancelled' };
  return packer.finish();
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
