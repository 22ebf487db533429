// What the offline reader says instead of a figure: why it has none, what it can do, and the closest
// lookups to the words it did not understand ('— did you mean Materials?'). Never a figure.
import type { ProjectContext } from '../../project-context';
import type { Decline, Dimension, Form } from './interpretation';
import { closestLookups } from './suggestions';

export const OFFLINE_SCOPE_NOTE =
  "I'm the offline assistant of this local setup, so I answer only questions about your records: what " +
  'was spent (by category, contractor, month, payment method, or what was bought and where), counts, ' +
  'lists, the largest or smallest expenses or estimates, comparisons, estimates and what is still owed, ' +
  'the payments due on the schedules, what comes next (the next milestone and payment), the budget ' +
  'plan and contingency, the projected final cost, milestones, a summary of the project, and the home ' +
  'record: what is in a room, warranties, the maintenance due and the cost basis.';

export const NEEDS_CLOUD_MODEL =
  'Anything else, such as advice on materials, costs or how to do the work, needs the cloud model ' +
  '(Amazon Bedrock), which is not configured here.';

export const NO_PROJECT =
  'You have no project selected yet. Create or select a project in the sidebar, then ask me about its budget, expenses, estimates or milestones.';

const CAN_DO =
  'I can total by category, contractor, month or payment method, search expenses by what was bought or where, and look up estimates, the payments due, the budget plan, milestones and what comes next';

const FORM_WORDS: Record<Form, string> = {
  spend: 'what was spent',
  count: 'a count',
  average: 'an average',
  list: 'a list of expenses',
  largest: 'the largest expenses',
  smallest: 'the smallest expenses',
  recent: 'the latest expenses',
  breakdown: 'a breakdown',
  compare: 'a comparison',
  budget: 'the budget',
  remaining: 'what is left of the budget',
  contingency: 'the contingency',
  plan: 'the plan',
  forecast: 'the projected final cost',
  owing: 'what is owed',
  estimateCost: "an estimate's final cost",
  estimates: 'the estimates',
  changes: 'the change orders',
  charge: 'what a contractor charged',
  contractors: 'the contractors',
  overdue: 'what is overdue',
  timeline: 'the milestones',
  next: 'what comes next',
  installments: 'the payments still due',
  summary: 'the summary',
};

const DIMENSION_WORDS: Record<Dimension, string> = {
  category: 'category',
  method: 'payment method',
  contractor: 'contractor',
  text: 'what was bought',
  period: 'dates',
  status: 'status',
  estimate: 'estimate',
  grouping: 'a grouping',
  size: 'a number',
};

const OUTSIDE = {
  people: "I can only see your own records, not anyone else's money, so I have no figure for that.",
  accounts:
    'I can only see the records of your renovation in this app, not bank accounts or other finances, so I have no figure for that.',
  weather: "I can't see the weather: I answer only from your renovation records.",
  action:
    "I can only read your records, not change them or book, call or remind anyone: you can do that from the app's screens.",
  advice: `${OFFLINE_SCOPE_NOTE} ${NEEDS_CLOUD_MODEL}`,
} as const;

const quoted = (words: readonly string[]) => `“${words.join(' ')}”`;

export function declineText(decline: Decline, context: ProjectContext): string {
  switch (decline.kind) {
    case 'outside':
      return OUTSIDE[decline.reason];
    case 'notUnderstood': {
      const closest = closestLookups(decline.words, context);
      return (
        `I didn't understand ${quoted(decline.words)}, so I won't guess a figure. ${CAN_DO}` +
        (closest.length ? ` — did you mean ${closest.join(' or ')}?` : '.')
      );
    }
    case 'notApplicable':
      return `I can't narrow ${FORM_WORDS[decline.form]} by ${DIMENSION_WORDS[decline.dimension]}, and I won't give a figure that leaves part of your question out. ${CAN_DO}.`;
    case 'needsPrevious':
      return "I'm not sure what that follows on from: ask it as a whole question, for example 'How much did we spend in October?'.";
    case 'ambiguous':
      return `That name fits more than one of your contractors (${decline.names.join(', ')}): which one do you mean?`;
    case 'nothingAsked':
      return `I'm not sure which figure you're after. ${CAN_DO}.`;
  }
}
