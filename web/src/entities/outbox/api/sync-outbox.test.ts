import { BEHIND_THE_WALLS, FREE_PLAN_LIMITS, PLAN_LIMIT_MESSAGES, type ExpensePayload } from '@reno/domain';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, setActiveHousehold } from '../../../lib/api-client';
import { makeRoom } from '../../../testing/fake-backend/room-handlers';
import { installFakeS3 } from '../../../testing/fake-s3';
import {
  createFakeApi,
  json,
  makeExpense,
  makeProject,
  TEST_ID_TOKEN,
  type FakeApi,
} from '../../../testing/fake-api';
import { formExpense } from '../testing/form-expense';
import { holdReceipt } from '../utils/held-receipts';
import { isExpenseEntry, listEntries } from './outbox-store';
import { queueExpense } from './queue-expense';
import { queuePhoto } from './queue-photo';
import { syncOutbox } from './sync-outbox';

const OWNER = 'user-1';

const creates = (api: FakeApi) => api.requestsTo('POST /api/expenses');

/** The server makes the first create POSTed to `path`; its answer never arrives, and the connection is gone. */
function loseFirstAnswerTo(path: string) {
  const intercepted = globalThis.fetch;
  let lost = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const create = init?.method === 'POST' && String(input).endsWith(path);
    if (create && !lost) {
      await intercepted(input, init);
      lost = true;
      onlineManager.setOnline(false);
    }
    if (create && !onlineManager.isOnline()) throw new TypeError('Failed to fetch');
    return intercepted(input, init);
  });
}

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
    for (const description of ['Tile', 'Grout', 'Sealant'])
      await queueExpense(OWNER, formExpense(description));
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
    await queueExpense(OWNER, formExpense('Vanity'));
    loseFirstAnswerTo('/api/expenses');
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
    for (const description of ['Fits', 'Over the limit']) await queueExpense(OWNER, formExpense(description));
    expect(await syncOutbox(OWNER)).toEqual({ sent: 1, refused: 1, interrupted: false });
    const [kept] = (await listEntries(OWNER)).filter(isExpenseEntry);
    expect(kept?.payload.description).toBe('Over the limit');
    expect(kept?.refusal).toBe(PLAN_LIMIT_MESSAGES.expenses);
    // A refused expense waits for Edit or Discard: the next pass leaves it alone.
    expect(await syncOutbox(OWNER)).toEqual({ sent: 0, refused: 0, interrupted: false });
  });

  it('keeps an expense without a refusal when the session has ended: the next pass sends it', async () => {
    await queueExpense(OWNER, formExpense('Hinges'));
    const signedIn = api.override('POST /api/expenses', () => json(401, { error: 'Unauthorized' }));
    expect(await syncOutbox(OWNER)).toEqual({ sent: 0, refused: 0, interrupted: true });
    const [kept] = await listEntries(OWNER);
    expect(kept?.refusal).toBeNull();

    signedIn();
    expect(await syncOutbox(OWNER)).toEqual({ sent: 1, refused: 0, interrupted: false });
    expect(api.db.expenses.map((saved) => saved.description)).toEqual(['Hinges']);
  });

  it('uploads a receipt through its presigned POST, then creates the expense with its key', async () => {
    const s3 = installFakeS3({ acceptAtOnce: true });
    const photo = new File([new Uint8Array([1, 2, 3])], 'receipt.jpg', { type: 'image/jpeg' });
    await queueExpense(OWNER, formExpense('Faucet', { imageUrl: holdReceipt(photo) }));
    await syncOutbox(OWNER);
    const files = s3.posted.map(({ entries }) => entries.find(([name]) => name === 'file')?.[1] as File);
    expect(files.map((file) => file.name)).toEqual(['receipt.jpg']);
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
    await queueExpense(OWNER, formExpense('Paint', { imageUrl: holdReceipt(photo) }));
    vi.resetModules();
    const restarted = await import('./outbox-store');
    const [entry] = (await restarted.listEntries(OWNER)).filter(restarted.isExpenseEntry);
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
    installFakeS3({ acceptAtOnce: true });
    setActiveHousehold('sams-household');
    const photo = new File([new Uint8Array([4, 5, 6])], 'receipt.jpg', { type: 'image/jpeg' });
    await queueExpense(OWNER, formExpense('Shared paint', { imageUrl: holdReceipt(photo) }));
    setActiveHousehold(null); // the user switched back to their own household meanwhile

    expect(await syncOutbox(OWNER)).toEqual({ sent: 1, refused: 0, interrupted: false });
    const household = (key: string) =>
      api.requestsTo(key).map((request) => request.headers.get('X-Household-Id'));
    expect(household('POST /api/uploads')).toEqual(['sams-household']);
    expect(household('POST /api/expenses')).toEqual(['sams-household']);
  });

  it('uploads a photo taken offline once, then claims it with its key; a lost answer makes it once', async () => {
    api = createFakeApi({ rooms: [makeRoom({ id: 3, homeId: 1, name: 'Kitchen' })] });
    const s3 = installFakeS3({ acceptAtOnce: true });
    const photo = new File([new Uint8Array([1, 2, 3])], 'IMG_0500.jpg', { type: 'image/jpeg' });
    const taken = { roomId: 3, takenOn: '2026-05-02', caption: 'Open wall', tags: [BEHIND_THE_WALLS] };
    await queuePhoto(OWNER, { ...taken, key: holdReceipt(photo) });
    await queueExpense(OWNER, formExpense('Drywall'));
    loseFirstAnswerTo('/api/photos');
    expect(await syncOutbox(OWNER)).toEqual({ sent: 0, refused: 0, interrupted: true });
    onlineManager.setOnline(true);

    expect(await syncOutbox(OWNER)).toEqual({ sent: 2, refused: 0, interrupted: false });
    // Uploaded once (the key was kept), claimed with it: the photo before the expense added after it.
    expect(s3.posted).toHaveLength(1);
    expect(api.requestsTo('POST /api/uploads').map((request) => request.body)).toEqual([
      { kind: 'photo', fileName: 'IMG_0500.jpg', contentType: 'image/jpeg', size: 3 },
    ]);
    const claims = api.requestsTo('POST /api/photos');
    expect(claims.map((request) => request.body)).toEqual([
      { ...taken, key: expect.stringMatching(/IMG_0500\.jpg$/) },
      claims[0]!.body,
    ]);
    expect(new Set(claims.map((request) => request.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(api.db.photos.map((saved) => saved.caption)).toEqual(['Open wall']);
    expect(await listEntries(OWNER)).toEqual([]);
  });

  it('keeps each user’s expenses to that user', async () => {
    await queueExpense(OWNER, formExpense('Mine'));
    expect(await listEntries('someone-else')).toEqual([]);
    expect(await syncOutbox('someone-else')).toEqual({ sent: 0, refused: 0, interrupted: false });
    expect(await listEntries(OWNER)).toHaveLength(1);
  });
});
