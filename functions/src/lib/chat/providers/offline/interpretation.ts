// What a question asks, decided from the words read (question-reading.ts): one answer form and the
// filters it applies, or the reason it is declined. A form accepts only the filters it can apply: a
// question that names one it cannot ('the budget in October') is declined, never answered without it.
import {
  mentionsEveryStem,
  stemOf,
  type EstimateStatus,
  type ExpenseCategory,
  type ExpenseGrouping,
  type PaymentMethod,
} from '@reno/domain';
import type { ContractorName, ProjectContext } from '../../project-context';
import { closestLookups } from './suggestions';
import type { Ask, OutsideReason } from './lexicon';
import type { Period } from './periods';
import type { Reading, UnknownSpan } from './question-reading';

/** The answer given: what was asked, or a breakdown, a comparison, or one estimate's final cost. */
export type Form = Exclude<Ask, 'upcoming'> | 'next' | 'breakdown' | 'compare' | 'estimateCost';

/** Which of the estimates or installments: the largest, the smallest, the next due, the overdue (installments
 * only); null: all of them. */
type Rank = 'largest' | 'smallest' | 'next' | 'overdue';

export type ContractorRef = { kind: 'named'; contractor: ContractorName } | { kind: 'trade'; trade: string };

export interface Filters {
  categories: ExpenseCategory[];
  methods: PaymentMethod[];
  contractors: ContractorRef[];
  periods: Period[];
  /** Words searched for in the expenses' descriptions and notes ('cabinets', 'home depot'). */
  text: string | null;
  statuses: EstimateStatus[];
  /** Words of an estimate's title ('rewiring'). */
  estimateWords: string[] | null;
}

export interface Request {
  form: Form;
  filters: Filters;
  grouping: ExpenseGrouping | null;
  /** How many to list ('top 3'); null: the form's default. */
  size: number | null;
  /** The budget is asked for too ("What's my budget and how much have I spent?"). */
  withBudget: boolean;
  /** Asked as a yes-or-no question ('Are we going to go over?'). */
  yesNo: boolean;
  /** One expense (the singular), not several: 'the biggest expense'. */
  single: boolean;
  /** Of the estimates or installments listed, only the largest, smallest or next ('the cheapest quote'). */
  rank: Rank | null;
  /** Only how many ('how many quotes are pending?'). */
  countOnly: boolean;
  project: { id: number; name: string };
}

export type Dimension =
  'category' | 'method' | 'contractor' | 'text' | 'period' | 'status' | 'estimate' | 'grouping' | 'size';

export type Decline =
  | { kind: 'outside'; reason: OutsideReason }
  | { kind: 'notUnderstood'; words: string[] }
  | { kind: 'notApplicable'; form: Form; dimension: Dimension }
  | { kind: 'needsPrevious' }
  | { kind: 'ambiguous'; names: string[] }
  | { kind: 'nothingAsked' };

export type Interpretation = { ok: true; request: Request } | { ok: false; decline: Decline };

const EXPENSE_DIMENSIONS: readonly Dimension[] = ['category', 'method', 'contractor', 'text', 'period'];
const ESTIMATE_DIMENSIONS: readonly Dimension[] = ['contractor', 'estimate'];

/** The filters each form can apply. */
const ACCEPTS: Record<Form, readonly Dimension[]> = {
  spend: EXPENSE_DIMENSIONS,
  count: EXPENSE_DIMENSIONS,
  average: EXPENSE_DIMENSIONS,
  list: [...EXPENSE_DIMENSIONS, 'size'],
  largest: [...EXPENSE_DIMENSIONS, 'size'],
  smallest: [...EXPENSE_DIMENSIONS, 'size'],
  recent: [...EXPENSE_DIMENSIONS, 'size'],
  breakdown: [...EXPENSE_DIMENSIONS, 'grouping'],
  compare: EXPENSE_DIMENSIONS,
  budget: [],
  remaining: [],
  contingency: [],
  plan: ['category', 'grouping'],
  forecast: [],
  owing: ESTIMATE_DIMENSIONS,
  estimateCost: ESTIMATE_DIMENSIONS,
  estimates: [...ESTIMATE_DIMENSIONS, 'status', 'size'],
  installments: [...ESTIMATE_DIMENSIONS, 'period', 'size'],
  next: ['period'],
  changes: ESTIMATE_DIMENSIONS,
  charge: ['contractor'],
  contractors: ['contractor'],
  overdue: [],
  timeline: [],
  summary: [],
};

