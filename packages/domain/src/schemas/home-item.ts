// Items of a room and their warranties (docs/product.md#validation-home-item).
import * as z from 'zod/mini';
import { MAX_SHORT_TEXT_LENGTH, MAX_STORAGE_KEY_LENGTH } from '../constants';
import {
  HOME_ITEM_KINDS,
  HOME_ITEM_MESSAGES as M,
  MAX_ITEM_DOCUMENTS,
  MAX_ITEM_EXPENSES,
  MAX_WARRANTY_MONTHS,
  warrantyEndsOn,
  type Warranty,
} from '../home-items';
import {
  fail,
  field,
  formSchema,
  isBlank,
  optionalDate,
  optionalId,
  optionalLongText,
  optionalShortText,
  optionalStorageKey,
  requiredDate,
  requiredId,
  requiredOneOf,
  requiredText,
} from './fields';

/** A list of distinct values each `read` accepts, at most `max`; missing or null is an empty list. */
function listOf<T>(max: number, message: string, read: (value: unknown) => T | null) {
  return field((input, context): T[] => {
    if (isBlank(input)) return [];
    if (!Array.isArray(input) || input.length > max) return fail(context, input, message);
    const values = input.map(read);
    if (values.some((value) => value === null)) return fail(context, input, message);
    return [...new Set(values as T[])];
  });
}

const idOf = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : null;
const keyOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_STORAGE_KEY_LENGTH
    ? value.trim()
    : null;

/**
 * Whole months from 1 to 600, or null when blank. Read here rather than by boundedWholeNumber: that builder,
 * used by no form before, would join the form kit's shared chunk that every form's first JS loads.
 */
const warrantyMonths = field((input, context): number | null => {
  if (isBlank(input)) return null;
  const months = typeof input === 'number' ? input : Number(String(input).trim());
  return Number.isInteger(months) && months >= 1 && months <= MAX_WARRANTY_MONTHS
    ? months
    : fail(context, input, M.warrantyMonths);
});

const warrantyFields = z.object({
  startDate: requiredDate({ required: M.warrantyStart, invalid: M.warrantyStart }),
  months: warrantyMonths,
  endDate: optionalDate(M.warrantyEnd),
  covered: optionalLongText('What is covered'),
  contact: optionalShortText('Whom to call'),
  document: optionalStorageKey('Warranty document'),
});

/** A form's warranty left empty (every field blank) is no warranty. */
const isBlankObject = (value: object) => Object.values(value).every(isBlank);

/**
 * A warranty, or null: a start, and a length in months or an end date (the end wins when both are given).
 * An object of blank fields is null. (Read by hand around its fields' schema: zod's nullish would add to the
 * schema code every form's first chunk loads.)
 */
const warranty = field((input, context): Warranty | null => {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'object' || Array.isArray(input)) return fail(context, input, M.warranty);
  if (isBlankObject(input)) return null;
  const parsed = warrantyFields.safeParse(input);
  if (!parsed.success) {
    for (const { path, message } of parsed.error.issues)
      context.issues.push({ code: 'custom', path, message, input });
    return z.NEVER;
  }
  const value = parsed.data;
  const { months } = value;
  const refuse = (message: string) => {
    context.issues.push({ code: 'custom', path: ['endDate'], message, input });
    return z.NEVER;
  };
  if (months === null && value.endDate === null) return refuse(M.warrantyLengthOrEnd);
  const endsOn = warrantyEndsOn({ ...value, months });
  if (endsOn < value.startDate) return refuse(M.warrantyEndBeforeStart);
  return { ...value, months, endsOn };
});

/** POST /api/items and PUT /api/items/{id} (another roomId moves the item). */
export const homeItemInputSchema = z.object({
  roomId: requiredId(M.room),
  kind: requiredOneOf(HOME_ITEM_KINDS, M.kind),
  name: requiredText({ required: M.name, max: MAX_SHORT_TEXT_LENGTH, label: 'Name' }),
  brand: optionalShortText('Brand'),
  model: optionalShortText('Model'),
  serial: optionalShortText('Serial number'),
  colourName: optionalShortText('Colour name'),
  colourCode: optionalShortText('Colour code'),
  sheen: optionalShortText('Sheen'),
  supplier: optionalShortText('Supplier'),
  contractorId: optionalId(M.contractorId),
  installDate: optionalDate(M.installDate),
  expenseIds: listOf(MAX_ITEM_EXPENSES, M.expenseIds, idOf),
  documents: listOf(MAX_ITEM_DOCUMENTS, M.documents, keyOf),
  warranty,
});
export type HomeItemInput = z.output<typeof homeItemInputSchema>;

/** The item form's values: the strings of its inputs, the warranty's among them. */
export interface HomeItemFormValues {
  roomId: number | string;
  kind: string;
  name: string;
  brand?: string | null;
  model?: string | null;
  serial?: string | null;
  colourName?: string | null;
  colourCode?: string | null;
  sheen?: string | null;
  supplier?: string | null;
  contractorId?: number | string | null;
  installDate?: string | null;
  expenseIds: number[];
  documents: string[];
  warranty: {
    startDate?: string | null;
    months?: string | number | null;
    endDate?: string | null;
    covered?: string | null;
    contact?: string | null;
    document?: string | null;
  };
}

export const homeItemFormSchema = formSchema<HomeItemFormValues>()(homeItemInputSchema, (item) => item);
