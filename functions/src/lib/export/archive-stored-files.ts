// The records archive's second pass: every stored file the records name, streamed from S3 one at a time.
import { projectExpensePages, type EstimateRecord, type ProjectExportJob } from '@reno/data';
import type { ZipFile } from 'yazl';
import type { StoredFileNames } from './archive-names';
import type { ArchiveRecords } from './archive-records';
import { homeRecordDocuments } from './archive-home-record';
import { StoredFilePacker, type StoredFile, type StoredFileSource } from './stored-file-packer';

/**
 * Packs receipts/, attachments/, waivers/ and the home's item documents under home/, writing progress as it
 * goes, and missing-files.txt when some stored file could not be read. Stops between files when the job was
 * cancelled. Expenses, estimates and items are read again a page at a time.
 */
export async function addStoredFiles(
  zip: ZipFile,
  source: StoredFileSource,
  job: ProjectExportJob,
  expected: {
    receipts: number;
    estimateFiles: number;
    homeDocuments: number;
    records: ArchiveRecords;
    files: StoredFileNames;
  },
): Promise<{ status: 'ready'; filesDone: number } | { status: 'cancelled' }> {
  const { records, files } = expected;
  const total = expected.receipts + expected.estimateFiles + expected.homeDocuments;
  const packer = new StoredFilePacker(zip, source, job, total);
  if (!(await packer.begin())) return { status: 'cancelled' };

  for await (const page of projectExpensePages(source.data, job.userId, job.projectId, source.pageSize)) {
    for (const expense of page) {
      const name = files.receipt(expense);
      if (name && !(await packer.pack({ key: expense.imageUrl!, name }))) return { status: 'cancelled' };
    }
  }
  for await (const page of records.estimatePages())
    for (const estimate of page)
      for (const file of estimateFiles(estimate, files))
        if (!(await packer.pack(file))) return { status: 'cancelled' };
  for await (const file of homeRecordDocuments(records.home))
    if (!(await packer.pack(file))) return { status: 'cancelled' };
  return packer.finish();
}

/** An estimate's stored files: its attachment (attachments/) and its schedule's lien waivers (waivers/). */
export function estimateFiles(estimate: EstimateRecord, files: StoredFileNames): StoredFile[] {
  const attachment = files.attachment(estimate);
  const waivers = (estimate.paymentSchedule?.installments ?? []).flatMap((installment) => {
    const name = files.waiver(estimate, installment);
    return name ? [{ key: installment.waiver!.objectKey, name }] : [];
  });
  return attachment ? [{ key: estimate.attachmentUrl!, name: attachment }, ...waivers] : waivers;
}
