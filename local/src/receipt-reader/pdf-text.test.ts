import { describe, expect, it } from 'vitest';
import { joinLines } from './pdf-text';

describe('joinLines', () => {
  it('joins items within 2 points of a baseline into one line, left to right, lines top to bottom', () => {
    const text = joinLines([
      { x: 120, y: 700.4, text: '$61.01 ' },
      { x: 10, y: 701.6, text: 'TOTAL' },
      { x: 10, y: 760, text: 'ACE HARDWARE' },
      { x: 10, y: 697, text: 'Thank you' },
    ]);

    expect(text).toBe('ACE HARDWARE\nTOTAL $61.01\nThank you');
  });

  it('puts an item between two lines on the line made first', () => {
    const text = joinLines([
      { x: 0, y: 100, text: 'first' },
      { x: 0, y: 103, text: 'second' },
      { x: 50, y: 101.6, text: 'between' },
    ]);

    expect(text).toBe('second\nfirst between');
  });
});
