import { exportJobSchema, type ExportJob } from '@reno/domain';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { api, newUser, type TestUser } from './support/api-client';
import { createExpense, createProject } from './support/fixtures';
import { objectExists, uploadThroughApi } from './support/s3';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Polls the job as the web does until the worker has ended it. */
async function finished(user: TestUser, id: string): Promise<ExportJob> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await api.get(`/api/exports/${id}`, user);
    expect(response.status).toBe(200);
    const job = exportJobSchema.parse(response.body);
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not finish');
}

async function projectWithReceipt(user: TestUser) {
  const project = await createProject(user, { name: 'Kitchen: Remodel' });
  const key = await uploadThroughApi(user, { name: 'hinges.png', type: 'image/png', content: PNG });
  const expense = await createExpense(user, project.id, { imageUrl: key, date: '2026-10-14' });
  return { project, expense };
}

describe('project records export', () => {
  it('starts with 202, is polled to ready, and downloads the archive under its file name', async () => {
    const user = await newUser();
    const { project, expense } = await projectWithReceipt(user);

    const started = await api.post(`/api/projects/${project.id}/export`, user);

    expect(started.status).toBe(202);
    const job = exportJobSchema.parse(started.body);
    expect(job).toMatchObject({ projectId: project.id, downloadUrl: null, error: null });
    expect(job.fileName).toMatch(/^Kitchen Remodel records \d{4}-\d{2}-\d{2}\.zip$/);

    const ready = await finished(user, job.id);
    expect(ready).toMatchObject({ status: 'ready', filesDone: 1, filesTotal: 1 });
    // A household's files: the link dies within 15 minutes, as every signed link (issue 39).
    expect(new URL(ready.downloadUrl!).searchParams.get('X-Amz-Expires')).toBe('900');
    const download = await fetch(ready.downloadUrl!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`filename="${job.fileName}"`);
    const entries = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        'expenses.csv',
        'summary.pdf',
        `receipts/2026-10-14 Cabinet hinges #${expense.id}.png`,
      ]),
    );
    expect(Buffer.from(entries[`receipts/2026-10-14 Cabinet hinges #${expense.id}.png`]!).equals(PNG)).toBe(
      true,
    );
    expect(new TextDecoder().decode(entries['expenses.csv'])).toContain('Cabinet hinges');
  });

  it('answers a second start while one runs with that same job', async () => {
    const user = await newUser();
    const { project } = await projectWithReceipt(user);

    const [first, second] = await Promise.all([
      api.post(`/api/projects/${project.id}/export`, user),
      api.post(`/api/projects/${project.id}/export`, user),
    ]);

    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.id).toBe(first.body.id);
    await finished(user, first.body.id);
  });

  it('deletes a finished archive: the job is gone and so is its object', async () => {
    const user = await newUser();
    const { project } = await projectWithReceipt(user);
    const started = await api.post(`/api/projects/${project.id}/export`, user);
    const ready = await finished(user, started.body.id);
    const key = new URL(ready.downloadUrl!).pathname.split('/').slice(2).map(decodeURIComponent).join('/');
    expect(await objectExists(key)).toBe(true);

    const deleted = await api.delete(`/api/exports/${ready.id}`, user);

    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await api.get(`/api/exports/${ready.id}`, user)).status).toBe(404);
    expect(await objectExists(key)).toBe(false);
  });

  it("answers 404 for another user's project and job, and for ids that name none", async () => {
    const [owner, intruder] = await Promise.all([newUser(), newUser()]);
    const { project } = await projectWithReceipt(owner);
    const started = await api.post(`/api/projects/${project.id}/export`, owner);
    await finished(owner, started.body.id);

    const attempts = await Promise.all([
      api.post(`/api/projects/${project.id}/export`, intruder),
      api.get(`/api/exports/${started.body.id}`, intruder),
      api.delete(`/api/exports/${started.body.id}`, intruder),
      api.get('/api/exports/not-a-job', owner),
      api.post('/api/projects/999999/export', owner),
    ]);

    expect(attempts.map((response) => [response.status, response.body.error])).toEqual([
      [404, 'Project not found'],
      [404, 'Export not found'],
      [404, 'Export not found'],
      [404, 'Export not found'],
      [404, 'Project not found'],
    ]);
    expect((await api.get(`/api/exports/${started.body.id}`, owner)).body.status).toBe('ready');
  });

  it("counts a Free user's export starts: the 6th new export of the day is 429 with Retry-After (issue 37)", async () => {
    const user = await newUser();
    const projects = await Promise.all(
      Array.from({ length: 6 }, (_, n) => createProject(user, { name: `Room ${n + 1}` })),
    );
    // A start answered with the project's running export is no new export: not counted.
    const [first, again] = await Promise.all([
      api.post(`/api/projects/${projects[0]!.id}/export`, user),
      api.post(`/api/projects/${projects[0]!.id}/export`, user),
    ]);
    expect(again.body.id).toBe(first.body.id);
    const jobs = [first.body.id as string];
    for (const project of projects.slice(1, 5)) {
      const started = await api.post(`/api/projects/${project.id}/export`, user);
      expect(started.status).toBe(202);
      jobs.push(started.body.id);
    }

    const sixth = await api.post(`/api/projects/${projects[5]!.id}/export`, user);

    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      error:
        "You've reached the limit of 5 exports per day on the free plan. Upgrade to Pro for more, or try again tomorrow.",
    });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    for (const id of jobs) expect((await finished(user, id)).status).toBe('ready');
  });
});
