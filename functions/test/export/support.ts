import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  createChangeOrder,
  createHomeItem,
  createMaintenanceTask,
  createPhoto,
  createRoom,
  logMaintenanceDone,
  getExportJob,
  startExportJob,
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  type DataContext,
} from '@reno/data';
import { NO_ITEM_DETAILS } from '@reno/domain';
import { unzipSync } from 'fflate';
import { inject } from 'vitest';
import { handler } from '../../src/handlers/export-worker';
import { s3ClientConfig } from '../../src/lib/aws/s3-client';
import { lambdaContext } from '../support/api-event';
import { WALL_PAINT } from '../support/home-items';

/** A direct client on the run's s3rver, for seeding files and reading the archive behind the worker's back. */
export const s3 = new S3Client(
  s3ClientConfig({ S3_ENDPOINT: inject('s3Endpoint'), AWS_REGION: 'us-east-1' }),
);
export const bucket = inject('bucketName');

export async function putObject(key: string, body: Uint8Array): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
}
export async function deleteObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
export async function objectExists(key: string): Promise<boolean> {
  return s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );
}

/** Starts an export job of the project and runs the worker on it to the end: the job as it finished. */
export async function exportProject(ctx: DataContext, userId: string, projectId: number) {
  const { job } = await startExportJob(ctx, userId, projectId, 'Kitchen Remodel records 2026-11-26.zip');
  await handler({ userId, jobId: job.id }, lambdaContext());
  return (await getExportJob(ctx, userId, job.id))!;
}

/** The archive's entries by name. */
export async function readArchive(key: string): Promise<Record<string, Uint8Array>> {
  const output = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return unzipSync(await output.Body!.transformToByteArray());
}

export { pdfText } from '../support/pdf-text';

/** Text of a CSV entry without its byte-order mark, as rows of cells (the dialect's quoting undone). */
export function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  if (!text.startsWith('\uFEFF')) throw new Error('CSV without a byte-order mark');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let index = 1; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      endCell();
    } else if (char === '\r' && next === '\n') {
      endCell();
      rows.push(row);
      row = [];
      index++;
    } else {
      cell += char;
    }
  }
  return rows;
}

export const fakeJpeg = (bytes: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(bytes)]);
const fakePdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes)]);

export interface SeededProject {
  projectId: number;
  /** Every expense: id, description, amount as the CSV writes it, and its receipt's key (null: none). */
  expenses: { id: number; description: string; amount: string; receiptKey: string | null }[];
  /** Stored bytes by key. */
  files: Map<string, Uint8Array>;
  attachmentKey: string;
  /** The approved estimate (10,000.00 at 13 % tax with a 500.00 change order; 125.45 paid). */
  estimateId: number;
}

/**
 * A project with a budget plan's worth of records: a contractor, an approved estimate with a change
 * order and a PDF attachment, expenses with image and PDF receipts (one paying the estimate, one whose
 * description a spreadsheet would run as a formula), milestones.
 */
