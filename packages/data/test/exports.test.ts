import { describe, expect, it } from 'vitest';
import {
  cancelExportJob,
  EXPORT_RUN_LIMIT_SECONDS,
  finishExportJob,
  getExportJob,
  recordExportProgress,
  startExportJob,
  stopCancelledExportJob,
} from '../src/exports';
import { projectExpensePages } from '../src/exports-pages';
import { createExpense } from '../src/expenses';
import { NotFoundError } from '../src/errors';
import { aroundTransaction, newUser, newUserWithProject, partitionItems, testContext } from './support';

const ctx = testContext();

const userWithProject = () => newUserWithProject(ctx, { plan: 'pro' });

describe('export jobs', () => {
  it('runs one job per project at a time: concurrent starts get the same job', async () => {
    const { userId, projectId } = await userWithProject();

    const starts = await Promise.all(
      Array.from({ length: 5 }, () => startExportJob(ctx, userId, projectId, 'Kitchen records.zip')),
    );

    expect(starts.filter((start) => start.started)).toHaveLength(1);
    expect(new Set(starts.map((start) => start.job.id)).size).toBe(1);
    expect(starts[0]!.job).toMatchObject({
      status: 'running',
      filesDone: 0,
      objectKey: `exports/users/${userId}/${starts[0]!.job.id}.zip`,
    });
  });

  it('keeps the job and its marker for a day (TTL) and lets a new run start once one has ended', async () => {
    const { userId, projectId } = await userWithProject();
    const first = (await startExportJob(ctx, userId, projectId, 'a.zip')).job;
    const items = await partitionItems(ctx, userId);
    const stored = items.filter((item) => String(item.SK).startsWith('EXPORT'));
    expect(stored).toHaveLength(2);
    for (const item of stored) expect(Number(item.expiresAt) - Date.now() / 1000).toBeGreaterThan(23 * 3600);

    expect(await finishExportJob(ctx, userId, first.id, { status: 'ready', filesDone: 3 })).toBe(true);
    const second = await startExportJob(ctx, userId, projectId, 'b.zip');

    expect(second.started).toBe(true);
    expect(second.job.id).not.toBe(first.id);
    expect(await getExportJob(ctx, userId, first.id)).toMatchObject({ status: 'ready', filesDone: 3 });
  });

  it('tells the worker to stop once cancelled, and refuses to end a cancelled job as ready', async () => {
    const { userId, projectId } = await userWithProject();
    const { job } = await startExportJob(ctx, userId, projectId, 'a.zip');
    expect(await recordExportProgress(ctx, userId, job.id, { filesDone: 2, filesTotal: 9 })).toBe(true);

    await cancelExportJob(ctx, userId, job.id);

    expect(await recordExportProgress(ctx, userId, job.id, { filesDone: 3, filesTotal: 9 })).toBe(false);
    expect(await finishExportJob(ctx, userId, job.id, { status: 'ready' })).toBe(false);
    expect(await getExportJob(ctx, userId, job.id)).toMatchObject({
      status: 'cancelled',
      filesDone: 2,
      stoppedAt: null,
    });
    // Issue 37: the project stays taken until the worker has stopped, then a new export may start.
    expect(await startExportJob(ctx, userId, projectId, 'b.zip')).toMatchObject({
      started: false,
      job: { id: job.id, status: 'cancelled' },
    });
    expect(await stopCancelledExportJob(ctx, userId, job.id)).toBe(true);
    expect((await getExportJob(ctx, userId, job.id))!.stoppedAt).not.toBeNull();
    expect((await startExportJob(ctx, userId, projectId, 'b.zip')).started).toBe(true);
  });

  it('answers a cancel that the worker beat to the finish with the job as it ended', async () => {
    const { userId, projectId } = await userWithProject();
    const { job } = await startExportJob(ctx, userId, projectId, 'a.zip');
    // The worker ends the job between the cancel's read and its write.
    const racing = aroundTransaction(ctx, 1, async (commit) => {
      expect(await finishExportJob(ctx, userId, job.id, { status: 'ready', filesDone: 4 })).toBe(true);
      return commit();
    });

    // Not the job as it was ('running', which would leave the archive behind): the caller forgets it.
    expect(await cancelExportJob(racing, userId, job.id)).toMatchObject({ status: 'ready', filesDone: 4 });
    expect(await getExportJob(ctx, userId, job.id)).toMatchObject({ status: 'ready' });
  });

  it('reads a job whose worker was lost as failed, and lets the project start another', async () => {
    const { userId, projectId } = await userWithProject();
    const { job } = await startExportJob(ctx, userId, projectId, 'a.zip');
    const later = testContext({ now: () => new Date(Date.now() + (EXPORT_RUN_LIMIT_SECONDS + 60) * 1000) });

    expect(await getExportJob(later, userId, job.id)).toMatchObject({
      status: 'failed',
      error: 'The archive took too long to build. Please try again.',
    });
    const next = await startExportJob(later, userId, projectId, 'b.zip');
    expect(next.started).toBe(true);
    // The lost worker, should it ever end, cannot take the new run's marker away.
    expect(await finishExportJob(ctx, userId, job.id, { status: 'ready' })).toBe(true);
    expect((await startExportJob(ctx, userId, projectId, 'c.zip')).job.id).toBe(next.job.id);
  });

  it("refuses another user's project as not found, and knows no other user's job", async () => {
    const { userId, projectId } = await userWithProject();
    const other = await newUser(ctx);
    const { job } = await startExportJob(ctx, userId, projectId, 'a.zip');

    await expect(startExportJob(ctx, other, projectId, 'x.zip')).rejects.toBeInstanceOf(NotFoundError);
    expect(await getExportJob(ctx, other, job.id)).toBeUndefined();
    expect(await cancelExportJob(ctx, other, job.id)).toBeUndefined();
    expect((await getExportJob(ctx, userId, job.id))!.status).toBe('running');
  });

  it("pages a project's expenses oldest first, every one exactly once", async () => {
    const { userId, projectId } = await userWithProject();
    for (let day = 1; day <= 7; day++)
      await createExpense(ctx, userId, {
        projectId,
        description: `Day ${day}`,
        amountCents: 100 * day,
        category: 'materials',
        paymentMethod: 'cash',
        date: `2026-10-${String(8 - day).padStart(2, '0')}`,
      });

    const pages: string[][] = [];
    for await (const page of projectExpensePages(ctx, userId, projectId, 3))
      pages.push(page.map((expense) => expense.date));

    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => `2026-10-0${day}`));
  });
});
