// The text filter of the expense tools: every word of the wanted text must appear in the expense's
// description or notes, in any order, singular or plural ('cabinets' finds 'Shaker cabinet doors'),
// as the start of a word ('paint' finds 'painting'). Small words ('the', 'my') are not searched for.
import { InvalidInputError } from '../errors';

const IGNORED = new Set(['a', 'an', 'the', 'my', 'our', 'of', 'for', 'and', 'at', 'from', 'on', 'in', 'to']);

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** 'supplies' → 'supply', 'boxes' → 'box', 'cabinets' → 'cabinet'; 'glass' stays. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The words searched for; refused when the text has none (only 'the', say). */
export function searchWords(text: string): string[] {
  const words = wordsOf(text)
    .filter((word) => !IGNORED.has(word))
    .map(singular);
  if (words.length === 0) throw new InvalidInputError('text', `"${text}" has no word to search for`);
  return words;
}

/** Whether every searched word starts a word of `searchText` (the expense's description and notes). */
export function mentionsEvery(searchText: string, words: readonly string[]): boolean {
  const present = wordsOf(searchText);
  return words.every((wanted) =>
    present.some((word) => word.startsWith(wanted) || singular(word).startsWith(wanted)),
  );
}
