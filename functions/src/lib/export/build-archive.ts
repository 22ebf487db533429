// Builds a project's records archive as one stream: the ZIP writer's output goes straight into a
// multipart upload, and every stored file is streamed from S3 into it in turn. What is in memory at
// once is one page of records, one file's buffers and the upload's queue of parts, whatever the size.
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  getProjectWithForecast,
  listChangeOrders,
  listContractors,
  listEstimates,
  listMilestones,
  projectExpensePages,
  recordExportProgress,
  type DataContext,
  type EstimateRecord,
  type ExportJobRecord,
} from '@reno/data';
import { CSV_BOM, csvLine, todayLocalDateString } from '@reno/domain';
import { ZipFile } from 'yazl';
import { isExternalUrl, isOwnKey, storedKeyOf } from '../uploads/object-keys';
import { archiveFileName } from './archive-names';
import { ExportProgress } from './export-progress';
import {
  CONTRACTOR_HEADER,
  contractorRow,
  ESTIMATE_HEADER,
  estimateRow,
  EXPENSE_HEADER,
  expenseRow,
  MILESTONE_HEADER,
  milestoneRow,
  type RecordNames,
} from './records-csv';
import { summaryPdf } from './summary-pdf';

export interface ArchiveDependencies {
  data: DataContext;
  s3: S3Client;
  bucket: string;
  /** How often progress is written (and cancellation noticed). */
  progressEvery?: { files: number; ms: number };
  /** Expenses per DynamoDB page. */
  pageSize?: number;
  /** Multipart upload: part size (S3's minimum is 5 MiB) and parts in flight. */
  upload?: { partSize: number; queueSize: number };
}

export type ArchiveOutcome = { status: 'ready'; filesDone: number } | { status: 'cancelled' };

/** Thrown when the project went away before the worker started. */
export class ProjectGoneError extends Error {}

interface StoredFile {
  key: string;
  name: string;
}

/**
 * Writes `job.objectKey`: expenses.csv, estimates.csv, milestones.csv, contractors.csv, summary.pdf,
 * receipts/, attachments/ and, when some stored file could not be read, missing-files.txt. Only keys
 * under the owner's own `users/<sub>/` prefix, taken from the project's own records, are read.
 */