/** Words before a thing bought or a place shopped: 'spent on X', 'at X', 'from X', 'how much was X'. */
const TEXT_LEADS = new Set([
  'how many',
  'on',
  'for',
  'at',
  'from',
  'about',
  'how much',
  'bought',
  'buy',
  'purchased',
  'purchase',
  'spend',
  'spent',
  'expense',
  'expenses',
  'items',
  'things',
  'stuff',
  'paid',
  'pay',
]);
/** Words after one: 'X cost', 'X came to'. */
const TEXT_TAILS = new Set([
  'purchases',
  'purchase',
  'expenses',
  'expense',
  'receipts',
  'items',
  'cost',
  'costs',
  'costed',
  'come to',
  'comes to',
  'came to',
  'run us',
  'ran us',
  'set us back',
  'set me back',
]);
const EXPENSE_ASKS: readonly Ask[] = ['spend', 'count', 'average', 'list', 'largest', 'smallest', 'recent'];
const ESTIMATE_ASKS: readonly Ask[] = ['estimates', 'owing', 'forecast', 'charge', 'changes', 'installments'];
const YES_NO_STARTS = new Set([
  'are',
  'is',
  'am',
  'will',
  'do',
  'does',
  'did',
  'have',
  'has',
  'can',
  'was',
  'were',
  'would',
]);

/** Whether every word is a whole word (stem for stem) of one of the estimates' titles. */
function namesEstimate(words: readonly string[], titles: readonly string[]): boolean {
  const stems = words.map(stemOf);
  return titles.some((title) => mentionsEveryStem(title, stems));
}

function readsAsText(reading: Reading, spans: readonly UnknownSpan[]): boolean {
  // A follow-up ('what about at Lowe's?') searches as the question it follows did.
  const aboutExpenses =
    reading.expenses || reading.followUp || reading.asks.some((ask) => EXPENSE_ASKS.includes(ask));
  return (
    aboutExpenses &&
    !reading.future &&
    spans.every(
      (span) =>
        !span.joinedToPrevious &&
        ((span.precededBy !== null && TEXT_LEADS.has(span.precededBy)) ||
          (span.followedBy !== null && TEXT_TAILS.has(span.followedBy))),
    )
  );
}

/** The words not understood become a text search or an estimate's title, when the question allows it. */
function resolveUnknown(
  reading: Reading,
  context: ProjectContext,
): { text: string | null; estimateWords: string[] | null } | Decline {
  const spans = reading.unknown;
  if (spans.length === 0) return { text: null, estimateWords: null };
  const words = spans.flatMap((span) => span.words);
  const titles = context.project?.estimates.map((estimate) => estimate.title) ?? [];
  const aboutEstimates = reading.future || reading.asks.some((ask) => ESTIMATE_ASKS.includes(ask));
  if (aboutEstimates && namesEstimate(words, titles)) return { text: null, estimateWords: words };
  // A misspelt category, month or name ('matrials') is not searched for: the answer asks which was meant.
  if (readsAsText(reading, spans) && closestLookups(words, context).length === 0)
    return { text: words.join(' '), estimateWords: null };
  return { kind: 'notUnderstood', words };
}

function contractorRefs(reading: Reading): ContractorRef[] | Decline {
  const refs: ContractorRef[] = reading.trades.map((trade) => ({ kind: 'trade', trade }));
  for (const candidates of reading.contractors) {
    if (candidates.length > 1)
      return { kind: 'ambiguous', names: candidates.map((candidate) => candidate.name) };
    refs.push({ kind: 'named', contractor: candidates[0]! });
  }
  return refs;
}

/** The dimension given more than one value ('materials or labor', 'July or August'), if any. */
function comparedDimension(filters: Filters): Dimension | null | 'several' {
  const multi: Dimension[] = [];
  if (filters.categories.length > 1) multi.push('category');
  if (filters.methods.length > 1) multi.push('method');
  if (filters.contractors.length > 1) multi.push('contractor');
  if (filters.periods.length > 1) multi.push('period');
  if (multi.length > 1) return 'several';
  return multi[0] ?? null;
}

