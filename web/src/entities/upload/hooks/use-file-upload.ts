import type { UploadKind } from '@reno/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile, uploadPlan } from '../api/upload-file';
import { downscalePhoto } from '../images/downscale-photo';
import { describeError } from '../../../lib/api-errors';
import { onlineManager } from '@tanstack/react-query';
import { holdReceipt } from '../../outbox/utils/held-receipts';

export type UploadState =
  | { status: 'idle' }
  | { status: 'resizing'; fileName: string }
  | { status: 'uploading'; progress: number; fileName: string }
  | { status: 'error'; message: string };

const UPLOAD_MESSAGES = {
  failed: 'Upload failed',
  tooLargePhoto: 'This photo could not be made smaller than 10 MB; please choose a smaller one',
} as const;

/**
 * Receipt upload (docs/product.md#receipt-upload): idle → uploading (progress) → the stored key is handed to
 * `onUploaded`. A photo over 10 MB is first downscaled to fit; other files of the wrong type or over 10 MB
 * are ignored without a message (docs/product.md#upload-files).
 */
export function useFileUpload(kind: UploadKind, onUploaded: (key: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (picked: File | undefined) => {
      const plan = picked ? uploadPlan(kind, picked) : 'ignore';
      if (!picked || plan === 'ignore') return;
      controller.current?.abort();
      const { signal } = (controller.current = new AbortController());
      let file: File | null = picked;
      if (plan === 'downscale') {
        setState({ status: 'resizing', fileName: picked.name });
        file = await downscalePhoto(picked);
        if (signal.aborted) return;
        if (!file) {
          setState({ status: 'error', message: UPLOAD_MESSAGES.tooLargePhoto });
          return;
        }
      }
      // Offline, a receipt or photo waits with its record in the outbox and is uploaded when it syncs.
      if ((kind === 'receipt' || kind === 'photo') && !onlineManager.isOnline()) {
        setState({ status: 'idle' });
        onUploaded(holdReceipt(file));
        return;
      }
      const { name } = file;
      setState({ status: 'uploading', progress: 0, fileName: name });
      try {
        const key = await uploadFile(
          kind,
          file,
          (progress) => setState({ status: 'uploading', progress, fileName: name }),
          signal,
        );
        setState({ status: 'idle' });
        onUploaded(key);
      } catch (error) {
        setState({ status: 'error', message: describeError(error, UPLOAD_MESSAGES.failed).message });
      }
    },
    [kind, onUploaded],
  );

  return { state, upload };
}
