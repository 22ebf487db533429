// What every request schema's tests check the same way: the issues an input gets, as the API answers them,
// and that fields the client may not set are dropped.
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { issuesFromZod } from '../src/errors';

/** The API's issues for an input to `schema` (none when it parses). */
export const issuesWith =
  (schema: z.ZodMiniType) =>
  (input: unknown): ReturnType<typeof issuesFromZod> =>
    issuesFromZod(schema.safeParse(input).error?.issues ?? []);

/** `valid` with `extra` fields parses to a value that holds none of them. */
export function expectDropped(schema: z.ZodMiniType, valid: object, extra: Record<string, unknown>): void {
  const parsed = schema.parse({ ...valid, ...extra });
  for (const key of Object.keys(extra)) expect(parsed).not.toHaveProperty(key);
}
