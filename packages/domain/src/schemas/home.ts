// Homes (docs/product.md#record-home): a household's homes; every project is in one.
import type { RecordEdits } from '../record-edits';
import * as z from 'zod/mini';
import { MAX_AMOUNT_CENTS, MAX_SHORT_TEXT_LENGTH } from '../constants';
import { centsToDecimal } from '../money';
import {
  fail,
  field,
  formSchema,
  isBlank,
  optionalCents,
  optionalDate,
  optionalShortText,
  requiredText,
} from './fields';
import { HOME_MESSAGES } from '../home';

const EARLIEST_YEAR_BUILT = 1600;

/** The latest year a home can have been built in: next year (a home finished early counts). */
const latestYearBuilt = () => new Date().getUTCFullYear() + 1;

/** A whole year from 1600 to next year, or null when missing or blank. */
const yearBuilt = field((input, context): number | null => {
  if (isBlank(input)) return null;
  const year = typeof input === 'number' ? input : Number(String(input).trim());
  return Number.isInteger(year) && year >= EARLIEST_YEAR_BUILT && year <= latestYearBuilt()
    ? year
    : fail(context, input, HOME_MESSAGES.yearBuilt);
});

const money = (message: string) =>
  optionalCents({ message, max: MAX_AMOUNT_CENTS, maxMessage: HOME_MESSAGES.amountMax });

/**
 * POST/PUT /api/homes → { name, address, yearBuilt, purchaseDate, purchasePrice (cents),
 * settlementCosts (cents) }; every field but the name may be null or left out.
 */
export const homeInputSchema = z.object({
  name: requiredText({ required: HOME_MESSAGES.name, max: MAX_SHORT_TEXT_LENGTH, label: 'Name' }),
  address: optionalShortText('Address'),
  yearBuilt,
  purchaseDate: optionalDate(HOME_MESSAGES.purchaseDate),
  purchasePrice: money(HOME_MESSAGES.purchasePrice),
  settlementCosts: money(HOME_MESSAGES.settlementCosts),
});
export type HomeInput = z.output<typeof homeInputSchema>;

/** What the web sends for a home: money as 2-decimal strings. */
export interface HomePayload extends Omit<HomeInput, 'purchasePrice' | 'settlementCosts'> {
  purchasePrice: string | null;
  settlementCosts: string | null;
}

/** The home form's values (the strings of its inputs). */
export interface HomeFormValues {
  name: string;
  address?: string | null;
  yearBuilt?: string | number | null;
  purchaseDate?: string | null;
  purchasePrice?: string | number | null;
  settlementCosts?: string | number | null;
}

const decimalOrNull = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

export const homeFormSchema = formSchema<HomeFormValues>()(homeInputSchema, (home): HomePayload => ({
  ...home,
  purchasePrice: decimalOrNull(home.purchasePrice),
  settlementCosts: decimalOrNull(home.settlementCosts),
}));

/** A home as the API returns it (money as 2-decimal strings, as everywhere). */
export interface Home extends RecordEdits {
  id: number;
  userId: string;
  name: string;
  address: string | null;
  yearBuilt: number | null;
  purchaseDate: string | null;
  purchasePrice: string | null;
  settlementCosts: string | null;
  createdAt: string;
  updatedAt: string;
}
