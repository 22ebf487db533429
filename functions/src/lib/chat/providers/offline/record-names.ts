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

/** Words of a project's name that say what kind of job it is, not which: never the project alone. */
const PROJECT_WORDS = new Set(
  'project renovation remodel refresh finish finishing whole house home new room update redo makeover phase reno build addition upgrade repair repairs'.split(
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
  const projects: [string, NameSignal][] = [
    ...(context.project ? [[context.project.name, { kind: 'thisProject' }] as [string, NameSignal]] : []),
    ...context.otherProjects.map((other): [string, NameSignal] => [
      other.name,
      { kind: 'otherProject', id: other.id, name: other.name },
    ]),
  ];
  for (const [name, signal] of projects) phrases.set(wordsOf(name).join(' '), signal);
  // 'the bathroom' is the Hall Bathroom Refresh: a project's own word, when no other project or name has it.
  const taken = new Set<string>();
  for (const [name, signal] of projects)
    for (const word of wordsOf(name)) {
      if (word.length < 4 || PROJECT_WORDS.has(word) || phrases.has(word)) continue;
      if (taken.has(word)) phrases.delete(word);
      else phrases.set(word, signal);
      taken.add(word);
    }
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
