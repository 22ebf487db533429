// The basis class the rules suggest for an expense, with the reason in words (docs/product.md#cost-basis):
// from its category first (tools and utility bills are never the home's), then from its words, matched as
// whole words stem for stem by the assistant's matcher, against the examples of IRS Publication 523.
import { normalizeExpenseCategory, type ExpenseCategory } from '../constants';
import { mentionsEveryStem, stemOf, stemsOf, wordsOf } from '../words';
import { basisClassCounted, basisClassLabel, type BasisClass } from './basis-class';
import { BASIS_EXAMPLES, type BasisExample } from './basis-examples';

export interface BasisClassInput {
  category: string;
  description: string;
  notes?: string | null;
}

export interface BasisSuggestion {
  basisClass: BasisClass;
  /** Why, in words: which example matched, or which rule applied. */
  reason: string;
  /** The example whose phrase matched; null when the category decided or nothing matched. */
  example: BasisExample | null;
  /** The expense's own words that matched the example, in lower case ('water heater'). */
  words: string | null;
}

const PUBLICATION = 'IRS Publication 523';

/** Categories whose expenses are never part of the home, whatever their words say. */
const CATEGORY_CLASSES: Partial<Record<ExpenseCategory, { basisClass: BasisClass; why: string }>> = {
  tools: { basisClass: 'not_part_of_home', why: 'tools stay yours when the home is sold' },
  utilities: {
    basisClass: 'not_part_of_home',
    why: 'utility bills pay for using the home, not for the home itself',
  },
};

// Each phrase's stems, worked out once.
const EXAMPLE_STEMS = BASIS_EXAMPLES.flatMap((example) =>
  example.phrases.map((phrase) => ({ example, stems: stemsOf(phrase) })),
);

/** The words of the text whose stems are among `stems`, each once: 'roofing' for the stem 'roof'. */
function wordsThatMatch(text: string, stems: readonly string[]): string {
  return [...new Set(wordsOf(text).filter((word) => stems.includes(stemOf(word))))].join(' ');
}

/** Why an example says what it says: which of the publication's examples, or which group of the app's. */
function why(example: BasisExample, words: string): string {
  if (!example.fromPublication) return `'${words}' is ${example.example}`;
  const kind = example.basisClass === 'improvement' ? 'an improvement' : 'a repair';
  const heading = example.heading ? ` (${example.heading})` : '';
  return `'${words}' is the example '${example.example}' of ${kind} in ${PUBLICATION}${heading}`;
}

const NOTHING_MATCHED = `its words match no example of an improvement in ${PUBLICATION}`;

const DOES_NOT_ADD: Partial<Record<BasisClass, string>> = {
  repair: '; a repair does not add to the basis',
  maintenance: ', which does not add to the basis',
};

const EXTENSIVE_REMODEL =
  ', but its project is part of an extensive remodel, where the entire job counts as an improvement';

/** The class before the project's switch, and why: the category's rule, the first example matched, or a repair. */
function classFromRules(expense: BasisClassInput): Omit<BasisSuggestion, 'reason'> & { why: string } {
  const category = normalizeExpenseCategory(expense.category);
  const byCategory = category ? CATEGORY_CLASSES[category] : undefined;
  if (byCategory) return { ...byCategory, example: null, words: null };
  const text = `${expense.description}\n${expense.notes ?? ''}`;
  const match = EXAMPLE_STEMS.find(({ stems }) => mentionsEveryStem(text, stems));
  if (!match) return { basisClass: 'repair', why: NOTHING_MATCHED, example: null, words: null };
  const words = wordsThatMatch(text, match.stems);
  return {
    basisClass: match.example.basisClass,
    why: why(match.example, words),
    example: match.example,
    words,
  };
}

/**
 * The class the rules suggest for an expense. In a project that is part of an extensive remodel a repair is
 * suggested as an improvement, and the reason says both.
 */
export function suggestBasisClass(
  expense: BasisClassInput,
  project: { extensiveRemodel: boolean },
): BasisSuggestion {
  const { why, ...rules } = classFromRules(expense);
  const basisClass = basisClassCounted(rules.basisClass, project.extensiveRemodel);
  const because = basisClass === rules.basisClass ? (DOES_NOT_ADD[basisClass] ?? '') : EXTENSIVE_REMODEL;
  return { ...rules, basisClass, reason: `${basisClassLabel(basisClass)}: ${why}${because}` };
}

/**
 * The class an expense is counted under in its project's sums (basis-sums.ts): the one an editor chose, else
 * the rules' — before the project's switch, which the report applies when it reads the sums.
 */
export function basisClassToCount(expense: BasisClassInput & { basisClass: BasisClass | null }): BasisClass {
  return expense.basisClass ?? classFromRules(expense).basisClass;
}
