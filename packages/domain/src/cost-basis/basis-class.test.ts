import { describe, expect, it } from 'vitest';
import { BASIS_CLASSES, basisClassCounted, basisClassLabel, normalizeBasisClass } from './basis-class';

describe('basis classes', () => {
  it.each([
    ['improvement', 'improvement'],
    [' Repair ', 'repair'],
    ['Not part of the home', 'not_part_of_home'],
    ['not_part_of_home', 'not_part_of_home'],
    ['capital', null],
    ['', null],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeBasisClass(input)).toBe(expected);
  });

  it('labels each class', () => {
    expect(BASIS_CLASSES.map((basisClass) => basisClassLabel(basisClass.value))).toEqual([
      'Improvement',
      'Repair',
      'Maintenance',
      'Not part of the home',
    ]);
  });

  it('counts a repair as an improvement only in an extensive remodel', () => {
    expect(BASIS_CLASSES.map(({ value }) => basisClassCounted(value, true))).toEqual([
      'improvement',
      'improvement',
      'maintenance',
      'not_part_of_home',
    ]);
    expect(BASIS_CLASSES.map(({ value }) => basisClassCounted(value, false))).toEqual(
      BASIS_CLASSES.map(({ value }) => value),
    );
  });
});
