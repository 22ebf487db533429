import { act, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

interface PostedForm {
  url: string;
  /** Form entries in order: the policy fields, then 'file'. */
  entries: [string, FormDataEntryValue][];
}

/**
 * Stands in for S3's presigned-POST endpoint (XMLHttpRequest): the test drives progress and outcome, or
 * with `acceptAtOnce` every upload succeeds as soon as it is sent (no React screen to drive).
 */
export function installFakeS3({ acceptAtOnce = false } = {}) {
  const posted: PostedForm[] = [];
  const open: FakeXhr[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(form: FormData) {
      posted.push({ url: this.url, entries: [...form.entries()] });
      open.push(this);
      if (acceptAtOnce) {
        this.status = 204;
        setTimeout(() => this.onload?.(), 0);
      }
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  const current = () => {
    const request = open.at(-1);
    if (!request) throw new Error('no upload in flight');
    return request;
  };
  return {
    posted,
    /** Chooses `file` in `input` as the user does and waits until its POST is here, left in flight. */
    async upload(user: UserEvent, input: HTMLElement, file: File) {
      const before = posted.length;
      await user.upload(input, file);
      await waitFor(() => expect(posted).toHaveLength(before + 1));
    },
    progress(percent: number) {
      act(() =>
        current().upload.onprogress?.({
          lengthComputable: true,
          loaded: percent,
          total: 100,
        } as ProgressEvent),
      );
    },
    succeed() {
      const request = current();
      request.status = 204;
      act(() => request.onload?.());
    },
    failNetwork() {
      act(() => current().onerror?.());
    },
  };
}
