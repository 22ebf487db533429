import type { ExportJob } from '@reno/domain';

const count = (value: number) => value.toLocaleString('en-US');

/** The progress in words: 'Packing 120 of 3,340 files', or what happens before the files are counted. */
export function exportProgressWords(job: Pick<ExportJob, 'filesDone' | 'filesTotal'>): string {
  if (job.filesTotal === 0) return 'Gathering the records…';
  return `Packing ${count(job.filesDone)} of ${count(job.filesTotal)} files`;
}

/** The share of files packed, 0–100, for the progress bar. */
export function exportPercent(job: Pick<ExportJob, 'filesDone' | 'filesTotal'>): number {
  if (job.filesTotal === 0) return 0;
  return Math.min(100, Math.floor((job.filesDone / job.filesTotal) * 100));
}

interface FilesInWords {
  none: string;
  one: string;
  /** After the count: '3,340 receipts, attachments and documents'. */
  many: string;
}

const ARCHIVE_FILES: FilesInWords = {
  none: 'no stored receipts, attachments or documents',
  one: '1 receipt, attachment or document',
  many: 'receipts, attachments and documents',
};
const PACKET_FILES: FilesInWords = {
  none: 'no stored documents, receipts or photos',
  one: '1 document, receipt or photo',
  many: 'documents, receipts and photos',
};

function filesInWords(total: number, words: FilesInWords): string {
  if (total === 0) return words.none;
  return total === 1 ? words.one : `${count(total)} ${words.many}`;
}

/**
 * What the archive holds, in one line (a lien waiver counts as an attachment: of its payment; an item's manual
 * or warranty card as a document of the home's record).
 */
export function exportContentsLine(job: Pick<ExportJob, 'filesTotal'>): string {
  return `expenses.csv, estimates.csv, milestones.csv, contractors.csv, payments.csv, summary.pdf, the home's record and cost basis (home/) and ${filesInWords(job.filesTotal, ARCHIVE_FILES)}.`;
}

/** What a home packet holds, in one line. */
export function homePacketContentsLine(job: Pick<ExportJob, 'filesTotal'>): string {
  return `home-packet.pdf and ${filesInWords(job.filesTotal, PACKET_FILES)}.`;
}
