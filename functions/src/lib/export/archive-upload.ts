import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ZipFile } from 'yazl';

/** Multipart upload: part size (S3's minimum is 5 MiB) and parts in flight. */
export interface UploadSettings {
  partSize: number;
  queueSize: number;
}

export interface ArchiveUpload {
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
export function startArchiveUpload(
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
