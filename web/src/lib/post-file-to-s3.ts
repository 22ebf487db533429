/** A presigned POST (POST /api/uploads): the form fields S3 checks, then the file. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

class UploadError extends Error {
  override name = 'UploadError';
}

/**
 * Posts a file straight to S3 with the presigned form. XMLHttpRequest rather than fetch: only it
 * reports upload progress. `onProgress` receives 0–100.
 */
export function postFileToS3(
  post: PresignedPost,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', file); // S3 ignores every field after the file

    const request = new XMLHttpRequest();
    request.open('POST', post.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(`${request.status}: ${request.responseText || request.statusText}`));
      }
    };
    request.onerror = () => reject(new UploadError('Upload failed'));
    request.onabort = () => reject(new UploadError('Upload cancelled'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
