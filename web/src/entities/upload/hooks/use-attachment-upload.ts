import { ATTACHMENT_CONTENT_TYPES } from '@reno/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { uploadFile } from '../api/upload-file';

// Images, pdf, doc, docx, txt (docs/product.md#upload-kinds). Extensions too, for systems that give no
// MIME type.
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_CONTENT_TYPES,
  'image/*',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.pdf',
  '.doc',
  '.docx',
  '.txt',
].join(',');

export type AttachmentUploadState =
  { status: 'idle' } | { status: 'uploading'; progress: number; fileName: string };

/**
 * The upload failure toast names the status; the reason is in words, never the raw body
 * (docs/product.md#estimate-form).
 */
function uploadFailureText(error: unknown): string {
  const { message } = describeError(error);
  return error instanceof ApiError ? `${message} (error ${error.status})` : message;
}

/**
 * An estimate attachment goes straight to S3 with a presigned POST, with progress
 * (docs/product.md#api-uploads). Unlike receipts, the client does not filter by size
 * (docs/product.md#upload-files): the API refuses what it does not accept, and that refusal is reported in
 * the 'Failed to upload file' toast.
 */
export function useAttachmentUpload(onUploaded: (key: string) => void) {
  const { toast } = useToast();
  const [state, setState] = useState<AttachmentUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'uploading', progress: 0, fileName: file.name });
      try {
        const key = await uploadFile(
          'estimate-attachment',
          file,
          (progress) => setState({ status: 'uploading', progress, fileName: file.name }),
          current.signal,
        );
        onUploaded(key);
        toast({ title: 'File uploaded successfully', variant: 'success' });
      } catch (error) {
        if (current.signal.aborted) return; // the form closed or another file replaced this one
        console.error('Attachment upload failed', error);
        toast({
          title: 'Failed to upload file',
          description: uploadFailureText(error),
          variant: 'destructive',
        });
      } finally {
        if (controller.current === current) setState({ status: 'idle' });
      }
    },
    [onUploaded, toast],
  );

  return { state, upload };
}
