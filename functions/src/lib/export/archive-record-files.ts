// The archive's first pass: the records as CSV files and the summary PDF.
import {
  getMilestones,
  listChangeOrders,
  projectExpensePages,
  type DataContext,
  type ProjectExportJob,
} from '@reno/data';
import { todayLocalDateString, type CsvCell } from '@reno/domain';
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
import { addCsvEntry } from './csv-entry';
import { addBasisFiles } from './archive-basis';
import { addHomeRecordFiles, HOME_FOLDER } from './archive-home-record';
import { estimateFiles } from './archive-stored-files';

export interface RecordSource {
  data: DataContext;
  /** Expenses per DynamoDB page. */
  pageSize?: number;
  /** Estimates, milestones, the home's items and tasks and the basis lines per list page (MAX_LIST_LIMIT). */
  listLimit?: number;
}

/** What the first pass listed: the expenses, and the stored files of theirs and the estimates' to pack. */
interface Listed {
  expenses: number;
  receipts: number;
  estimateFiles: number;
}

/**
 * Adds expenses.csv, estimates.csv, payments.csv, milestones.csv, contractors.csv (the contractors the
 * project's estimates and expenses name), summary.pdf and the record and cost basis of the project's home
 * under home/; returns how many receipts, estimate files (attachments, waivers) and home documents the second
 * pass will pack.
 */
export async function addRecordFiles(
  zip: ZipFile,
  source: RecordSource,
  job: ProjectExportJob,
  records: ArchiveRecords,
  files: StoredFileNames,
): Promise<{ receipts: number; estimateFiles: number; homeDocuments: number }> {
  const listed: Listed = { expenses: 0, receipts: 0, estimateFiles: 0 };
  await addExpensesCsv(zip, source, job, records, files, listed);
  await addEstimatesCsv(zip, source.data, job.userId, records, files, listed);
  await addPaymentsCsv(zip, source.data, job.userId, records, files);
  await addCsvEntry(zip, {
    name: 'milestones.csv',
    header: MILESTONE_HEADER,
    pages: records.milestonePages(),
    rowsOf: (milestones) => milestones.map((milestone) => milestoneRow(milestone, records.names)),
  });
  // The contractors the estimates and the expenses name, each read by id when first met.
  await addCsvEntry(zip, {
    name: 'contractors.csv',
    header: CONTRACTOR_HEADER,
    pages: [records.namedContractors()],
    rowsOf: (contractors) => contractors.map((contractor) => contractorRow(contractor, records.names)),
  });
  const pdf = await summaryPdf({
    project: records.project,
    estimatePages: records.estimatePages(),
    milestonePages: records.milestonePages(),
    contractorNames: records.names.contractors,
    expenseCount: listed.expenses,
    day: todayLocalDateString(),
  });
  zip.addBuffer(Buffer.from(pdf), 'summary.pdf', { compress: false });
  const { documents } = await addHomeRecordFiles(zip, records.home, records.names);
  await addBasisFiles(zip, records.home, HOME_FOLDER);
  return { receipts: listed.receipts, estimateFiles: listed.estimateFiles, homeDocuments: documents };
}

/**
 * expenses.csv, streamed page by page into the archive, counting as it goes; the contractors and estimates a
 * page names are read (by id) before its rows are written.
 */
async function addExpensesCsv(
  zip: ZipFile,
  source: RecordSource,
  job: ProjectExportJob,
  records: ArchiveRecords,
  files: StoredFileNames,
  listed: Listed,
): Promise<void> {
  await addCsvEntry(zip, {
    name: 'expenses.csv',
    header: EXPENSE_HEADER,
    pages: projectExpensePages(source.data, job.userId, job.projectId, source.pageSize),
    rowsOf: async (expenses) => {
      await records.learnNames({
        contractors: expenses.flatMap((expense) => expense.contractorId ?? []),
        estimates: expenses.flatMap((expense) => expense.estimateId ?? []),
      });
      return expenses.map((expense) => {
        const file = files.receipt(expense);
        if (file) listed.receipts++;
        listed.expenses++;
        return expenseRow(expense, records.names, file ? nameInFolder(file) : (expense.imageUrl ?? ''));
      });
    },
  });
}

/** estimates.csv, a page of estimates at a time, each with its change orders; counts their stored files. */
async function addEstimatesCsv(
  zip: ZipFile,
  data: DataContext,
  userId: string,
  records: ArchiveRecords,
  files: StoredFileNames,
  listed: Listed,
): Promise<void> {
  await addCsvEntry(zip, {
    name: 'estimates.csv',
    header: ESTIMATE_HEADER,
    pages: records.estimatePages(),
    rowsOf: async (estimates) => {
      await records.learnNames({ contractors: estimates.map((estimate) => estimate.contractorId) });
      const rows: CsvCell[][] = [];
      for (const estimate of estimates) {
        const changeOrders = await listChangeOrders(data, userId, estimate.id);
        const attachment = files.attachment(estimate);
        const shown = attachment ? nameInFolder(attachment) : (estimate.attachmentUrl ?? '');
        rows.push(estimateRow(estimate, changeOrders, records.names, shown));
        listed.estimateFiles += estimateFiles(estimate, files).length;
      }
      return rows;
    },
  });
}

/**
 * payments.csv: every installment of the project's estimates that have a schedule, in estimate order, a page
 * of estimates at a time with the milestones their installments wait for (read by id).
 */
async function addPaymentsCsv(
  zip: ZipFile,
  data: DataContext,
  userId: string,
  records: ArchiveRecords,
  files: StoredFileNames,
): Promise<void> {
  const day = todayLocalDateString();
  await addCsvEntry(zip, {
    name: 'payments.csv',
    header: PAYMENT_HEADER,
    pages: records.estimatePages(),
    rowsOf: async (estimates) => {
      const waitedFor = estimates.flatMap((estimate) =>
        (estimate.paymentSchedule?.installments ?? []).flatMap(
          (installment) => installment.milestoneId ?? [],
        ),
      );
      const milestones = await getMilestones(data, userId, waitedFor);
      return estimates.flatMap((estimate) =>
        paymentRows(estimate, { names: records.names, milestones, day }, (installment) => {
          const waiver = files.waiver(estimate, installment);
          return waiver ? nameInFolder(waiver) : (installment.waiver?.objectKey ?? '');
        }),
      );
    },
  });
}
