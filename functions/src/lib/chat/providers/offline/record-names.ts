// The homeowner's own names a question may use: contractors by full name, first or last name, or company
// ('Priya', 'Shah', 'BrightLine'), the selected project and the other projects by name.
import type { ContractorName, ProjectContext } from '../../project-context';
import { wordsOf } from './words';

export type NameSignal =
  | { kind: 'contractor'; candidates: ContractorName[] }
  | { kind: 'otherProject'; id: number; name: string }
  | { kind: 'thisProject' };

/** Words of a name that say what a business does rather than who it is: never a name alone. */
const GENERIC = new Set(
  'and the of co company inc llc ltd corp services service contracting contractors contractor group builders building construction renovations renovation remodeling home homes works design interiors electric electrical plumbing heating roofing painting flooring tile tiles stone carpentry cabinets sons brothers right bright general'.split(
    ' ',
  ),
);

export interface RecordNames {
  phrases: ReadonlyMap<string, NameSignal>;
  longest: number;
}

function add(phrases: Map<string, NameSignal>, words: readonly string[], contractor: ContractorName) {
  if (words.length === 0) return;
  const key = words.join(' ');
  const existing = phrases.get(key);
  if (existing?.kind === 'contractor') {
    if (!existing.candidates.includes(contractor)) existing.candidates.push(contractor);
  } else if (!existing) phrases.set(key, { kind: 'contractor', candidates: [contractor] });
}

/** Every way the question may name one of the homeowner's records. */
export function recordNames(context: ProjectContext): RecordNames {
  const phrases = new Map<string, NameSignal>();
  for (const contractor of context.contractors) {
    const name = wordsOf(contractor.name);
    const company = wordsOf(contractor.company ?? '');
    add(phrases, name, contractor);
    add(phrases, company, contractor);
    // 'Bell & Sons Renovations' is also 'Bell & Sons'; 'Bright Spark Electric' is 'Bright Spark'.
    for (const words of [name, company]) {
      let end = words.length;
      while (end > 1 && GENERIC.has(words[end - 1]!)) end -= 1;
      if (end > 0 && end < words.length && words.slice(0, end).some((word) => !GENERIC.has(word)))
        add(phrases, words.slice(0, end), contractor);
    }
    // A person's first or last name alone ('Priya', 'Shah'), when it is not a common word of a name.
    if (name.length === 2)
      for (const word of name) if (word.length >= 3 && !GENERIC.has(word)) add(phrases, [word], contractor);
  }
  if (context.project) phrases.set(wordsOf(context.project.name).join(' '), { kind: 'thisProject' });
  for (const other of context.otherProjects)
    phrases.set(wordsOf(other.name).join(' '), { kind: 'otherProject', id: other.id, name: other.name });
  const longest = Math.max(1, ...[...phrases.keys()].map((key) => key.split(' ').length));
  return { phrases, longest };
}

/** The longest of the homeowner's names starting at `at`. */
export function nameAt(
  names: RecordNames,
  words: readonly string[],
  at: number,
): readonly [number, NameSignal] | null {
  for (let length = Math.min(names.longest, words.length - at); length > 0; length -= 1) {
    const signal = names.phrases.get(words.slice(at, at + length).join(' '));
    if (signal) return [length, signal];
  }
  return null;
}
