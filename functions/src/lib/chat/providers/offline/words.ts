// A question as the offline reader sees it: lower-case words, contractions spelt out ("didn't" → 'did
// not'), British spellings and ordinals made plain ('labour' → 'labor', 'cheque' → 'check', '3rd' → '3'),
// then split as every text is (@reno/domain's words).
import { wordsOf as textWords } from '@reno/domain';

const SPELLINGS: Record<string, string> = {
  labour: 'labor',
  cheque: 'check',
  cheques: 'checks',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  colour: 'color',
  colours: 'colors',
  favourite: 'favorite',
  organise: 'organize',
  summarise: 'summarize',
  itemise: 'itemize',
  cancelled: 'canceled',
  programme: 'program',
  centre: 'center',
  metre: 'meter',
  tonne: 'ton',
  grey: 'gray',
};

/** The question's words, each spelt one way. */
export function wordsOf(question: string): string[] {
  const text = question
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/n't\b/g, ' not')
    .replace(/'ll\b/g, ' will')
    .replace(/'ve\b/g, ' have')
    .replace(/'re\b/g, ' are')
    .replace(/'m\b/g, ' am')
    .replace(/'d\b/g, ' would')
    // 'Priya's', 'what's': the possessive and the 'is' carry nothing the reader needs.
    .replace(/'s\b/g, '')
    .replace(/&/g, ' and ')
    .replace(/\b(\d+)(st|nd|rd|th)\b/g, '$1');
  return textWords(text).map((word) => SPELLINGS[word] ?? word);
}

/** How many single-letter edits turn `a` into `b` (insert, delete, replace, swap two neighbours). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}