function chooseForm(asks: readonly Ask[], filters: Filters, reading: Reading): Form | null {
  const has = (ask: Ask) => asks.includes(ask);
  const byContractor = filters.contractors.length > 0;
  const namesEstimateOrContractor = byContractor || filters.estimateWords !== null;
  const compared = comparedDimension(filters);
  if (has('summary')) return 'summary';
  if (has('contingency')) return 'contingency';
  if (has('plan')) return 'plan';
  if ((has('remaining') || has('budget')) && filters.categories.length) return 'plan';
  // 'How many payments are still due?', 'the biggest payment still owed': the scheduled installments.
  const paymentsCountedOrRanked =
    has('owing') &&
    reading.words.some((word) => word === 'payment' || word === 'payments') &&
    (has('count') || has('largest') || has('smallest'));
  if (has('installments') || paymentsCountedOrRanked) return 'installments';
  if (has('owing')) return 'owing';
  if (has('remaining') && (has('estimates') || byContractor)) return 'owing';
  if (has('changes')) return 'changes';
  if (has('charge') && byContractor && filters.methods.length === 0) return 'charge';
  if ((has('forecast') || reading.future) && (namesEstimateOrContractor || has('estimates')))
    return 'estimateCost';
  if (has('forecast') || (reading.future && (has('spend') || has('remaining') || has('budget'))))
    return 'forecast';
  if (has('estimates')) return 'estimates';
  // 'What's next?' is the next milestone and payment; 'what's next on my timeline?' walks the milestones.
  if (has('upcoming') && (!has('timeline') || filters.periods.length)) return 'next';
  if (has('overdue')) return 'overdue';
  if (has('timeline')) return 'timeline';
  if (
    compared &&
    compared !== 'several' &&
    asks.every((ask) => ask === 'spend' || ask === 'count' || ask === 'charge' || ask === 'contractors')
  )
    return 'compare';
  if (reading.groupings.length || (has('contractors') && has('spend') && !byContractor)) return 'breakdown';
  for (const form of ['largest', 'smallest', 'recent', 'average', 'count'] as const)
    if (has(form)) return form;
  if (has('remaining')) return 'remaining';
  if (has('budget') && !has('spend')) return 'budget';
  if (has('list')) return 'list';
  if (has('spend') || has('charge')) return 'spend';
  if (has('contractors')) return 'contractors';
  if (reading.expenses) return 'list';
  return null;
}

function presentDimensions(
  request: Pick<Request, 'form' | 'filters' | 'grouping'>,
  reading: Reading,
): Dimension[] {
  const { filters } = request;
  const present: Dimension[] = [];
  if (filters.categories.length) present.push('category');
  if (filters.methods.length) present.push('method');
  if (filters.contractors.length) present.push('contractor');
  if (filters.text) present.push('text');
  if (filters.periods.length) present.push('period');
  if (filters.statuses.length) present.push('status');
  if (filters.estimateWords) present.push('estimate');
  if (request.grouping && request.form !== 'breakdown' && request.form !== 'plan') present.push('grouping');
  if (reading.numbers.length) present.push('size');
  return present;
}

interface Understood {
  asks: Ask[];
  filters: Filters;
  grouping: ExpenseGrouping | null;
}

/** The question's own asks and filters, before any follow-up is resolved. */
function understand(reading: Reading, context: ProjectContext): Understood | Decline {
  if (reading.outside) return { kind: 'outside', reason: reading.outside };
  const refs = contractorRefs(reading);
  if (!Array.isArray(refs)) return refs;
  const unknown = resolveUnknown(reading, context);
  if ('kind' in unknown) return unknown;
  return {
    asks: reading.asks,
    // 'Break down my spending by payment method': the named grouping, not the breakdown's default.
    grouping: reading.groupings.find((grouping) => grouping !== 'category') ?? reading.groupings[0] ?? null,
    filters: {
      categories: reading.categories,
      methods: reading.methods,
      contractors: refs,
      periods: reading.periods,
      text: unknown.text,
      statuses: reading.statuses,
      estimateWords: unknown.estimateWords,
    },
  };
}

