// A record's fields read from an item as stored by any version: what an older item lacks reads as the
// record's empty value (null or 0), never as undefined or the text 'undefined'.
import { expect, it } from 'vitest';
import { itemFieldsReader } from '../src/item-fields';

const read = itemFieldsReader({
  text: ['name'],
  optionalText: ['notes'],
  number: ['count'],
  optionalNumber: ['rate'],
});

it('reads each named field by its kind', () => {
  expect(read({ name: 'Tile', notes: 'grey', count: 3, rate: 0, other: 'x' })).toEqual({
    name: 'Tile',
    notes: 'grey',
    count: 3,
    rate: 0,
  });
});

it('reads a field the item lacks, or holds as another type, as the empty value of its kind', () => {
  expect(read({ name: 'Tile', notes: 7, rate: '12' })).toEqual({
    name: 'Tile',
    notes: null,
    count: 0,
    rate: null,
  });
});
