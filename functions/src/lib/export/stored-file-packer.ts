// Stored files streamed from S3 into an archive one at a time: the records archive and the home packet pack
// theirs alike.
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { recordExportProgress, type DataContext, type ExportJobRecord } from '@reno/data';
import type { ZipFile } from 'yazl';
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
