import { describe, expect, it } from 'vitest';
import { mentionsEveryStem, stemOf, stemsOf, wordsOf } from './words';

describe('the words of a text', () => {
  it('splits into lower-case words, dropping apostrophes inside a word', () => {
    expect(wordsOf("Mirror & lights (Lowe's), 2x4s — café")).toEqual([
      'mirror',
      'lights',
      'lowes',
      '2x4s',
      'café',
    ]);
    expect(wordsOf('  ')).toEqual([]);
  });

  it.each([
    // The plural, whatever its spelling.
    ['tiles', 'tile'],
    ['cabinets', 'cabinet'],
    ['supplies', 'supply'],
    ['batteries', 'battery'],
    ['boxes', 'box'],
    ['benches', 'bench'],
    ['brushes', 'brush'],
    ['glasses', 'glass'],
    ['sizes', 'size'],
    ['shelves', 'shelf'],
    ['lowes', 'lowe'],
    ['2x4s', '2x4'],
    // -ing and -ed, with the letter English doubles or drops.
    ['tiling', 'tile'],
    ['tiled', 'tile'],
    ['framing', 'frame'],
    ['wiring', 'wire'],
    ['taping', 'tape'],
    ['tapping', 'tap'],
    ['painting', 'paint'],
    ['painted', 'paint'],
    ['fitted', 'fit'],
    ['shopping', 'shop'],
    ['installed', 'install'],
    ['insulated', 'insulate'],
    ['heated', 'heat'],
    ['sized', 'size'],
    ['dried', 'dry'],
    ['agreed', 'agree'],
    // Words that only look inflected stay whole.
    ['rugged', 'rugged'],
    ['siding', 'siding'],
    ['molding', 'molding'],
    ['bedding', 'bedding'],
    ['string', 'string'],
    ['need', 'need'],
    ['speed', 'speed'],
    ['glass', 'glass'],
    ['cactus', 'cactus'],
    ['news', 'news'],
    ['gas', 'gas'],
    ['shed', 'shed'],
    ['woven', 'woven'],
  ])('stems %j as %j', (word, stem) => {
    expect(stemOf(word)).toBe(stem);
  });

  it('gives every form of a word one stem', () => {
    for (const forms of [
      ['tile', 'tiles', 'tiled', 'tiling'],
      ['paint', 'paints', 'painted', 'painting'],
      ['fit', 'fits', 'fitted', 'fitting'],
      ['frame', 'frames', 'framed', 'framing'],
      ['supply', 'supplies', 'supplied'],
      ['rug', 'rugs'],
      ['cab', 'cabs'],
    ])
      expect(new Set(forms.map(stemOf)), forms.join(' ')).toEqual(new Set([stemOf(forms[0]!)]));
  });

  it('never joins a word to a longer one that holds its letters (the near misses)', () => {
    for (const [short, long] of [
      ['cab', 'cabinet'],
      ['cabs', 'cabinets'],
      ['art', 'cart'],
      ['arts', 'carts'],
      ['oven', 'woven'],
      ['rug', 'rugged'],
      ['rugs', 'rugged'],
      ['tap', 'tape'],
      ['tapping', 'taping'],
      ['tub', 'tube'],
      ['plan', 'plane'],
      ['pin', 'pine'],
      ['side', 'siding'],
      ['mold', 'molding'],
      ['bed', 'bedding'],
      ['park', 'spark'],
      ['new', 'news'],
      ['light', 'lightning'],
    ] as const)
      expect(stemOf(short), `${short} / ${long}`).not.toBe(stemOf(long));
  });

  it('finds every wanted stem among the whole words of a text, in any order', () => {
    const notes = 'Toaster oven for the bar\nPicked up at Home Depot';
    expect(mentionsEveryStem(notes, stemsOf('home depot'))).toBe(true);
    expect(mentionsEveryStem(notes, stemsOf('Depot ovens'))).toBe(true);
    expect(mentionsEveryStem(notes, stemsOf('picking'))).toBe(true);
    expect(mentionsEveryStem('Woven jute rug', stemsOf('oven'))).toBe(false);
    expect(mentionsEveryStem('Bar cabinets', stemsOf('cab'))).toBe(false);
    expect(mentionsEveryStem('Rugged work light', stemsOf('rug'))).toBe(false);
    expect(mentionsEveryStem('Woven jute rug', stemsOf('rugs'))).toBe(true);
    expect(mentionsEveryStem('Tool cart', stemsOf('art'))).toBe(false);
  });
});
