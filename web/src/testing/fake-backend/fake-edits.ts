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
import { json, validationFailed } from './fake-route';

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

/** Fields of a record made before the test (fixtures), as by the test user. */
export const fixtureEdits = (user: User, createdAt: string): RecordEdits => madeBy(user, createdAt);
