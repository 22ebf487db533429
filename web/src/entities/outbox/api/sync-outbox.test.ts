import { FREE_PLAN_LIMITS, PLAN_LIMIT_MESSAGES, type ExpensePayload } from '@reno/domain';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, setActiveHousehold } from '../../../lib/api-client';
import {
  createFakeApi,
  makeExpense,
  makeProject,
  TEST_ID_TOKEN,
  type FakeApi,
} from '../../../testing/fake-api';
import { holdReceipt } from '../utils/held-receipts';
import { listEntries } from './outbox-store';
import { queueExpense } from './queue-expense';
import { syncOutbox } from './sync-outbox';

const OWNER = 'user-1';

const expense = (description: string, change: Partial<ExpensePayload> = {}): ExpensePayload => ({
  projectId: 1,
  description,
  amount: '12.50',
  category: 'materials',
  paymentMethod: 'cash',
  date: '2026-05-02',
  notes: null,
  contractorId: null,
  estimateId: null,
  imageUrl: null,
  ...change,
});

/** S3's presigned POST, answering 204 at once; the files it received. */
function installS3(): File[] {
  const files: File[] = [];
  class AcceptingXhr {
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    statusText = '';
    open() {}
    send(form: FormData) {
      files.push(form.get('file') as File);
      this.status = 204;
      setTimeout(() => this.onload?.(), 0);
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', AcceptingXhr);
  return files;
}

const creates = (api: FakeApi) => api.requestsTo('POST /api/expenses');

describe('the outbox', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = createFakeApi({ projects: [makeProject({ id: 1, name: 'Kitchen Remodel' })] });
    configureApiClient({ apiUrl: '/api', getIdToken: async () => TEST_ID_TOKEN });
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('sends the waiting expenses in the order they were added, each with its own key, then empties', async () => {
    for (const description of ['Tile', 'Grout', 'Sealant']) await queueExpense(OWNER, expense(description));
    expect(await syncOutbox(OWNER)).toEqual({ sent: 3, refused: 0, interrupted: false });
    expect(creates(api).map((request) => (request.body as ExpensePayload).description)).toEqual([
      'Tile',
      'Grout',
      'Sealant',
    ]);
    const keys = creates(api).map((request) => request.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(3);
    expect(await listEntries(OWNER)).toEqual([]);
    expect(api.db.expenses.map((saved) => saved.description)).toEqual(['Tile', 'Grout', 'Sealant']);
  });

  it('replays a create whose answer was lost with the same key: the server makes it once', async () => {
    await queueExpense(OWNER, expense('Vanity'));
    const intercepted = globalThis.fetch;
    let lost = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const create = init?.method === 'POST' && String(input).endsWith('/api/expenses');
      if (create && !lost) {
        // The server makes it; the answer never arrives, and the connection is gone.
        await intercepted(input, init);
        lost = true;
        onlineManager.setOnline(false);
      }
      if (create && !onlineManager.isOnline()) throw new TypeError('Failed to fetch');
      return intercepted(input, init);
    });
    expect(await syncOutbox(OWNER)).toEqual({ sent: 0, refused: 0, interrupted: true });
    expect(await listEntries(OWNER)).toHaveLength(1);

    onlineManager.setOnline(true);
    expect(await syncOutbox(OWNER)).toEqual({ sent: 1, refused: 0, interrupted: false });
    expect(creates(api)).toHaveLength(2);
    expect(new Set(creates(api).map((request) => request.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(api.db.expenses.map((saved) => saved.description)).toEqual(['Vanity']);
  });

  it('keeps a refused expense with the server’s words and goes on with the rest', async () => {
    api = createFakeApi({
      projects: [makeProject({ id: 1, name: 'Kitchen Remodel' })],
      expenses: Array.from({ length: FREE_PLAN_LIMITS.expenses - 1 }, (_, index) =>
        makeExpense({ id: 100 + index, projectId: 1 }),
      ),
    });
    for (const description of ['Fits', 'Over the limit']) await queueExpense(OWNER, expense(description));
    expect(await syncOutbox(OWNER)).toEqual({ sent: 1, refused: 1, interrupted: false });
    const [kept] = await listEntries(OWNER);
    expect(kept?.payload.description).toBe('Over the limit');
    expect(kept?.refusal).toBe(PLAN_LIMIT_MESSAGES.expenses);
    // A refused expense waits for Edit or Discard: the next pass leaves it alone.
    expect(await syncOutbox(OWNER)).toEqual({ sent: 0, refused: 0, interrupted: false });
  });

  it('uploads a receipt through its presigned POST, then creates the expense with its key', async () => {
    const s3 = installS3();
    const photo = new File([new Uint8Array([1, 2, 3])], 'receipt.jpg', { type: 'image/jpeg' });
    await queueExpense(OWNER, expense('Faucet', { imageUrl: holdReceipt(photo) }));
    await syncOutbox(OWNER);
    expect(s3.map((file) => file.name)).toEqual(['receipt.jpg']);
    const [ticket] = api.requestsTo('POST /api/uploads');
    expect(ticket?.body).toMatchObject({
      kind: 'receipt',
      fileName: 'receipt.jpg',
      contentType: 'image/jpeg',
    });
    expect(api.db.expenses[0]?.imageUrl).toMatch(/receipt\.jpg$/);
  });

  it('keeps a receipt file across a restart of the browser (a new connection to the database)', async () => {
    const photo = new File([new Uint8Array([7, 8, 9])], 'receipt.png', { type: 'image/png' });
    await queueExpense(OWNER, expense('Paint', { imageUrl: holdReceipt(photo) }));
    vi.resetModules();
    const restarted = await import('./outbox-store');
    const [entry] = await restarted.listEntries(OWNER);
    expect(entry?.receipt?.name).toBe('receipt.png');
    expect(entry?.receipt?.type).toBe('image/png');
    expect(new Uint8Array(entry!.receipt!.bytes)).toEqual(new Uint8Array([7, 8, 9]));
    expect(entry?.payload.imageUrl).toBeNull();
  });

  it('sends a waiting expense and its receipt into the household it was made in, whichever is active by then', async () => {
    api = createFakeApi({
      projects: [makeProject({ id: 1, name: 'Kitchen Remodel' })],
      memberships: [
        {
          id: 'sams-household',
          name: "Sam's household",
          ownerName: 'Sam Lee',
          plan: 'free',
          role: 'editor',
          members: [],
        },
      ],
    });
    installS3();
    setActiveHousehold('sams-household');
    const photo = new File([new Uint8Array([4, 5, 6])], 'receipt.jpg', { type: 'image/jpeg' });
    await queueExpense(OWNER, expense('Shared paint', { imageUrl: holdReceipt(photo) }));
    setActiveHousehold(null); // the user switched back to their own household meanwhile

    expect(await syncOutbox(OWNER)).toEqual({ sent: 1, refused: 0, interrupted: false });
    const household = (key: string) =>
      api.requestsTo(key).map((request) => request.headers.get('X-Household-Id'));
    expect(household('POST /api/uploads')).toEqual(['sams-household']);
    expect(household('POST /api/expenses')).toEqual(['sams-household']);
  });

  it('keeps each user’s expenses to that user', async () => {
    await queueExpense(OWNER, expense('Mine'));
    expect(await listEntries('someone-else')).toEqual([]);
    expect(await syncOutbox('someone-else')).toEqual({ sent: 0, refused: 0, interrupted: false });
    expect(await listEntries(OWNER)).toHaveLength(1);
  });
});
