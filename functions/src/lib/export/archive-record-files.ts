// The archive's first pass: the records as CSV files and the summary PDF.
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { listChangeOrders, projectExpensePages, type DataContext, type ExportJobRecord } from '@reno/data';
import { CSV_BOM, csvLine, todayLocalDateString, toCsv, type CsvCell } from '@reno/domain';
import type { ZipFile } from 'yazl';
import { nameInFolder, type StoredFileNames } from './archive-names';
import type { ArchiveRecords } from './archive-records';
import {
  CONTRACTOR_HEADER,
  contractorRow,
  ESTIMATE_HEADER,
  estimateRow,
  EXPENSE_HEADER,
  expenseRow,
  MILESTONE_HEADER,
  milestoneRow,
  PAYMENT_HEADER,
  paymentRows,
} from './records-csv';
import { summaryPdf } from './summary-pdf';

export interface RecordSource {
  data: DataContext;
  /** Expenses per DynamoDB page. */
  pageSize?: number;
  /** Estimates and milestones per list page (MAX_LIST_LIMIT). */
  listLimit?: number;
}

/** What expenses.csv listed: the expenses, and the receipts of theirs the archive will hold. */
interface ListedExpenses {
  expenses: number;
  receipts: number;
}

/**
 * Adds expenses.csv, estimates.csv, payments.csv, milestones.csv, contractors.csv (the contractors the
 * project's estimates and expenses name) and summary.pdf; returns how many receipts the second pass will
 * pack.
 */
export async function addRecordFiles(
  zip: ZipFile,
  source: RecordSource,
  job: ExportJobRecord,
  records: ArchiveRecords,
  files: StoredFileNames,
): Promise<{ receipts: number }> {
  const listed = await addExpensesCsv(zip, source, job, records, files);
  zip.addBuffer(Buffer.from(await estimatesCsv(source.data, job.userId, records, files)), 'estimates.csv');
  zip.addBuffer(Buffer.from(paymentsCsv(records, files)), 'payments.csv');
  zip.addBuffer(
    Buffer.from(
      toCsv(
        MILESTONE_HEADER,
        records.milestones.map((milestone) => milestoneRow(milestone, records.names)),
      ),
    ),
    'milestones.csv',
  );
  // The contractors the estimates and the expenses name, each read by id when first met.
  const contractors = records.contractors.records();
  zip.addBuffer(
    Buffer.from(
      toCsv(
        CONTRACTOR_HEADER,
        contractors.map((contractor) => contractorRow(contractor, records.names)),
      ),
    ),
    'contractors.csv',
  );
  const pdf = await summaryPdf({
    project: records.project,
    estimates: records.estimates,
    milestones: records.milestones,
    contractorNames: records.names.contractors,
    expenseCount: listed.expenses,
    day: todayLocalDateString(),
  });
  zip.addBuffer(Buffer.from(pdf), 'summary.pdf', { compress: false });
  return { receipts: listed.receipts };
}

/**
 * expenses.csv, streamed page by page into the archive, counting as it goes; the contractors a page names
 * are read (by id) before its rows are written.
 */
async function addExpensesCsv(
  zip: ZipFile,
  source: RecordSource,
  job: ExportJobRecord,
  { contractors, names }: ArchiveRecords,
  files: StoredFileNames,
): Promise<ListedExpenses> {
  const listed: ListedExpenses = { expenses: 0, receipts: 0 };
  const csv = Readable.from(
    (async function* () {
      yield CSV_BOM + csvLine(EXPENSE_HEADER);
      for await (const page of projectExpensePages(source.data, job.userId, job.projectId, source.pageSize)) {
        await contractors.learn(page.flatMap((expense) => expense.contractorId ?? []));
        let lines = '';
        for (const expense of page) {
          const file = files.receipt(expense);
          if (file) listed.receipts++;
          listed.expenses++;
          lines += csvLine(expenseRow(expense, names, file ? nameInFolder(file) : (expense.imageUrl ?? '')));
        }
        yield lines;
      }
    })(),
  );
  zip.addReadStream(csv, 'expenses.csv');
  await finished(csv);
  return listed;
}

/** estimates.csv, with each estimate's change orders. */
async function estimatesCsv(
  data: DataContext,
  userId: string,
  records: ArchiveRecords,
  files: StoredFileNames,
): Promise<string> {
  const rows: CsvCell[][] = [];
  for (const estimate of records.estimates) {
    const changeOrders = await listChangeOrders(data, userId, estimate.id);
    const attachment = files.attachment(estimate);
    const shown = attachment ? nameInFolder(attachment) : (estimate.attachmentUrl ?? '');
    rows.push(estimateRow(estimate, changeOrders, records.names, shown));
  }
  return toCsv(ESTIMATE_HEADER, rows);
}

/** payments.csv: every installment of the project's estimates that have a schedule, in estimate order. */
function paymentsCsv(records: ArchiveRecords, files: StoredFileNames): string {
  const context = { names: records.names, milestones: records.milestones, day: todayLocalDateString() };
  const rows = records.estimates.flatMap((estimate) =>
    paymentRows(estimate, context, (installment) => {
      const waiver = files.waiver(estimate, installment);
      return waiver ? nameInFolder(waiver) : (installment.waiver?.objectKey ?? '');
    }),
  );
  return toCsv(PAYMENT_HEADER, rows);
}
