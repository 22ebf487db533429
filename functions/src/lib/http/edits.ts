import type { Author, EditOptions } from '@reno/data';
import { EDITED_VERSION_HEADER, EDITED_VERSION_MESSAGE, editedVersionOf, shortName } from '@reno/domain';
import { getActor, type Actor } from './actor';
import { ValidationError } from './errors';
import { headerValue } from './json-body';
import type { ApiEvent } from './router';

/** The author of a write: who acts, named as records show them ('Added by Sam'). */
export const authorOf = ({ caller }: Actor): Author => ({
  id: caller.sub,
  name: shortName({
    firstName: caller.givenName ?? null,
    lastName: caller.familyName ?? null,
    email: caller.email,
  }),
});

/**
 * The version an update was made on (docs/product.md#concurrency): If-Match. Absent, or '*' (any
 * version): null, no check.
 */
function editedVersion(event: Pick<ApiEvent, 'headers'>): number | null {
  const version = editedVersionOf(headerValue(event.headers, EDITED_VERSION_HEADER));
  if (version === undefined) {
    throw new ValidationError([{ path: [EDITED_VERSION_HEADER], message: EDITED_VERSION_MESSAGE }]);
  }
  return version;
}

/** Who makes an update, and the version they made it on. */
export const editOf = (event: ApiEvent): EditOptions => ({
  by: authorOf(getActor(event)),
  expectedVersion: editedVersion(event),
});
