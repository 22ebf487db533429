import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ZipFile } from 'yazl';

/** Multipart upload: part size (S3's minimum is 5 MiB) and parts in flight. */
export interface UploadSettings {
  partSize: number;
  queueSize: number;
}

interface ArchiveUpload {
  /** The archive being written: what is added to it streams into the upload. */
  zip: ZipFile;
  /** Ends the archive and waits for the upload to complete. */
  finish(): Promise<void>;
  /**
   * Ends the upload without an archive: the ZIP stream fails, so the upload stops feeding parts and
   * aborts the multipart upload before it settles. (Upload.abort() would settle it at once and send the
   * abort later, perhaps after the Lambda has returned.)
   */
  discard(): Promise<void>;
}

/** A ZIP writer whose output goes straight into a multipart upload to `key`. */
function startArchiveUpload(
  s3: S3Client,
  target: { bucket: string; key: string },
  settings: UploadSettings = { partSize: 8 * 1024 * 1024, queueSize: 2 },
): ArchiveUpload {
  const zip = new ZipFile();
  // yazl's output is a Node stream (its types say only NodeJS.ReadableStream).
  const output = zip.outputStream as Readable;
  const upload = new Upload({
    client: s3,
    params: { Bucket: target.bucket, Key: target.key, Body: output, ContentType: 'application/zip' },
    ...settings,
    leavePartsOnError: false,
  });
  const uploaded = upload.done();
  // A failure rejects `uploaded`; the caller learns of it from finish().
  uploaded.catch(() => {});
  return {
    zip,
    finish: async () => {
      zip.end();
      await uploaded;
    },
    discard: async () => {
      output.destroy(new Error('archive discarded'));
      await uploaded.catch(() => {});
    },
  };
}

/** How a build ended: the archive complete with its files, or cancelled by its owner (nothing left behind). */
export type ArchiveOutcome = { status: 'ready'; filesDone: number } | { status: 'cancelled' };

/**
 * Writes an archive to `key` with `write`, then completes the upload, or discards it when the job was cancelled
 * meanwhile or `write` failed: the records archive and the home packet end alike.
 */
export async function writeArchive(
  s3: S3Client,
  target: { bucket: string; key: string },
  settings: UploadSettings | undefined,
  write: (zip: ZipFile) => Promise<ArchiveOutcome>,
): Promise<ArchiveOutcome> {
  const archive = startArchiveUpload(s3, target, settings);
  try {
    const outcome = await write(archive.zip);
    if (outcome.status === 'cancelled') await archive.discard();
    else await archive.finish();
    return outcome;
  } catch (error) {
    await archive.discard();
    throw error;
  }
}
