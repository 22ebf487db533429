import type { APIRequestContext, Page } from '@playwright/test';
import type { Photo, UploadTicket } from '@reno/domain';
import type { StackInfo } from '../stack/stack-info';
import { expect } from './fixtures';

/**
 * Setup through the API for journeys about something else (the list screen needs 30 expenses; typing
 * them would test the form 30 times): the signed-in browser's own ID token, as the web app sends it.
 */
export async function browserIdToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken')) {
        return localStorage.getItem(key);
      }
    }
    return null;
  });
  if (!token) throw new Error('No Cognito ID token in the browser: is the user signed in?');
  return token;
}

/**
 * One write as the signed-in browser (setup through the API); any other status than `status` (201 for a
 * POST, 200 otherwise) fails the test with the answer's text.
 */
export async function apiSend<Answer = { id: number }>(
  page: Page,
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: object,
  status = method === 'POST' ? 201 : 200,
): Promise<Answer> {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${await browserIdToken(page)}` },
    data: body,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as Answer;
}

/**
 * A photo of `roomId` (a small plain JPEG), uploaded as the browser uploads one (a presigned POST) and claimed:
 * setup for journeys about something else than taking it.
 */
export async function addPhoto(
  page: Page,
  roomId: number,
  photo: { takenOn: string; caption: string; tags?: string[] },
): Promise<Photo> {
  // sharp (native) loads only in the journeys that add a photo.
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8a9a5b' } })
    .jpeg()
    .toBuffer();
  const ticket = await apiSend<UploadTicket>(
    page,
    'POST',
    '/api/uploads',
    { kind: 'photo', fileName: 'photo.jpg', contentType: 'image/jpeg', size: jpeg.length },
    200,
  );
  const posted = await page.request.post(ticket.url, {
    multipart: { ...ticket.fields, file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(posted.ok(), `the photo's upload: ${posted.status()}`).toBe(true);
  return apiSend<Photo>(page, 'POST', '/api/photos', { roomId, key: ticket.key, tags: [], ...photo });
}

export interface ExpenseRecord {
  description: string;
  amount: string;
  category: string;
  paymentMethod: string;
  date: string;
  notes?: string | null;
  contractorId?: number | null;
  estimateId?: number | null;
}

export async function createExpenses(
  page: Page,
  projectId: number,
  expenses: readonly ExpenseRecord[],
): Promise<void> {
  for (const expense of expenses) {
    await apiSend(page, 'POST', '/api/expenses', {
      notes: null,
      contractorId: null,
      estimateId: null,
      imageUrl: null,
      ...expense,
      projectId,
    });
  }
}

/** The selected project's id, as the app keeps it. */
export async function selectedProjectId(page: Page): Promise<number> {
  const id = await page.evaluate(() => localStorage.getItem('reno.selectedProjectId'));
  if (!id) throw new Error('No project is selected in the browser');
  return Number(id);
}

/**
 * Lifts the Free limits the way an operator would: the admin API with the stack's admin password (sent
 * by a signed-in browser, as the admin screen does).
 */
export async function upgradeThroughAdminApi(page: Page, stack: StackInfo, email: string): Promise<void> {
  const request: APIRequestContext = page.request;
  const headers = {
    authorization: `Bearer ${await browserIdToken(page)}`,
    'x-admin-password': stack.adminPassword,
  };
  // The list pages newest first: the user signed up moments ago is on the first page, or soon after.
  let user: { id: string; email: string } | undefined;
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const users = await request.get(`${stack.url}/api/admin/users${query}`, { headers });
    expect(users.status()).toBe(200);
    user = ((await users.json()) as { id: string; email: string }[]).find((row) => row.email === email);
    cursor = users.headers()['x-next-cursor'] ?? null;
  } while (!user && cursor);
  if (!user) throw new Error(`${email} is not in the admin user list`);
  const upgrade = await request.post(`${stack.url}/api/admin/users/${encodeURIComponent(user.id)}/upgrade`, {
    headers,
  });
  expect(upgrade.status(), await upgrade.text()).toBe(200);
}
