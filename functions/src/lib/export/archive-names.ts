import type { EstimateRecord, ExpenseRecord } from '@reno/data';
import { INSTALLMENT_KIND_LABELS, type Installment } from '@reno/domain';
import { isExternalUrl, isOwnKey, storedKeyOf } from '../uploads/object-keys';

/**
 * A stored file's readable name in the archive: '2026-10-14 Shaker cabinets #123.pdf'. The record's id
 * ('12-1' for an estimate's installment) makes it unique within its folder (one file per record), so both
 * passes over the records name a file the same way.
 */
export function archiveFileName(
  folder: 'receipts' | 'attachments' | 'waivers',
  parts: { date: string; title: string; id: number | string; key: string },
): string {
  return `${folder}/${parts.date} ${readableTitle(parts.title)} #${parts.id}${extensionOf(parts.key)}`;
}

/** A description as a file name: no path separators or characters Windows refuses, at most 80 characters. */
export function readableTitle(title: string): string {
  const clean = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return clean.slice(0, 80).trim() || 'file';
}

/** '.pdf' from '…/abc-receipt.PDF'; '' when the key has no plain extension. */
export function extensionOf(key: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(key.split('/').pop() ?? '');
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

/** A path's name within its folder: '2026-10-14 Shaker cabinets #123.pdf' of 'receipts/2026-10-14 …'. */
export function nameInFolder(path: string): string {
  return path.slice(path.indexOf('/') + 1);
}

/** An installment's own name, else its kind's: 'Framing', 'Deposit'. */
const installmentName = (installment: Pick<Installment, 'label' | 'kind'>): string =>
  installment.label ?? INSTALLMENT_KIND_LABELS[installment.kind];

type EstimateNaming = Pick<EstimateRecord, 'date' | 'title' | 'id'>;

export interface StoredFileNames {
  receipt(expense: Pick<ExpenseRecord, 'date' | 'description' | 'id' | 'imageUrl'>): string | null;
  attachment(estimate: EstimateNaming & Pick<EstimateRecord, 'attachmentUrl'>): string | null;
  /** An installment's lien waiver: 'waivers/2026-10-01 Shaker cabinets Deposit #12-1.pdf'. */
  waiver(
    estimate: EstimateNaming,
    installment: Pick<Installment, 'id' | 'label' | 'kind' | 'waiver'>,
  ): string | null;
}

/** Whether an archive packs the file a record names: a stored key of the owner's own, not a link or an upload. */
export const isPackable = (userId: string, value: string | null): value is string =>
  value !== null && !isExternalUrl(value) && isOwnKey(userId, value) && storedKeyOf(value) === null;

/**
 * The archive names of an owner's stored files, null where there is none to pack: no file, an http(s)
 * link (listed in the CSV, never fetched), or a key that is not the owner's own (the API's rule).
 */
export function storedFileNames(userId: string): StoredFileNames {
  const ownKey = (value: string | null): value is string => isPackable(userId, value);
  return {
    receipt: (expense) =>
      ownKey(expense.imageUrl)
        ? archiveFileName('receipts', { ...expense, title: expense.description, key: expense.imageUrl })
        : null,
    attachment: (estimate) =>
      ownKey(estimate.attachmentUrl)
        ? archiveFileName('attachments', { ...estimate, key: estimate.attachmentUrl })
        : null,
    waiver: (estimate, installment) => {
      const key = installment.waiver?.objectKey ?? null;
      return ownKey(key)
        ? archiveFileName('waivers', {
            date: estimate.date,
            title: `${estimate.title} ${installmentName(installment)}`,
            id: `${estimate.id}-${installment.id}`,
            key,
          })
        : null;
    },
  };
}
