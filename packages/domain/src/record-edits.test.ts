import { describe, expect, it } from 'vitest';
import { editedVersionOf, staleEditMessage } from './record-edits';

describe('editedVersionOf', () => {
  it.each([
    ['"3"', 3],
    ['3', 3],
    ['W/"12"', 12],
    [' "7" ', 7],
  ])('reads %s as version %s', (raw, version) => {
    expect(editedVersionOf(raw)).toBe(version);
  });

  it.each([undefined, null, '', '  ', '*'])('names no version in %j: no check', (raw) => {
    expect(editedVersionOf(raw)).toBeNull();
  });

  it.each(['latest', '"0"', '-1', '1.5', '"3', '12345678901'])('refuses %j', (raw) => {
    expect(editedVersionOf(raw)).toBeUndefined();
  });
});

describe('staleEditMessage', () => {
  it('names who changed the record, else someone', () => {
    expect(staleEditMessage('Sam', 'expense')).toBe('Sam changed this expense after you opened it');
    expect(staleEditMessage(null, 'change order')).toBe(
      'Someone changed this change order after you opened it',
    );
  });
});
