import type { UploadKind } from '@reno/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUploadable, uploadFile } from '../api/upload-file';
import { describeError } from '../../../lib/api-errors';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; fileName: string }
  | { status: 'error'; message: string };

/**
 * SPEC §4 receipt upload: idle → uploading (progress) → the stored key is handed to `onUploaded`.
 * Files of the wrong type or over 10 MB are ignored without a message (SPEC §5).
 */
export function useFileUpload(kind: UploadKind, onUploaded: (key: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File | undefined) => {
      if (!file || !isUploadable(kind, file)) return;
      controller.current?.abort();
      controller.current = new AbortController();
      setState({ status: 'uploading', progress: 0, fileName: file.name });
      try {
        const key = await uploadFile(
          kind,
          file,
          (progress) => setState({ status: 'uploading', progress, fileName: file.name }),
          controller.current.signal,
        );
        setState({ status: 'idle' });
        onUploaded(key);
      } catch (error) {
        setState({ status: 'error', message: describeError(error, 'Upload failed').message });
      }
    },
    [kind, onUploaded],
  );

  return { state, upload };
}