/** A follow-up keeps the previous question's filters except those it names again. */
function withPrevious(current: Understood, previous: Request, refer: boolean): Understood {
  const own = current.filters;
  const prior = previous.filters;
  const pick = <T>(mine: T[], theirs: T[]) => (mine.length ? mine : theirs);
  return {
    asks: current.asks,
    grouping: current.grouping ?? previous.grouping,
    filters: {
      categories: pick(own.categories, prior.categories),
      methods: pick(own.methods, prior.methods),
      contractors:
        own.contractors.length || !refer ? pick(own.contractors, prior.contractors) : prior.contractors,
      periods: pick(own.periods, prior.periods),
      text: own.text ?? prior.text,
      statuses: pick(own.statuses, prior.statuses),
      estimateWords: own.estimateWords ?? prior.estimateWords,
    },
  };
}

const namesAFilter = (filters: Filters) =>
  filters.categories.length +
    filters.methods.length +
    filters.contractors.length +
    filters.periods.length +
    filters.statuses.length >
    0 ||
  filters.text !== null ||
  filters.estimateWords !== null;

/** Whether the question leans on the one before it ('and in October?', 'what about him?'). */
function isFollowUp(reading: Reading, understood: Understood): boolean {
  if (reading.followUp) return true;
  const compares = reading.compare && comparedDimension(understood.filters) !== null;
  if (understood.asks.length === 0 && reading.groupings.length === 0 && !compares)
    return namesAFilter(understood.filters) || reading.refer;
  return reading.refer && understood.filters.contractors.length === 0;
}

function rankOf(asks: readonly Ask[], reading: Reading): Rank | null {
  if (asks.includes('largest')) return 'largest';
  if (asks.includes('smallest')) return 'smallest';
  if (asks.includes('overdue')) return 'overdue';
  const next =
    asks.includes('upcoming') || reading.words.includes('next') || reading.words.includes('upcoming');
  return next ? 'next' : null;
}

/**
 * The request a question makes, with `previous` the request of the question before it (for a
 * follow-up), or why it is declined.
 */
export function interpret(
  reading: Reading,
  context: ProjectContext,
  selected: { id: number; name: string },
  previous: Request | null,
): Interpretation {
  const own = understand(reading, context);
  if ('kind' in own) return { ok: false, decline: own };
  let understood = own;
  let form: Form | null;
  if (isFollowUp(reading, own)) {
    if (!previous) return { ok: false, decline: { kind: 'needsPrevious' } };
    understood = withPrevious(own, previous, reading.refer);
    form =
      own.asks.length || reading.groupings.length
        ? (chooseForm(own.asks, understood.filters, reading) ?? previous.form)
        : previous.form;
  } else form = chooseForm(own.asks, own.filters, reading);
  if (!form) return { ok: false, decline: { kind: 'nothingAsked' } };

  const request = { form, filters: understood.filters, grouping: understood.grouping };
  for (const dimension of presentDimensions(request, reading))
    if (!ACCEPTS[form].includes(dimension))
      return { ok: false, decline: { kind: 'notApplicable', form, dimension } };
  const compared = comparedDimension(understood.filters);
  if (compared && form !== 'compare' && !(form === 'plan' && compared === 'category'))
    return {
      ok: false,
      decline: { kind: 'notApplicable', form, dimension: compared === 'several' ? 'category' : compared },
    };
  const size = reading.numbers[0] ?? null;
  if (size !== null && (size < 1 || size > 20 || reading.numbers.length > 1))
    return { ok: false, decline: { kind: 'notUnderstood', words: reading.numbers.map(String) } };
  return {
    ok: true,
    request: {
      ...request,
      size,
      withBudget: form === 'spend' && own.asks.includes('budget') && !namesAFilter(understood.filters),
      yesNo: YES_NO_STARTS.has(reading.words[0] ?? ''),
      single: !reading.pluralExpenses,
      rank: rankOf(own.asks, reading),
      countOnly: own.asks.includes('count'),
      project: reading.otherProject ?? selected,
    },
  };
}
