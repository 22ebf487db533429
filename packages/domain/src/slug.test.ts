import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugCandidate, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Kitchen Remodel', 'kitchen-remodel'],
    ['  Master   Bath!!  ', 'master-bath'],
    ['Café & Crème', 'cafe-and-creme'],
    ['Über-Garage 2025', 'uber-garage-2025'],
    ['--Deck--', 'deck'],
    ['ＦＵＬＬ width', 'full-width'],
  ])('%j → %s', (name, expected) => {
    expect(slugify(name)).toBe(expected);
  });

  it.each(['', '   ', '!!!', '日本の家', '🏠'])('falls back to "project" for %j', (name) => {
    expect(slugify(name)).toBe('project');
  });

  it('cuts long names without leaving a trailing hyphen', () => {
    // Prepare
    const name = `${'a'.repeat(MAX_SLUG_LENGTH - 1)} tail`;
    // Act
    const slug = slugify(name);
    // Assess
    expect(slug).toBe('a'.repeat(MAX_SLUG_LENGTH - 1));
  });

  it('always gives a non-empty lowercase ASCII slug of bounded length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (name) => {
        const slug = slugify(name);
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      }),
    );
  });
});

describe('slugCandidate', () => {
  it('numbers the later attempts', () => {
    expect(slugCandidate('kitchen', 1)).toBe('kitchen');
    expect(slugCandidate('kitchen', 2)).toBe('kitchen-2');
    expect(slugCandidate('kitchen', 10)).toBe('kitchen-10');
  });
});
