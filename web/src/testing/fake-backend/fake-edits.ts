import {
  EDITED_VERSION_HEADER,
  EDITED_VERSION_MESSAGE,
  editedVersionOf,
  shortName,
  staleEditMessage,
  type RecordAuthor,
  type RecordEdits,
  type User,
} from '@reno/domain';
import { invalidInput, json, notFound, validationFailed } from './fake-route';

/** The author the API names for a user ('Added by Dana'). */
const authorOf = (user: User): RecordAuthor => ({ userId: user.id, name: shortName(user) });

/** A record made now by `user`: version 1, made and last changed by them (docs/product.md#record-edits). */
export function madeBy(user: User, at = new Date().toISOString()): RecordEdits {
  return { version: 1, createdBy: authorOf(user), updatedBy: authorOf(user), updatedAt: at };
}

/**
 * A record changed by `user`: the next version, changed by them. The version the change was made on
 * (If-Match) must be the record's, else the API's 409 naming who changed it (docs/product.md#concurrency).
 */
export function editedBy(
  record: RecordEdits,
  user: User,
  headers: Headers,
  label: string,
): RecordEdits | Response {
  const named = editedVersionOf(headers.get(EDITED_VERSION_HEADER));
  if (named === undefined) {
    return validationFailed([{ path: [EDITED_VERSION_HEADER], message: EDITED_VERSION_MESSAGE }]);
  }
  if (named !== null && named !== record.version) {
    return json(409, { error: staleEditMessage(record.updatedBy.name, label) });
  }
  return {
    version: record.version + 1,
    createdBy: record.createdBy,
    updatedBy: authorOf(user),
    updatedAt: new Date().toISOString(),
  };
}

/** A domain schema, as far as a route reads a body with it. */
export interface BodySchema<Input> {
  safeParse(
    body: unknown,
  ):
    | { success: true; data: Input }
    | { success: false; error: { issues: Parameters<typeof invalidInput>[0] } };
}

/**
 * What a PUT of a record checks first, in the API's order: the body as `schema` reads it (400), the record
 * (404 '{label} not found'), and the edit on its version (`editedBy`). The answer to give instead, or the
 * input, the record and its fields after the edit.
 */
export function readEdit<Input, Item extends RecordEdits>(
  { body, headers }: { body: unknown; headers: Headers },
  schema: BodySchema<Input>,
  record: Item | undefined,
  label: string,
  user: User,
): { input: Input; record: Item; edits: RecordEdits } | Response {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  if (!record) return notFound(label);
  const edits = editedBy(record, user, headers, label.toLowerCase());
  return edits instanceof Response ? edits : { input: parsed.data, record, edits };
}

/** Fields of a record made before the test (fixtures), as by the test user. */
export const fixtureEdits = (user: User, createdAt: string): RecordEdits => madeBy(user, createdAt);

/** How a PUT changes one kind of record: its body's schema, its name in messages, its fields from the input. */
export interface EditSpec<Input, Item> {
  schema: BodySchema<Input>;
  label: string;
  fieldsOf: (input: Input) => Partial<Item>;
}

/**
 * The answer to a PUT of a record: the refusal readEdit gives, or the record changed in place — the fields
 * the spec makes from the input, and the edit's stamps.
 */
export function answerEdit<Input, Item extends RecordEdits>(
  request: { body: unknown; headers: Headers },
  record: Item | undefined,
  user: User,
  { schema, label, fieldsOf }: EditSpec<Input, Item>,
): Response {
  const edit = readEdit(request, schema, record, label, user);
  if (edit instanceof Response) return edit;
  return json(200, Object.assign(edit.record, fieldsOf(edit.input), edit.edits));
}
