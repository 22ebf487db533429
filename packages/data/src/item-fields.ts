// A record's plain fields read from its stored item, named once per kind of value instead of one line per
// field: each entity's mapper (toXRecord) spreads what its reader returns beside recordFields and the few
// fields that need their own reading (a status, a derived total).
import type { Item } from './requests';
import { num, str } from './validate';

const readers = {
  /** Always stored: the value as text. */
  text: (value: unknown): string => String(value),
  /** Stored or not: the text, else null. */
  optionalText: str,
  /** A count or an amount in cents: 0 when absent. */
  number: (value: unknown): number => num(value),
  /** A number that may be unset (a link, a rate): null when absent. */
  optionalNumber: (value: unknown): number | null => (typeof value === 'number' ? value : null),
};

type FieldKind = keyof typeof readers;
type FieldNames = Partial<Record<FieldKind, readonly string[]>>;
type Read<K extends FieldKind> = ReturnType<(typeof readers)[K]>;
type FieldsOf<S extends FieldNames, K extends FieldKind> = S[K] extends readonly (infer Name extends string)[]
  ? Record<Name, Read<K>>
  : unknown;
export type ItemFields<S extends FieldNames> = FieldsOf<S, 'text'> &
  FieldsOf<S, 'optionalText'> &
  FieldsOf<S, 'number'> &
  FieldsOf<S, 'optionalNumber'>;

/** A reader of the named fields, each by its kind; the record type it feeds checks every name. */
export function itemFieldsReader<const S extends FieldNames>(names: S): (item: Item) => ItemFields<S> {
  const fields = (Object.keys(names) as FieldKind[]).flatMap((kind) =>
    (names[kind] ?? []).map((name) => [name, readers[kind]] as const),
  );
  return (item) =>
    Object.fromEntries(fields.map(([name, read]) => [name, read(item[name])])) as ItemFields<S>;
}
