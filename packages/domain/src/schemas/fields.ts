// Field builders shared by the entity schemas. Each takes any JSON value, normalises it (trim, '' → null,
// money → cents, percent → hundredths) and reports the message of docs/product.md#validation-fields,
// so every schema speaks the same way.
import * as z from 'zod/mini';
import { MAX_LONG_TEXT_LENGTH, MAX_SHORT_TEXT_LENGTH, MAX_STORAGE_KEY_LENGTH } from '../constants';
import { isValidCalendarDate } from '../dates';
import { centsToDecimal, toCents, toHundredths } from '../money';

export type Context = { issues: z.core.$ZodRawIssue[] };

export function fail(context: Context, input: unknown, message: string): never {
  context.issues.push({ code: 'custom', message, input });
  return z.NEVER;
}

/** undefined, null and blank strings are "no value". */
export function isBlank(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A field judged by `parse` alone. The optional first stage makes zod run `parse` for an absent key too,
 * so `parse` decides between its message, a default and null.
 */
export function field<T>(parse: (input: unknown, context: Context) => T) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((input: unknown, context) => parse(input, context)),
  );
}

interface TextLimits {
  max: number;
  /** Names the field in the length message: '<label> must be at most N characters'. */
  label: string;
}

interface TextOptions extends TextLimits {
  /** Message when missing, blank or shorter than `min`. */
  required: string;
  min?: number;
}

/** A required trimmed string. */
export function requiredText({ required, min = 1, max, label }: TextOptions) {
  return field((input, context) => {
    if (typeof input !== 'string') return fail(context, input, required);
    const text = input.trim();
    if (text.length < min) return fail(context, input, required);
    if (text.length > max) return fail(context, input, `${label} must be at most ${max} characters`);
    return text;
  });
}

function readOptionalText(input: unknown, context: Context, { max, label }: TextLimits): string | null {
  if (isBlank(input)) return null;
  if (typeof input !== 'string') return fail(context, input, `${label} must be text`);
  const text = input.trim();
  if (text.length > max) return fail(context, input, `${label} must be at most ${max} characters`);
  return text;
}

/** An optional trimmed string; missing or blank becomes null. */
export function optionalText(limits: TextLimits) {
  return field((input, context) => readOptionalText(input, context, limits));
}

// Optional texts by kind, at the lengths of docs/product.md#validation-fields (short, long, storage key).
/** A name, a label, a short answer. */
export const optionalShortText = (label: string) => optionalText({ max: MAX_SHORT_TEXT_LENGTH, label });
/** Notes or a description. */
export const optionalLongText = (label: string) => optionalText({ max: MAX_LONG_TEXT_LENGTH, label });
/** The key of an uploaded file. */
export const optionalStorageKey = (label: string) => optionalText({ max: MAX_STORAGE_KEY_LENGTH, label });

/** Like optionalText, but missing (undefined) stays undefined: "leave unchanged" on an update. */
export function keptText(limits: TextLimits) {
  return field((input, context) =>
    input === undefined ? undefined : readOptionalText(input, context, limits),
  );
}

function parseAmount(input: unknown, parse: (value: string | number) => number | null): number | null {
  return typeof input === 'string' || typeof input === 'number' ? parse(input) : null;
}

interface CentsOptions {
  /** Message for a missing, non-numeric or too small value. */
  message: string;
  min: number;
  max: number;
  maxMessage: string;
}

/** A required amount of money (number or numeric string) → integer cents. */
export function requiredCents({ message, min, max, maxMessage }: CentsOptions) {
  return field((input, context) => {
    const cents = parseAmount(input, toCents);
    if (cents === null || cents < min) return fail(context, input, message);
    if (cents > max) return fail(context, input, maxMessage);
    return cents;
  });
}

/** An optional amount of money ≥ 0; missing or blank becomes null. */
export function optionalCents({ message, max, maxMessage }: Omit<CentsOptions, 'min'>) {
  return field((input, context): number | null => {
    if (isBlank(input)) return null;
    const cents = parseAmount(input, toCents);
    if (cents === null || cents < 0) return fail(context, input, message);
    if (cents > max) return fail(context, input, maxMessage);
    return cents;
  });
}

const HUNDRED_PERCENT = 10_000;

/** A percentage or rate from 0 to 100 → hundredths; missing or blank takes `fallback`. */
export function percentHundredths<F extends number | undefined>({
  message,
  fallback,
}: {
  message: string;
  fallback: F;
}) {
  return field((input, context): number | F => {
    if (isBlank(input)) return fallback;
    const hundredths = parseAmount(input, toHundredths);
    if (hundredths === null || hundredths < 0 || hundredths > HUNDRED_PERCENT)
      return fail(context, input, message);
    return hundredths;
  });
}

