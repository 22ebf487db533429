import { issuesFromZod } from '@reno/domain';
import { ValidationError } from './errors';

/** The part of a zod (mini) schema we use, so this file needs no zod import of its own. */
interface SafeParser<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Parameters<typeof issuesFromZod>[0] } };
}

/** Validates input with a domain schema; failures become a 400 with per-field details. */
export function parseInput<T>(schema: SafeParser<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ValidationError(issuesFromZod(result.error.issues));
  return result.data;
}
