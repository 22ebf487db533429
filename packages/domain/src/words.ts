// Words as the app matches them (issue 56): a text is split into whole words, and each word is reduced to
// a simple stem, so that 'tiles', 'tiling' and 'tiled' are 'tile', but 'cab' is never part of 'cabinet',
// 'art' of 'cart' or 'oven' of 'woven'. Only inflections are taken off: the plural -s/-es/-ies and the
// verb endings -ed and -ing, by Porter's first step (with its rules for a doubled or a dropped letter).
// A full stemmer (Porter, Snowball) goes further and joins words that differ ('rugged' and 'rug', 'news'
// and 'new', 'plane' and 'plan'), which a search of the homeowner's records must not do.

/** The words of a text, in lower case; apostrophes are dropped inside a word ("Lowe's" → 'lowes'). */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['‘’`´]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Words that look inflected but are words of their own: kept whole ('rugged' is not 'rug'). */
const OWN_WORDS = new Set(
  'rugged ragged jagged crooked naked wicked siding molding moulding bedding casing landing pudding wedding news series species lens canvas atlas bias alias always during'.split(
    ' ',
  ),
);

const IRREGULAR: Readonly<Record<string, string>> = {
  shelves: 'shelf',
  knives: 'knife',
  halves: 'half',
  leaves: 'leaf',
  loaves: 'loaf',
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
};

/** Whether the letter at `index` is a consonant ('y' is one at the start or after a vowel). */
function isConsonant(word: string, index: number): boolean {
  const letter = word[index]!;
  if ('aeiou'.includes(letter)) return false;
  return letter !== 'y' || index === 0 || !isConsonant(word, index - 1);
}

const hasVowel = (stem: string) => [...stem].some((_, index) => !isConsonant(stem, index));

/** Porter's measure: how many vowel-then-consonant runs the stem has ('tr' 0, 'tile' 1, 'cabinet' 3). */
function measure(stem: string): number {
  let runs = 0;
  for (let index = 1; index < stem.length; index += 1)
    if (isConsonant(stem, index) && !isConsonant(stem, index - 1)) runs += 1;
  return runs;
}

/** Ends consonant-vowel-consonant, the last not w, x or y ('til', 'hop'): a short word that drops an e. */
function endsShort(stem: string): boolean {
  const at = stem.length - 1;
  return (
    at >= 2 &&
    isConsonant(stem, at) &&
    !isConsonant(stem, at - 1) &&
    isConsonant(stem, at - 2) &&
    !'wxy'.includes(stem[at]!)
  );
}

/** 'supplies' → 'supply', 'boxes' → 'box', 'tiles' → 'tile'; 'glass', 'cactus', 'chassis' stay. */
function singular(word: string): string {
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return word.length > 4 ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  if (/(x|ch|sh|ss|zz)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** 'tiling'/'tiled' → 'tile', 'fitted' → 'fit', 'painting' → 'paint', 'dried' → 'dry'; 'string' and 'need' stay. */
function withoutVerbEnding(word: string): string {
  if (word.endsWith('eed')) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  if (word.endsWith('ied')) return word.length > 4 ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  const ending = /(ed|ing)$/.exec(word)?.[0];
  if (!ending) return word;
  const stem = word.slice(0, -ending.length);
  if (!hasVowel(stem)) return word;
  // 'insulated' is 'insulate', 'cabled' 'cable', 'sized' 'size'; 'heated' stays 'heat'.
  if (/(at|bl|iz)$/.test(stem) && stem.length > 2 && isConsonant(stem, stem.length - 3)) return `${stem}e`;
  const last = stem[stem.length - 1]!;
  if (last === stem[stem.length - 2] && isConsonant(stem, stem.length - 1) && !'lsz'.includes(last))
    return stem.slice(0, -1);
  return measure(stem) === 1 && endsShort(stem) ? `${stem}e` : stem;
}

/** A word's simple stem: the plural and the verb endings taken off, nothing more. */
export function stemOf(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  if (lower.length <= 3 || OWN_WORDS.has(lower) || !/^[a-z0-9]+$/.test(lower)) return lower;
  const one = singular(lower);
  if (OWN_WORDS.has(one) || one.length <= 3) return one;
  return withoutVerbEnding(one);
}

/** The stems of a text's words, in order. */
export const stemsOf = (text: string): string[] => wordsOf(text).map(stemOf);

/** Whether every stem (of stemOf) is the stem of a whole word of `text`: 'tile' is in 'Tiles and grout'. */
export function mentionsEveryStem(text: string, stems: readonly string[]): boolean {
  const present = new Set(stemsOf(text));
  return stems.every((stem) => present.has(stem));
}
