import { MAX_UPLOAD_BYTES, isAllowedContentType, type UploadKind, type UploadTicket } from '@reno/domain';
import { api } from '../../../lib/api-client';
import { postFileToS3 } from '../../../lib/post-file-to-s3';

/** What becomes of a picked file: sent as it is, downscaled first, or not uploaded. */
export type UploadPlan = 'as-is' | 'downscale' | 'ignore';

/**
 * Receipts are JPEG, PNG, GIF or PDF of at most 10 MB (docs/product.md#upload-files). A photo over 10 MB
 * is downscaled in the browser to fit; a file of another type, or a PDF over 10 MB, is ignored without
 * a message.
 */
export function uploadPlan(kind: UploadKind, file: File): UploadPlan {
  const contentType = file.type || guessType(file.name);
  if (file.size === 0 || !isAllowedContentType(kind, contentType)) return 'ignore';
  if (file.size <= MAX_UPLOAD_BYTES) return 'as-is';
  return contentType.startsWith('image/') ? 'downscale' : 'ignore';
}

// Some systems give no MIME type for a dropped file: judge by its extension then.
function guessType(fileName: string): string {
  const extension = fileName.split('.').pop()?.toLowerCase();
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    heic: 'image/heic',
    heif: 'image/heif',
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    txt: 'text/plain',
  };
  return (extension && types[extension]) || '';
}

/**
 * Asks the API for a presigned POST, sends the file straight to S3, and returns the stored key. `headers`
 * are the context of a request made earlier (the outbox's: the household its expense belongs to).
 */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<string> {
  const ticket = await api.post<UploadTicket>(
    '/api/uploads',
    { kind, fileName: file.name, contentType: file.type || guessType(file.name), size: file.size },
    { headers },
  );
  await postFileToS3(ticket, file, onProgress, signal);
  return ticket.key;
}
