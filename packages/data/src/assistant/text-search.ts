// The text filter of the expense tools: every word of the wanted text must be a whole word of the
// expense's description or notes, in any order, singular or plural, with or without -ing or -ed
// ('cabinets' finds 'Shaker cabinet doors', 'tiling' finds 'Tile saw'), never the inside or the start of a
// longer word ('cab' is not in 'cabinet'): the shared words of @reno/domain. Small words ('the', 'my')
// are not searched for.
import { stemOf, wordsOf } from '@reno/domain';
import { InvalidInputError } from '../errors';

const IGNORED = new Set(['a', 'an', 'the', 'my', 'our', 'of', 'for', 'and', 'at', 'from', 'on', 'in', 'to']);

/** The stems searched for; refused when the text has none (only 'the', say). */
export function searchWords(text: string): string[] {
  const words = wordsOf(text)
    .filter((word) => !IGNORED.has(word))
    .map(stemOf);
  if (words.length === 0) throw new InvalidInputError('text', `"${text}" has no word to search for`);
  return words;
}
