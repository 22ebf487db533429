// The POST and DELETE every record kind of the fake answers alike, as the API's record routes do.
import type { FakeDb } from './fake-db';
import type { BodySchema } from './fake-edits';
import { deleted, idOf, invalidInput, json, notFound, route } from './fake-route';

/** The lists of the fake's store that hold records by id. */
type RecordList = { [K in keyof FakeDb]: FakeDb[K] extends { id: number }[] ? K : never }[keyof FakeDb];
type RecordOf<K extends RecordList> = FakeDb[K][number];

/**
 * `POST <path>` of a record of `db[list]`: the body as `schema` reads it (400 in the API's words), then
 * `make` makes the record from it (or answers a refusal instead), which joins the list → 201 `answer(record)`.
 */
export function createRoute<K extends RecordList, Input>(
  db: FakeDb,
  path: string,
  list: K,
  schema: BodySchema<Input>,
  make: (input: Input) => RecordOf<K> | Response,
  answer: (record: RecordOf<K>) => unknown = (record) => record,
) {
  return route('POST', path, ({ body }) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return invalidInput(parsed.error.issues);
    const record = make(parsed.data);
    if (record instanceof Response) return record;
    (db[list] as RecordOf<K>[]).push(record);
    return json(201, answer(record));
  });
}

/**
 * `DELETE <path>` of the record of `db[list]` its `{id}` names: 404 '<Label> not found', else the record
 * leaves the list and '<Label> deleted successfully'. `refuse` answers instead while the record may not go
 * (a room that still holds items).
 */
export function deleteRoute<K extends RecordList>(
  db: FakeDb,
  path: string,
  list: K,
  label: string,
  refuse: (record: RecordOf<K>) => Response | null = () => null,
) {
  return route('DELETE', path, ({ params }) => {
    const records = db[list] as RecordOf<K>[];
    const record = records.find((candidate) => candidate.id === idOf(params.id));
    if (!record) return notFound(label);
    const refusal = refuse(record);
    if (refusal) return refusal;
    (db as unknown as Record<K, RecordOf<K>[]>)[list] = records.filter((candidate) => candidate !== record);
    return deleted(label);
  });
}