export async function buildArchive(deps: ArchiveDependencies, job: ExportJobRecord): Promise<ArchiveOutcome> {
  const { data, s3, bucket } = deps;
  const { userId, projectId } = job;
  const project = await getProjectWithForecast(data, userId, projectId);
  if (!project) throw new ProjectGoneError(`project ${projectId} not found`);
  // A stored key of the owner's (the API's own rule); an http(s) link is listed, never fetched.
  const ownKey = (value: string | null): value is string =>
    value !== null && !isExternalUrl(value) && isOwnKey(userId, value) && storedKeyOf(value) === null;

  const [contractors, estimates, milestones] = await Promise.all([
    listContractors(data, userId),
    listEstimates(data, userId, { projectId }),
    listMilestones(data, userId, projectId),
  ]);
  const names: RecordNames = {
    contractors: new Map(contractors.map((c) => [c.id, c.name])),
    estimates: new Map(estimates.map((e) => [e.id, e.title])),
  };
  const receiptName = (expense: {
    date: string;
    description: string;
    id: number;
    imageUrl: string | null;
  }) =>
    ownKey(expense.imageUrl)
      ? archiveFileName('receipts', { ...expense, title: expense.description, key: expense.imageUrl })
      : null;
  const attachmentName = (estimate: EstimateRecord) =>
    ownKey(estimate.attachmentUrl)
      ? archiveFileName('attachments', { ...estimate, key: estimate.attachmentUrl })
      : null;

  const zip = new ZipFile();
  // yazl's output is a Node stream (its types say only NodeJS.ReadableStream).
  const output = zip.outputStream as Readable;
  const upload = new Upload({
    client: s3,
    params: { Bucket: bucket, Key: job.objectKey, Body: output, ContentType: 'application/zip' },
    partSize: deps.upload?.partSize ?? 8 * 1024 * 1024,
    queueSize: deps.upload?.queueSize ?? 2,
    leavePartsOnError: false,
  });
  const uploaded = upload.done();
  // A failure rejects `uploaded`; the caller learns of it from the awaits below.
  uploaded.catch(() => {});
  /**
   * Ends the upload without an archive: the ZIP stream fails, so the upload stops feeding parts and aborts
   * the multipart upload before `uploaded` settles. (Upload.abort() would settle it at once and send the
   * abort later, perhaps after the Lambda has returned.)
   */
  const discard = async () => {
    output.destroy(new Error('archive discarded'));
    await uploaded.catch(() => {});
  };
  const cancel = async (): Promise<ArchiveOutcome> => {
    await discard();
    return { status: 'cancelled' };
  };

  try {
    // Pass 1: expenses.csv, page by page, counting the receipts and noting the contractors it names.
    const counts = { expenses: 0, receipts: 0 };
    const linkedContractors = new Set(estimates.map((e) => e.contractorId));
    const expensesCsv = Readable.from(
      (async function* () {
        yield CSV_BOM + csvLine(EXPENSE_HEADER);
        for await (const page of projectExpensePages(data, userId, projectId, deps.pageSize)) {
          let lines = '';
          for (const expense of page) {
            const file = receiptName(expense);
            if (file) counts.receipts++;
            counts.expenses++;
            if (expense.contractorId !== null) linkedContractors.add(expense.contractorId);
            const receipt = file ? file.slice('receipts/'.length) : (expense.imageUrl ?? '');
            lines += csvLine(expenseRow(expense, names, receipt));
          }
          yield lines;
        }
      })(),
    );
    zip.addReadStream(expensesCsv, 'expenses.csv');
    await finished(expensesCsv);

    let estimatesCsv = CSV_BOM + csvLine(ESTIMATE_HEADER);
    for (const estimate of estimates) {
      const changeOrders = await listChangeOrders(data, userId, estimate.id);
      const attachment = attachmentName(estimate);
      const shown = attachment ? attachment.slice('attachments/'.length) : (estimate.attachmentUrl ?? '');
      estimatesCsv += csvLine(estimateRow(estimate, changeOrders, names, shown));
    }
    zip.addBuffer(Buffer.from(estimatesCsv), 'estimates.csv');
    zip.addBuffer(
      Buffer.from(
        CSV_BOM + csvLine(MILESTONE_HEADER) + milestones.map((m) => csvLine(milestoneRow(m))).join(''),
      ),
      'milestones.csv',
    );
    zip.addBuffer(
      Buffer.from(
        CSV_BOM +
          csvLine(CONTRACTOR_HEADER) +
          contractors
            .filter((c) => linkedContractors.has(c.id))
            .map((c) => csvLine(contractorRow(c)))
            .join(''),
      ),
      'contractors.csv',
    );
    const day = todayLocalDateString();
    const pdf = await summaryPdf({
      project,
      estimates,
      milestones,
      contractorNames: names.contractors,
      expenseCount: counts.expenses,
      day,
    });
    zip.addBuffer(Buffer.from(pdf), 'summary.pdf', { compress: false });

    // Pass 2: every stored file, one at a time.
    const attachments = estimates.flatMap((estimate) => {
      const name = attachmentName(estimate);
      return name ? [{ key: estimate.attachmentUrl!, name }] : [];
    });
    const progress = new ExportProgress(
      counts.receipts + attachments.length,
      (state) => recordExportProgress(data, userId, job.id, state),
      deps.progressEvery ?? { files: 25, ms: 2_000 },
    );
    if (!(await progress.begin())) return await cancel();
    const missing: string[] = [];
    const pack = async (file: StoredFile): Promise<boolean> => {
      const body = await readStored(s3, bucket, file.key);
      if (body) {
        // yazl keeps each entry's stream getter until the archive ends: this one lets go of the S3
        // response once handed over, so only the central directory grows with the file count.
        let handOver: Readable | null = body;
        zip.addReadStreamLazy(file.name, { compress: false }, (callback) => {
          const stream = handOver!;
          handOver = null;
          callback(null, stream);
        });
        await finished(body);
      } else missing.push(file.name);
      return progress.fileDone();
    };

    for await (const page of projectExpensePages(data, userId, projectId, deps.pageSize)) {
      for (const expense of page) {
        const name = receiptName(expense);
        if (name && !(await pack({ key: expense.imageUrl!, name }))) return await cancel();
      }
    }
    for (const file of attachments) if (!(await pack(file))) return await cancel();

    if (missing.length > 0) {
      const text = [
        'These files are named by the records but were not found in storage, so the archive does not hold them:',
        ...missing,
        '',
      ].join('\r\n');
      zip.addBuffer(Buffer.from(text), 'missing-files.txt');
    }
    zip.end();
    await uploaded;
    return { status: 'ready', filesDone: progress.done - missing.length };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** The stored object's body as a stream, or null when it does not exist (deleted behind the records' back). */
async function readStored(s3: S3Client, bucket: string, key: string): Promise<Readable | null> {
  try {
    const output = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return output.Body as Readable;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return null;
    throw error;
  }
}
