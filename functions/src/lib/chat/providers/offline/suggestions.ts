// The known words nearest to words the reader did not understand, for a 'did you mean…?'.
import type { ProjectContext } from '../../project-context';
import { SUGGESTIBLE } from './lexicon';
import { editDistance } from './words';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The known words nearest to those not understood: 'matrials' → Materials, 'electrican' → the electrician. */
export function closestLookups(words: readonly string[], context: ProjectContext): string[] {
  const candidates: (readonly [string, string])[] = [
    ...SUGGESTIBLE,
    ...context.contractors.flatMap((c) =>
      c.name
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length >= 4)
        .map((w) => [w, c.name] as const),
    ),
    ...MONTHS.map((month) => [month.toLowerCase(), month] as const),
  ];
  const found: string[] = [];
  for (const word of words) {
    // Short words are too near too much ('shop' and 'show'): only longer ones are taken for misspellings.
    if (word.length < 5) continue;
    const allowed = word.length >= 8 ? 2 : 1;
    let best: { label: string; distance: number } | null = null;
    const stem = word.endsWith('s') ? word.slice(0, -1) : word;
    for (const [phrase, label] of candidates) {
      // 'drywall' is not a misspelt 'drywaller', nor 'tiles' a misspelt 'tiler'.
      if (phrase.startsWith(stem) || word.startsWith(phrase)) continue;
      const distance = editDistance(word, phrase);
      if (distance <= allowed && (!best || distance < best.distance)) best = { label, distance };
    }
    if (best && !found.includes(best.label)) found.push(best.label);
  }
  return found.slice(0, 2);
}
