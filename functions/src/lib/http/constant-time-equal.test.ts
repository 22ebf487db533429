import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constant-time-equal';

describe('constantTimeEqual', () => {
  it.each([
    ['same', 'same', true],
    ['same', 'Same', false],
    ['short', 'a much longer expected password', false],
    ['', 'x', false],
    ['pässwörd', 'pässwörd', true],
  ])('%j vs %j → %s', (supplied, expected, equal) => {
    expect(constantTimeEqual(supplied, expected)).toBe(equal);
  });
});
