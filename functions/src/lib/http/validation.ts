import { issuesFromZod } from '@reno/domain';
import { ValidationError } from './errors';
import type * as requestSchemas from './request-schemas';

/** The part of a zod (mini) schema we use, so this file needs no zod import of its own. */
interface SafeParser<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Parameters<typeof issuesFromZod>[0] } };
}

/** Validates input with a domain schema; failures become a 400 with per-field details. */
function parseInput<T>(schema: SafeParser<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ValidationError(issuesFromZod(result.error.issues));
  return result.data;
}

type RequestSchemas = typeof requestSchemas;
type Parsed<S> = S extends SafeParser<infer T> ? T : never;
export type RequestSchemaName = keyof RequestSchemas;
/** What `parseRequest(name, …)` answers. */
export type RequestOf<K extends RequestSchemaName> = Parsed<RequestSchemas[K]>;

/**
 * `parseInput` with one of the API's request schemas, named, and imported on first use so that a
 * handler module's top level holds no zod (the function's cold import stays within its budget).
 */
export async function parseRequest<K extends keyof RequestSchemas>(
  name: K,
  data: unknown,
): Promise<Parsed<RequestSchemas[K]>> {
  const schemas = await import('./request-schemas');
  return parseInput(schemas[name] as SafeParser<Parsed<RequestSchemas[K]>>, data);
}
