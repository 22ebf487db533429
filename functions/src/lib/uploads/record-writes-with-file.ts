import type { DataContext, EditOptions } from '@reno/data';
import type { UploadKind } from '@reno/domain';
import { data } from '../data-context';
import { found } from '../http/found';
import { createdOnce } from '../http/idempotency-key';
import { readJsonBody } from '../http/json-body';
import { updatedRecord, type RecordWrites, type RouteWrites } from '../http/record-routes';
import type { ApiEvent } from '../http/router';
import { parseRequest, type RequestOf, type RequestSchemaName } from '../http/validation';
import { replaceWithObject, saveWithObject, type RecordFile } from './stored-objects';

/** A field that body and record both have, naming a file (a key, a URL, or null). */
type FileField<B, R> = {
  [F in keyof B & keyof R]: B[F] extends string | null ? (R[F] extends string | null ? F : never) : never;
}[keyof B & keyof R] &
  string;

/** A record kind that names one stored file (an expense's receipt, an estimate's attachment). */
interface RecordWithFile<
  K extends RequestSchemaName,
  I,
  R,
  U extends { replacedObjectKey: string | null },
> extends Omit<RecordWrites<K, I, R>, 'input' | 'update'> {
  /** The file's upload kind, and the field that names it in the body and in the stored record alike. */
  file: { kind: UploadKind; field: FileField<RequestOf<K>, R> };
  /** What else the body must pass (what it points at) before its file is claimed. */
  check?: (householdId: string, body: RequestOf<K>) => Promise<void>;
  /** The data layer's input from the parsed body and the file's stored value. */
  input: (body: RequestOf<K>, storedValue: string | null) => I;
  get: (ctx: DataContext, householdId: string, id: number) => Promise<R | null>;
  update: (ctx: DataContext, householdId: string, id: number, input: I, edit: EditOptions) => Promise<U>;
  /** The record in the data layer's update result. */
  updated: (result: U) => R;
}

/**
 * `recordWrites` for a record kind that names one stored file: the POST claims the file the body names
 * (`saveWithObject`); the PUT reads the record the path names first (404 when it is not there), claims the
 * body's file against the one the record names, and deletes that one once the record names another
 * (`replaceWithObject`). The body's other checks run before its file is claimed.
 */
export function recordWritesWithFile<
  K extends RequestSchemaName,
  I,
  R,
  U extends { replacedObjectKey: string | null },
>(kind: RecordWithFile<K, I, R, U>): RouteWrites {
  const bodyOf = (event: ApiEvent) => parseRequest(kind.schema, readJsonBody(event));
  const { kind: fileKind, field } = kind.file;
  // FileField lets only a field of type string | null through, which TypeScript cannot see through the generic.
  const named = (source: RequestOf<K> | R) => source[field as keyof typeof source] as string | null;
  const fileOf = (body: RequestOf<K>, current: R | null): RecordFile => ({
    value: named(body),
    previous: current === null ? null : named(current),
    kind: fileKind,
    field,
  });
  return {
    create: async (event) => {
      const body = await bodyOf(event);
      return createdOnce(event, kind.present, async (householdId, options) => {
        await kind.check?.(householdId, body);
        return saveWithObject(householdId, fileOf(body, null), (storedValue) =>
          kind.create(data, householdId, kind.input(body, storedValue), options),
        );
      });
    },
    update: (event) =>
      updatedRecord(
        event,
        kind.label,
        (result: U) => kind.present(kind.updated(result)),
        async (householdId, id, edit) => {
          const body = await bodyOf(event);
          const current = await found(kind.get(data, householdId, id), kind.label);
          await kind.check?.(householdId, body);
          return replaceWithObject(householdId, fileOf(body, current), (storedValue) =>
            kind.update(data, householdId, id, kind.input(body, storedValue), edit),
          );
        },
      ),
  };
}
