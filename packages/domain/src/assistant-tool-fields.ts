// The input fields several assistant tools share (assistant-tools.ts, assistant-payment-tools.ts): ids,
// calendar days and a contractor named by id or name, each described for the model.
import * as z from 'zod/mini';
import { MAX_SHORT_TEXT_LENGTH } from './constants';
import { isValidCalendarDate } from './dates';

export const idField = (description: string) => z.int().check(z.positive(), z.describe(description));

export const calendarDateField = (description: string) =>
  z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.refine(isValidCalendarDate, 'Must be an existing day, YYYY-MM-DD'),
      z.describe(description),
    );

export const contractorField = (description: string) =>
  z.optional(
    z
      .union([
        z.int().check(z.positive()),
        z.string().check(z.minLength(1), z.maxLength(MAX_SHORT_TEXT_LENGTH)),
      ])
      .check(z.describe(description)),
  );