function parseId(input: unknown): number | null {
  const value = typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : input;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** A whole number from 1 to `max` (a digit string from a query string is accepted); blank takes `fallback`. */
export function boundedWholeNumber({
  message,
  fallback,
  max,
}: {
  message: string;
  fallback: number;
  max: number;
}) {
  return field((input, context) => {
    if (isBlank(input)) return fallback;
    const value = parseId(input);
    return value !== null && value <= max ? value : fail(context, input, message);
  });
}

/** A whole number from 1 to `max` that must be given (a digit string is accepted). */
export function requiredWholeNumber({ message, max }: { message: string; max: number }) {
  return field((input, context) => {
    const value = parseId(input);
    return value !== null && value <= max ? value : fail(context, input, message);
  });
}

/** A record id: a positive whole number (a numeric string from a select is accepted). */
export function requiredId(message: string) {
  return field((input, context) => parseId(input) ?? fail(context, input, message));
}

/** An optional record id; missing or blank becomes null. */
export function optionalId(message: string) {
  return field((input, context): number | null =>
    isBlank(input) ? null : (parseId(input) ?? fail(context, input, message)),
  );
}

interface DateOptions {
  required: string;
  invalid: string;
}

/** A required calendar date 'YYYY-MM-DD' (a timestamp's date part is not guessed: it is refused). */
export function requiredDate({ required, invalid }: DateOptions) {
  return field((input, context) => {
    if (isBlank(input)) return fail(context, input, required);
    if (typeof input !== 'string' || !isValidCalendarDate(input.trim())) return fail(context, input, invalid);
    return input.trim();
  });
}

/** An optional calendar date; missing or blank becomes null. */
export function optionalDate(invalid: string) {
  return field((input, context): string | null => {
    if (isBlank(input)) return null;
    if (typeof input !== 'string' || !isValidCalendarDate(input.trim())) return fail(context, input, invalid);
    return input.trim();
  });
}

/** Like optionalDate, but missing (undefined) stays undefined: "leave unchanged" on an update. */
export function keptDate(invalid: string) {
  const date = optionalDate(invalid);
  return field((input, context): string | null | undefined => {
    if (input === undefined) return undefined;
    const parsed = z.safeParse(date, input);
    return parsed.success ? parsed.data : fail(context, input, invalid);
  });
}

interface ChoiceOptions<T> {
  normalize: (value: string) => T | null;
  required: string;
  invalid: string;
  /** Taken when the value is missing or blank, instead of reporting `required`. */
  fallback?: T;
}

/** A required value from a fixed list, matched through `normalize` (case, labels). */
export function requiredChoice<T>({ normalize, required, invalid, fallback }: ChoiceOptions<T>) {
  return field((input, context): T => {
    if (isBlank(input)) return fallback ?? fail(context, input, required);
    if (typeof input !== 'string') return fail(context, input, invalid);
    return normalize(input) ?? fail(context, input, invalid);
  });
}

/** A required value from a fixed list (any case, matchIn), with one message for missing and for not one of them. */
export const requiredOneOf = <T extends string>(values: readonly T[], message: string) =>
  requiredChoice<T>({ normalize: matchIn(values), required: message, invalid: message });

type OptionalChoiceOptions<T> = Omit<ChoiceOptions<T>, 'required' | 'fallback'>;

function readOptionalChoice<T>(
  input: unknown,
  context: Context,
  { normalize, invalid }: OptionalChoiceOptions<T>,
) {
  if (isBlank(input)) return null;
  if (typeof input !== 'string') return fail(context, input, invalid);
  return normalize(input) ?? fail(context, input, invalid);
}

/** An optional value from a fixed list; missing or blank becomes null. */
export function optionalChoice<T>(options: OptionalChoiceOptions<T>) {
  return field((input, context): T | null => readOptionalChoice(input, context, options));
}

/** Like optionalChoice, but missing (undefined) stays undefined: "leave unchanged" on an update. */
export function keptChoice<T>(options: OptionalChoiceOptions<T>) {
  return field((input, context): T | null | undefined =>
    input === undefined ? undefined : readOptionalChoice(input, context, options),
  );
}

/** A yes-or-no value; missing (undefined) stays undefined: the default on a create, "leave unchanged" on an update. */
export function keptFlag(message: string) {
  return field((input, context): boolean | undefined => {
    if (input === undefined) return undefined;
    if (typeof input !== 'boolean') return fail(context, input, message);
    return input;
  });
}

/** A yes-or-no value that must be given. */
export function requiredFlag(message: string) {
  return field((input, context): boolean =>
    typeof input === 'boolean' ? input : fail(context, input, message),
  );
}

/** Case-insensitive lookup in a list of canonical spellings. */
export function matchIn<T extends string>(values: readonly T[]) {
  return (value: string): T | null => {
    const wanted = value.trim().toLowerCase();
    return values.find((candidate) => candidate.toLowerCase() === wanted) ?? null;
  };
}

/** A link's secret token (an invitation's, an unsubscribe link's): a trimmed string of 1 to 128 characters. */
export function requiredToken(message: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(128, { error: message }));
}

const EMAIL = z.regexes.email;

/** A required email address, trimmed and lower-cased. */
export function requiredEmail(message: string) {
  return field((input, context) => {
    const email = typeof input === 'string' ? input.trim().toLowerCase() : '';
    return EMAIL.test(email) ? email : fail(context, input, message);
  });
}

/** An optional email address; missing or blank becomes null. */
export function optionalEmail(message: string) {
  return field((input, context): string | null => {
    if (isBlank(input)) return null;
    const email = typeof input === 'string' ? input.trim() : '';
    return EMAIL.test(email) ? email : fail(context, input, message);
  });
}

/**
 * A web form's schema: the entity's input schema (same rules, same messages), then `toPayload` to the wire
 * payload the web sends. The input schema judges any value, so typing its input as the form's Values is safe.
 */
export function formSchema<Values>() {
  return <Output, Payload>(input: z.ZodMiniType<Output>, toPayload: (value: Output) => Payload) =>
    z.pipe(input, z.transform(toPayload)) as unknown as z.ZodMiniType<Payload, Values>;
}

/** A payload whose amount goes over the wire as a 2-decimal string ('249.99') instead of the input's cents. */
export type WithDecimalAmount<Input extends { amount: number }> = Omit<Input, 'amount'> & { amount: string };

/** `toPayload` of a form whose only money is its amount: the input as it is, the amount as a decimal string. */
export function withDecimalAmount<Input extends { amount: number }>(input: Input): WithDecimalAmount<Input> {
  return { ...input, amount: centsToDecimal(input.amount) };
}
