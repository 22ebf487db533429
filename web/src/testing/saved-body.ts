import { expect } from 'vitest';
import type { FakeApi } from './fake-api';
import { toastWith } from './toasts';

/**
 * Waits for a save's toast (`toast`), then answers what the save sent: the body of the first `request`
 * ('PUT /api/contractors/1').
 */
export async function savedBody(api: FakeApi, toast: string, request: string): Promise<unknown> {
  expect(await toastWith(toast)).toBeInTheDocument();
  return api.requestsTo(request)[0]?.body;
}
