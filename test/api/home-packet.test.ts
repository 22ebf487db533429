// The home packet and its share links over HTTP (docs/product.md#api-home-packet): the packet started by an
// editor, polled to ready and downloaded; share links made by the owner, opened signed out (no member's
// e-mail, amounts as chosen), each visit counted, revoked at once (410).
import { exportJobSchema, type ExportJob } from '@reno/domain';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, newUser, request, type TestUser } from './support/api-client';
import { createExpense, createHomeItem, createProject, createRoom } from './support/fixtures';
import { inHousehold, joinHousehold } from './support/households';
import { createPhoto } from './support/photos';

async function finished(user: TestUser, id: string): Promise<ExportJob> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await api.get(`/api/exports/${id}`, user);
    const job = exportJobSchema.parse(response.body);
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the packet did not finish');
}

/** An owner's first home with a kitchen range paid by a $1,234.56 expense of a project in it. */
async function homeWithRange() {
  const owner = await newUser();
  const project = await createProject(owner, { name: 'Kitchen refit' });
  const expense = await createExpense(owner, project.id, { description: 'Range', amount: '1234.56' });
  const kitchen = await createRoom(owner, 1, { name: 'Kitchen' });
  await createHomeItem(owner, kitchen.id, { serial: 'FD-99', expenseIds: [expense.id] });
  return { owner, project, kitchen };
}

const pathOf = (url: string) => new URL(url).pathname;

describe('the home packet', () => {
  it('is started by an editor, polled to ready and downloads as a ZIP with its PDF', async () => {
    const { owner } = await homeWithRange();
    const editor = await newUser();
    await joinHousehold(owner, editor, 'editor');

    const started = await request(
      'POST',
      '/api/homes/1/packet',
      inHousehold(owner, { as: editor, body: { includeBasis: false } }),
    );

    expect(started.status, started.text).toBe(202);
    const job = exportJobSchema.parse(started.body);
    expect(job).toMatchObject({ kind: 'homePacket', homeId: 1, projectId: null, status: 'running' });
    expect(job.fileName).toMatch(/^Our home home packet \d{4}-\d{2}-\d{2}\.zip$/);
    const ready = await finished(owner, job.id);
    expect(ready).toMatchObject({ status: 'ready', filesTotal: 0 });
    const entries = unzipSync(new Uint8Array(await (await fetch(ready.downloadUrl!)).arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['home-packet.pdf']);
    expect(new TextDecoder().decode(entries['home-packet.pdf']!.slice(0, 5))).toBe('%PDF-');
  });

  it('refuses a body without the cost basis choice, and a home the household lacks', async () => {
    const owner = await newUser();
    const bad = await api.post('/api/homes/1/packet', owner, {});
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { path: ['includeBasis'], message: 'Include the cost basis must be true or false' },
    ]);
    const missing = await api.post('/api/homes/77/packet', owner, { includeBasis: true });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Home not found' });
  });
});

describe('share links', () => {
  it('open a read-only page signed out with no e-mail and amounts hidden, each visit counted', async () => {
    const { owner, kitchen } = await homeWithRange();
    await createPhoto(owner, kitchen.id, { takenOn: '2025-05-01', caption: 'Old range', tags: [] });
    await createPhoto(owner, kitchen.id, { takenOn: '2025-05-06' });
    const made = await api.post('/api/homes/1/share-links', owner, { days: 14, showAmounts: false });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ homeId: 1, showAmounts: false, visits: 0, lastVisitAt: null });
    expect(made.body.url).toMatch(/\/shared\/home\/[\w-]{43}$/);
    const days = (Date.parse(made.body.expiresAt) - Date.parse(made.body.createdAt)) / 86_400_000;
    expect(days).toBe(14);

    const token = pathOf(made.body.url).split('/').pop();
    const page = await request('GET', `/api/shared/home/${token}`);
    expect(page.status, page.text).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toMatchObject({
      home: { name: 'Our home' },
      showAmounts: false,
      rooms: [{ name: 'Kitchen', items: [{ name: 'Range', serial: 'FD-99', cost: null }] }],
      projects: [{ name: 'Kitchen refit', cost: null }],
    });
    expect(page.text).not.toContain('@');
    expect(page.text).not.toContain('1234.56');
    // The kitchen's photos, newest first: a thumbnail's short-lived link each, and nothing of who or where.
    expect(page.body.rooms[0].photos).toHaveLength(2);
    expect(page.body.rooms[0].morePhotos).toBe(false);
    const [newest, older] = page.body.rooms[0].photos;
    expect(newest).toEqual({
      takenOn: '2025-05-06',
      caption: 'Kitchen wall open: new copper supply',
      tags: ['behind the walls'],
      thumbnailUrl: expect.stringContaining('-thumb.webp'),
    });
    expect(older).toMatchObject({ takenOn: '2025-05-01', caption: 'Old range' });
    const thumbnail = await fetch(newest.thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    const metadata = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp' });
    expect(metadata.exif).toBeUndefined();
    await request('GET', `/api/shared/home/${token}`);

    const listed = await api.get('/api/homes/1/share-links', owner);
    expect(listed.body).toEqual([
      {
        ...made.body,
        url: null,
        visits: 2,
        lastVisitAt: expect.any(String),
        recentVisits: [expect.any(String), expect.any(String)],
      },
    ]);
  });

  it('shows amounts when the owner chose so, and answers 410 once revoked, 404 for an address never made', async () => {
    const { owner } = await homeWithRange();
    const made = await api.post('/api/homes/1/share-links', owner, { days: 1, showAmounts: true });
    const path = `/api/shared/home/${pathOf(made.body.url).split('/').pop()}`;
    const page = await request('GET', path);
    expect(page.body.rooms[0].items[0].cost).toBe('1234.56');
    expect(page.body.projects[0].cost).toBe('1234.56');

    const revoked = await api.delete(`/api/homes/1/share-links/${made.body.id}`, owner);

    expect(revoked.status).toBe(200);
    expect(await request('GET', path)).toMatchObject({
      status: 410,
      body: { error: 'This share link has expired or was revoked' },
    });
    expect((await api.get('/api/homes/1/share-links', owner)).body).toEqual([]);
    expect(await request('GET', `/api/shared/home/${'n'.repeat(43)}`)).toMatchObject({
      status: 404,
      body: { error: 'This share link is not valid' },
    });
  });

  it('lasts 1 to 90 days', async () => {
    const owner = await newUser();
    for (const days of [0, 91, 1.5, 'soon']) {
      const refused = await api.post('/api/homes/1/share-links', owner, { days, showAmounts: false });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([
        { path: ['days'], message: 'Days must be a whole number from 1 to 90' },
      ]);
    }
    expect((await api.post('/api/homes/1/share-links', owner, { days: 90, showAmounts: false })).status).toBe(
      201,
    );
  });
});