export async function seedProject(
  ctx: DataContext,
  userId: string,
  receipts = 6,
  receiptBytes = 5_000,
): Promise<SeededProject> {
  const files = new Map<string, Uint8Array>();
  const store = async (key: string, body: Uint8Array) => {
    await putObject(key, body);
    files.set(key, body);
    return key;
  };
  const project = await createProject(ctx, userId, { name: 'Kitchen Remodel', budgetCents: 3_000_000 });
  const alice = await createContractor(ctx, userId, { name: 'Alice Carpentry', company: 'AC, Inc.' });
  const attachmentKey = await store(`users/${userId}/attachments/quote.pdf`, fakePdf(2_000));
  const estimate = await createEstimate(ctx, userId, {
    projectId: project.id,
    contractorId: alice.id,
    title: 'Shaker cabinets',
    amountCents: 1_000_000,
    taxRateHundredths: 1_300,
    date: '2026-10-01',
    status: 'approved',
    attachmentUrl: attachmentKey,
    category: 'materials',
  });
  await createChangeOrder(ctx, userId, estimate.id, {
    title: 'Extra drawer',
    amountCents: 50_000,
    date: '2026-10-05',
    status: 'approved',
  });
  const expenses: SeededProject['expenses'] = [];
  for (let index = 0; index < receipts + 2; index++) {
    const withReceipt = index < receipts;
    const pdf = index % 2 === 1;
    const receiptKey = withReceipt
      ? await store(
          `users/${userId}/receipts/r${index}.${pdf ? 'pdf' : 'jpg'}`,
          pdf ? fakePdf(receiptBytes - 2_000 + index) : fakeJpeg(receiptBytes + index),
        )
      : null;
    const description = index === 0 ? '=SUM(A1:A9)' : index === 1 ? 'Tiles, grey' : `Expense ${index}`;
    const amountCents = 12_345 + index * 100;
    const expense = await createExpense(ctx, userId, {
      projectId: project.id,
      description,
      amountCents,
      category: index === 2 ? 'labor' : 'materials',
      paymentMethod: 'credit_card',
      date: `2026-10-${String(10 + (index % 3)).padStart(2, '0')}`,
      imageUrl: receiptKey,
      ...(index === 2 ? { contractorId: alice.id, estimateId: estimate.id } : {}),
    });
    expenses.push({
      id: expense.id,
      description,
      amount: `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`,
      receiptKey,
    });
  }
  await createMilestone(ctx, userId, {
    projectId: project.id,
    title: 'Demolition',
    category: 'Demolition',
    targetDate: '2026-10-20',
  });
  await createMilestone(ctx, userId, { projectId: project.id, title: 'Cabinets in', category: 'Planning' });
  return { projectId: project.id, expenses, files, attachmentKey, estimateId: estimate.id };
}

/** The seeded kitchen project's home with a kitchen: a range paid by a receipted expense, and its paint. */
export async function seedHomeRecord(context: DataContext, userId: string) {
  const seeded = await seedProject(context, userId, 2);
  const manual = `users/${userId}/documents/range-manual.jpg`;
  const warrantyCard = `users/${userId}/documents/range-warranty.jpg`;
  for (const [key, bytes] of [
    [manual, fakeJpeg(300)],
    [warrantyCard, fakeJpeg(200)],
  ] as const) {
    await putObject(key, bytes);
    seeded.files.set(key, bytes);
  }
  const kitchen = await createRoom(context, userId, { homeId: 1, name: 'Kitchen' });
  const range = await createHomeItem(context, userId, {
    ...NO_ITEM_DETAILS,
    roomId: kitchen.id,
    kind: 'appliance',
    name: 'Gas range',
    brand: 'Bosch',
    model: 'HGI8056UC',
    serial: 'FD9804-112233',
    installDate: '2026-10-12',
    // The second seeded expense has a PDF receipt.
    expenseIds: [seeded.expenses[1]!.id],
    documents: [manual],
    warranty: {
      startDate: '2026-10-12',
      months: 24,
      endDate: null,
      endsOn: '2028-10-12',
      covered: 'Parts and labour',
      contact: 'Bosch service 1-800-944-2904',
      document: warrantyCard,
    },
  });
  await createHomeItem(context, userId, {
    ...NO_ITEM_DETAILS,
    roomId: kitchen.id,
    ...WALL_PAINT,
  });
  const pipes = `users/${userId}/photos/pipes.jpg`;
  await putObject(pipes, fakeJpeg(400));
  const photo = await createPhoto(context, userId, {
    roomId: kitchen.id,
    takenOn: '2026-10-02',
    caption: 'Pipes before drywall',
    tags: ['behind the walls'],
    imageKey: pipes,
    thumbnailKey: `users/${userId}/photos/pipes-thumb.webp`,
    width: 1600,
    height: 1200,
  });
  const filter = await createMaintenanceTask(context, userId, {
    homeId: 1,
    name: 'HVAC filter',
    rule: 'every',
    intervalMonths: 3,
    startDate: '2026-01-15',
  });
  await logMaintenanceDone(context, userId, filter.id, { date: '2026-04-15', note: 'MERV 11' });
  return { seeded, kitchen, range, photo, manual, warrantyCard };
}
