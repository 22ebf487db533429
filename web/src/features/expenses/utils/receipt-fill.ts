import type { ReceiptScan } from '@reno/domain';

/** The expense fields a receipt scan may fill. */
export type ScannedField = 'amount' | 'date' | 'description' | 'category';

export type ScannedValues = Partial<Record<ScannedField, string>>;

interface FillContext {
  /** The form's values now. */
  current: Record<ScannedField, unknown>;
  /** The date still holds the add form's default (today), untouched by the user. */
  dateIsDefault: boolean;
}

/** A vendor printed in capitals ('HOME DEPOT') reads better as a description in title case. */
export function descriptionFromVendor(vendor: string): string {
  const trimmed = vendor.trim();
  if (/\p{Ll}/u.test(trimmed)) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s\-/&(])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * What a scan fills: only fields the user has left empty, never a typed value. The vendor becomes the
 * description; the category guess is used only when no category is chosen. A date the user has not
 * touched is the form's default, not their choice, so the receipt's date replaces it.
 */
export function receiptFill(scan: ReceiptScan, { current, dateIsDefault }: FillContext): ScannedValues {
  const fill: ScannedValues = {};
  if (scan.amount && isEmpty(current.amount)) fill.amount = scan.amount;
  if (scan.date && (isEmpty(current.date) || dateIsDefault)) fill.date = scan.date;
  if (scan.vendor && isEmpty(current.description)) fill.description = descriptionFromVendor(scan.vendor);
  if (scan.category && isEmpty(current.category)) fill.category = scan.category;
  return fill;
}
