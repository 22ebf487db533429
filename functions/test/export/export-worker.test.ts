import { randomUUID } from 'node:crypto';
import {
  cancelExportJob,
  createChangeOrder,
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  getExportJob,
  startExportJob,
  updateExpense,
  type ExportJobRecord,
} from '@reno/data';
import { describe, expect, it } from 'vitest';
import { handler } from '../../src/handlers/export-worker';
import { buildArchive } from '../../src/lib/export/build-archive';
import { workerS3 } from '../../src/lib/export/worker-s3-client';
import { newUser, queriesOn, recordQueries, testTable } from '../chat/support/dynamodb';
import { lambdaContext } from '../support/api-event';
import {
  bucket,
  csvRows,
  deleteObject,
  exportProject,
  fakeJpeg,
  objectExists,
  pdfText,
  putObject,
  readArchive,
  s3,
  seedProject,
} from './support';

const ctx = testTable().context();

describe('the records archive worker', () => {
  it('packs every expense once with its amount, every stored file byte for byte, and the totals in the PDF', async () => {
    const userId = await newUser(ctx, 'pro');
    const seeded = await seedProject(ctx, userId);

    const job = await exportProject(ctx, userId, seeded.projectId);

    expect(job).toMatchObject({ status: 'ready', filesDone: 7, filesTotal: 7, error: null });
    const entries = await readArchive(job.objectKey);
    const names = Object.keys(entries);
    for (const file of ['expenses.csv', 'estimates.csv', 'milestones.csv', 'contractors.csv', 'summary.pdf'])
      expect(names).toContain(file);
    expect(names).not.toContain('missing-files.txt');

    const [header, ...rows] = csvRows(entries['expenses.csv']!);
    expect(header).toEqual([
      'Date',
      'Description',
      'Category',
      'Payment Method',
      'Contractor',
      'Estimate',
      'Amount',
      'Notes',
      'Receipt',
      'Added By',
      'Changed By',
    ]);
    expect(rows).toHaveLength(seeded.expenses.length);
    // Records that name no author were made by the household's owner.
    for (const row of rows) expect(row.slice(9)).toEqual(['Test', 'Test']);
    for (const expense of seeded.expenses) {
      const written = expense.description.startsWith('=') ? `'${expense.description}` : expense.description;
      const matching = rows.filter((row) => row[1] === written);
      expect(matching, expense.description).toHaveLength(1);
      expect(matching[0]![6]).toBe(expense.amount);
      // The receipt column names the file in receipts/, which holds exactly the stored bytes.
      if (expense.receiptKey) {
        const path = `receipts/${matching[0]![8]}`;
        expect(path).toMatch(new RegExp(`^receipts/\\d{4}-\\d{2}-\\d{2} .+ #${expense.id}\\.(jpg|pdf)$`));
        expect(Buffer.from(entries[path]!).equals(Buffer.from(seeded.files.get(expense.receiptKey)!))).toBe(
          true,
        );
      } else expect(matching[0]![8]).toBe('');
    }
    const paying = rows.find((row) => row[1] === 'Expense 2')!;
    expect([paying[4], paying[5]]).toEqual(['Alice Carpentry', 'Shaker cabinets']);

    const attachments = names.filter((name) => name.startsWith('attachments/'));
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatch(/^attachments\/2026-10-01 Shaker cabinets #\d+\.pdf$/);
    expect(
      Buffer.from(entries[attachments[0]!]!).equals(Buffer.from(seeded.files.get(seeded.attachmentKey)!)),
    ).toBe(true);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);

    const [estimateHeader, estimate] = csvRows(entries['estimates.csv']!);
    const cell = (name: string) => estimate![estimateHeader!.indexOf(name)];
    // 10,000.00 at 13 % tax, plus a 500.00 change order taxed alike; paid 123.45 + 2 × 1.00.
    expect([cell('Total With Tax'), cell('Approved Changes'), cell('Revised Total')]).toEqual([
      '11300.00',
      '565.00',
      '11865.00',
    ]);
    expect([cell('Paid'), cell('Remaining')]).toEqual(['125.45', '11739.55']);
    expect(cell('Change Orders')).toBe('Extra drawer 500.00 approved 2026-10-05');
    expect(csvRows(entries['milestones.csv']!).map((row) => row[0])).toEqual([
      'Title',
      'Demolition',
      'Cabinets in',
    ]);
    expect(csvRows(entries['contractors.csv']!).slice(1)).toEqual([
      ['Alice Carpentry', 'AC, Inc.', '', '', '', '', '', 'Test', 'Test'],
    ]);

    const text = await pdfText(entries['summary.pdf']!);
    const spent = seeded.expenses.reduce((sum, e) => sum + Math.round(Number(e.amount) * 100), 0);
    const money = (cents: number) =>
      `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
    expect(text).toContain('Kitchen Remodel');
    expect(text).toContain(`Budget ${money(3_000_000)}`);
    expect(text).toContain(`Spent ${money(spent)}`);
    // Projected: spent + what the approved estimate still commits (revised 11,865.00 − paid 125.45).
    expect(text).toContain(`Projected final cost ${money(spent + 1_186_500 - 12_545)}`);
    expect(text).toContain('Shaker cabinets');
    expect(text).toContain('Demolition');
  });

  it("reads the project's estimates and milestones a page at a time for every file, holding none whole, and only the contractors its rows name", async () => {
    const userId = await newUser(ctx, 'pro');
    const project = await createProject(ctx, userId, { name: 'Porch', budgetCents: 1_000_000 });
    const quoted = await createContractor(ctx, userId, { name: 'Quoted' });
    await createContractor(ctx, userId, { name: 'Never named' });
    const paid = await createContractor(ctx, userId, { name: 'Paid directly' });
    for (let n = 1; n <= 5; n++) {
      await createEstimate(ctx, userId, {
        projectId: project.id,
        contractorId: quoted.id,
        title: `Quote ${n}`,
        amountCents: 10_000 * n,
        date: '2026-10-01',
      });
      await createMilestone(ctx, userId, { projectId: project.id, title: `Step ${n}`, category: 'Planning' });
    }
    await createExpense(ctx, userId, {
      projectId: project.id,
      description: 'Railing',
      amountCents: 40_000,
      category: 'labor',
      paymentMethod: 'check',
      date: '2026-10-12',
      contractorId: paid.id,
    });
    const { job } = await startExportJob(ctx, userId, project.id, 'Porch records.zip');
    const reading = testTable().context();
    const queries = recordQueries(reading);

    const outcome = await buildArchive({ data: reading, s3, bucket, pageSize: 1, listLimit: 2 }, job);

    expect(outcome.status).toBe('ready');
    const entries = await readArchive((await getExportJob(ctx, userId, job.id))!.objectKey);
    const column = (file: string, index: number) =>
      csvRows(entries[file]!)
        .slice(1)
        .map((row) => row[index]);
    expect(column('estimates.csv', 1)).toEqual([1, 2, 3, 4, 5].map((n) => `Quote ${n}`));
    expect(column('milestones.csv', 0)).toEqual([1, 2, 3, 4, 5].map((n) => `Step ${n}`));
    expect(column('contractors.csv', 0)).toEqual(['Quoted', 'Paid directly']);
    expect(csvRows(entries['expenses.csv']!)[1]).toContain('Paid directly');
    // The summary lists every one of them, written a page at a time.
    const summary = await pdfText(entries['summary.pdf']!);
    for (let n = 1; n <= 5; n++) expect(summary).toMatch(new RegExp(`Quote ${n} Quoted pending`));
    expect(summary).toMatch(/Step 1 Planning .*Step 2 Planning .*Step 3 Planning .*Step 4 Planning .*Step 5/);
    // Five of each in pages of two (one more to know whether a page follows), read again by each file that
    // lists them — estimates.csv, payments.csv, summary.pdf and the stored files; milestones.csv and
    // summary.pdf — rather than held; the household's contractors are never listed, only read by id.
    const pages = (passes: number) => Array.from({ length: passes * 3 }, () => ({ limit: 3 }));
    expect(queriesOn(queries, 'ESTIMATE#')).toEqual(pages(4));
    expect(queriesOn(queries, 'MILESTONE#')).toEqual(pages(2));
    expect(queriesOn(queries, 'CONTRACTOR#')).toEqual([]);
  });

  it('writes amounts as numbers (a credit too), guards text that a spreadsheet would run, quotes semicolons', async () => {
    const userId = await newUser(ctx, 'pro');
    const project = await createProject(ctx, userId, { name: 'Bath', budgetCents: 500_000 });
    const tiler = await createContractor(ctx, userId, { name: 'Tiler' });
    const estimate = await createEstimate(ctx, userId, {
      projectId: project.id,
      contractorId: tiler.id,
      title: 'Tiling',
      amountCents: 100_000,
      taxRateHundredths: 0,
      date: '2026-10-01',
      status: 'approved',
    });
    await createChangeOrder(ctx, userId, estimate.id, {
      title: 'Fewer tiles',
      amountCents: -24_000,
      date: '2026-10-02',
      status: 'approved',
    });
    await createExpense(ctx, userId, {
      projectId: project.id,
      description: '-1+2',
      amountCents: 4_200,
      category: 'materials',
      paymentMethod: 'cash',
      date: '2026-10-03',
      notes: 'x;=1+2;',
    });

    const job = await exportProject(ctx, userId, project.id);

    const entries = await readArchive(job.objectKey);
    const lines = (file: string) => new TextDecoder().decode(entries[file]).split('\r\n');
    // Amount, Tax Rate, Total With Tax, Approved Changes, Revised Total, Paid, Remaining, Percent Paid.
    expect(lines('estimates.csv')[1]).toContain(
      'Tiler,,Approved,1000.00,0.00,1000.00,-240.00,760.00,0.00,760.00,0.00,Fewer tiles -240.00 approved 2026-10-02,',
    );
    expect(lines('expenses.csv')[1]).toBe(`2026-10-03,'-1+2,Materials,Cash,,,42.00,"x;'=1+2;",,Test,Test`);
  });

  it('names who added and who last changed each record, in every CSV', async () => {
    const userId = await newUser(ctx, 'pro');
    const sam = { by: { id: 'sam-sub', name: 'Sam' } };
    const dana = { by: { id: userId, name: 'Dana' } };
    const project = await createProject(ctx, userId, { name: 'Bath', budgetCents: 500_000 }, dana);
    const tiler = await createContractor(ctx, userId, { name: 'Tiler' }, sam);
    const tiling = { projectId: project.id, contractorId: tiler.id, title: 'Tiling', amountCents: 100_000 };
    await createEstimate(ctx, userId, { ...tiling, date: '2026-10-01' }, sam);
    const expense = { projectId: project.id, description: 'Grout', amountCents: 900, category: 'materials' };
    const grout = await createExpense(
      ctx,
      userId,
      { ...expense, paymentMethod: 'cash', date: '2026-10-03' },
      sam,
    );
    await updateExpense(
      ctx,
      userId,
      grout.id,
      { ...expense, paymentMethod: 'card', date: '2026-10-03' },
      dana,
    );
    await createMilestone(ctx, userId, { projectId: project.id, title: 'Tiled', category: 'Bathroom' }, dana);

    const entries = await readArchive((await exportProject(ctx, userId, project.id)).objectKey);

    const lastTwo = (file: string) => csvRows(entries[file]!).map((row) => row.slice(-2));
    expect(lastTwo('expenses.csv')).toEqual([
      ['Added By', 'Changed By'],
      ['Sam', 'Dana'],
    ]);
    expect(lastTwo('estimates.csv')[1]).toEqual(['Sam', 'Sam']);
    expect(lastTwo('contractors.csv')[1]).toEqual(['Sam', 'Sam']);
    expect(lastTwo('milestones.csv')[1]).toEqual(['Dana', 'Dana']);
  });

  it('reports a stored file that has gone missing in missing-files.txt and packs the rest', async () => {
    const userId = await newUser(ctx, 'pro');
    const seeded = await seedProject(ctx, userId, 3);
    const gone = seeded.expenses.find((expense) => expense.receiptKey)!;
    await deleteObject(gone.receiptKey!);

    const job = await exportProject(ctx, userId, seeded.projectId);

    expect(job.status).toBe('ready');
    const entries = await readArchive(job.objectKey);
    const missing = new TextDecoder().decode(entries['missing-files.txt']);
    expect(missing).toMatch(new RegExp(`receipts/\\d{4}-\\d{2}-\\d{2} .+ #${gone.id}\\.jpg`));
    expect(Object.keys(entries).filter((name) => name.startsWith('receipts/'))).toHaveLength(2);
  });

  it("reads only keys under the owner's own prefix, whatever a record names", async () => {
    const userId = await newUser(ctx, 'pro');
    const seeded = await seedProject(ctx, userId, 1);
    const foreign = `users/${randomUUID()}/receipts/secret.jpg`;
    await putObject(foreign, fakeJpeg(100));
    const { createExpense } = await import('@reno/data');
    await createExpense(ctx, userId, {
      projectId: seeded.projectId,
      description: 'Sneaky',
      amountCents: 100,
      category: 'materials',
      paymentMethod: 'cash',
      date: '2026-10-12',
      imageUrl: foreign,
    });

    const job = await exportProject(ctx, userId, seeded.projectId);

    const entries = await readArchive(job.objectKey);
    expect(Object.keys(entries).filter((name) => name.includes('Sneaky'))).toEqual([]);
    expect(job.filesTotal).toBe(2);
  });

  it('stops between files when cancelled and aborts the multipart upload: no archive is left', async () => {
    const userId = await newUser(ctx, 'pro');
    // 1 MiB receipts: the archive outgrows its first 5 MiB part before the cancel comes.
    const seeded = await seedProject(ctx, userId, 12, 1024 * 1024);
    const { job } = await startExportJob(ctx, userId, seeded.projectId, 'Kitchen Remodel records.zip');
    const sent: string[] = [];
    // The owner cancels once the worker has read eight files.
    s3.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(context.commandName!);
        if (
          context.commandName === 'GetObjectCommand' &&
          sent.filter((n) => n === 'GetObjectCommand').length === 8
        )
          await cancelExportJob(ctx, userId, job.id);
        return next(args);
      },
      { step: 'initialize', name: 'cancelAfterEightReads' },
    );
    try {
      const outcome = await buildArchive(
        {
          data: ctx,
          s3,
          bucket,
          progressEvery: { files: 1, ms: 60_000 },
          upload: { partSize: 5 * 1024 * 1024, queueSize: 1 },
        },
        job,
      );
      expect(outcome).toEqual({ status: 'cancelled' });
    } finally {
      s3.middlewareStack.remove('cancelAfterEightReads');
    }

    expect(sent.filter((name) => name === 'GetObjectCommand')).toHaveLength(8);
    expect(sent).toContain('CreateMultipartUploadCommand');
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect((await getExportJob(ctx, userId, job.id))!.status).toBe('cancelled');
    expect(await objectExists(job.objectKey)).toBe(false);
  });

  it("keeps the project's slot for a cancelled job until its worker has stopped (issue 37)", async () => {
    const userId = await newUser(ctx, 'pro');
    const seeded = await seedProject(ctx, userId, 3);
    const { job } = await startExportJob(ctx, userId, seeded.projectId, 'Kitchen Remodel records.zip');
    // While the worker reads its first file, the owner cancels and starts the project's export again.
    let whileRunning: { job: ExportJobRecord; started: boolean } | undefined;
    workerS3.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'GetObjectCommand' && !whileRunning) {
          await cancelExportJob(ctx, userId, job.id);
          whileRunning = await startExportJob(ctx, userId, seeded.projectId, 'again.zip');
        }
        return next(args);
      },
      { step: 'initialize', name: 'cancelAndStartAgain' },
    );
    try {
      await handler({ userId, jobId: job.id }, lambdaContext());
    } finally {
      workerS3.middlewareStack.remove('cancelAndStartAgain');
    }

    // Refused as any second start is: answered with the job that holds the project, no new worker.
    expect(whileRunning).toMatchObject({ started: false, job: { id: job.id, status: 'cancelled' } });
    // The worker has stopped: the next start is a new export.
    const after = await startExportJob(ctx, userId, seeded.projectId, 'after.zip');
    expect(after.started).toBe(true);
    expect(after.job.id).not.toBe(job.id);
  });

  it('keeps the slot for a job cancelled before its worker began, until the worker has looked', async () => {
    const userId = await newUser(ctx, 'pro');
    const seeded = await seedProject(ctx, userId, 1);
    const { job } = await startExportJob(ctx, userId, seeded.projectId, 'queued.zip');
    await cancelExportJob(ctx, userId, job.id);

    const queued = await startExportJob(ctx, userId, seeded.projectId, 'again.zip');
    expect(queued).toMatchObject({ started: false, job: { id: job.id, status: 'cancelled' } });

    // Lambda runs the queued invoke: the worker finds its job cancelled and stops at once.
    await handler({ userId, jobId: job.id }, lambdaContext());
    expect((await startExportJob(ctx, userId, seeded.projectId, 'after.zip')).started).toBe(true);
  });

  it('fails with a sentence when the project is gone', async () => {
    const userId = await newUser(ctx, 'pro');
    const seeded = await seedProject(ctx, userId, 0);
    const { job } = await startExportJob(ctx, userId, seeded.projectId, 'x.zip');
    const { deleteProject } = await import('@reno/data');
    await deleteProject(ctx, userId, seeded.projectId);

    await handler({ userId, jobId: job.id }, lambdaContext());

    expect(await getExportJob(ctx, userId, job.id)).toMatchObject({
      status: 'failed',
      error: 'The project was deleted while its archive was being built.',
    });
  });
});
