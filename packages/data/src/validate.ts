// Last-line checks on what reaches the table. The API validates payloads with @reno/domain's schemas;
// these only stop values that would corrupt keys or aggregates.
import { BASIS_CLASSES, ESTIMATE_STATUSES, type BasisClass, type EstimateStatus } from '@reno/domain';
import { InvalidInputError } from './errors';

const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function requireCalendarDate(field: string, value: string): string {
  if (!CALENDAR_DATE.test(value)) throw new InvalidInputError(field, `${field} must be a YYYY-MM-DD date`);
  return value;
}

export function optionalCalendarDate(field: string, value: string | null | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : requireCalendarDate(field, value);
}

export function requireCents(field: string, value: number, { positive = false } = {}): number {
  if (!Number.isSafeInteger(value) || value < 0 || (positive && value === 0)) {
    throw new InvalidInputError(
      field,
      `${field} must be a ${positive ? 'positive' : 'non-negative'} whole number of cents`,
    );
  }
  return value;
}

/** Money that may be either way: more than 0 spent, less than 0 a credit; never 0. */
export function requireSignedCents(field: string, value: number): number {
  if (!Number.isSafeInteger(value) || value === 0)
    throw new InvalidInputError(field, `${field} must be a whole number of cents other than 0`);
  return value;
}

export function requireHundredths(field: string, value: number, max = 10_000): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new InvalidInputError(field, `${field} must be between 0 and ${max / 100}`);
  }
  return value;
}

export function requireText(field: string, value: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) throw new InvalidInputError(field, `${field} is required`);
  return trimmed;
}

export function optionalText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function requireId(field: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new InvalidInputError(field, `${field} must be a positive integer`);
  return value;
}

export function optionalId(field: string, value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : requireId(field, value);
}

/** Receipt and attachment values are S3 keys or http(s) URLs; only keys are ours to delete. */
export function objectKeysOf(...values: (string | null | undefined)[]): string[] {
  return values.filter((value): value is string => !!value && !/^https?:\/\//i.test(value));
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' ? value : fallback;
}

export function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A stored estimate's or change order's status; 'pending' for anything else. */
export function estimateStatus(value: unknown): EstimateStatus {
  return ESTIMATE_STATUSES.find((status) => status === value) ?? 'pending';
}

/** A stored basis class; null for none or anything else. */
export function basisClassOf(value: unknown): BasisClass | null {
  return BASIS_CLASSES.find((basisClass) => basisClass.value === value)?.value ?? null;
}
