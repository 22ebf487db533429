import { formatCents } from '@reno/domain';
import type { ProjectContext, SelectedProject } from '../project-context';

/**
 * The offline assistant of the local stack: no model, only the user's numbers. It recognises questions
 * about budget, spending, what remains, categories, recent expenses, estimates and milestones, answers
 * each from the project context, and says plainly that anything else needs the cloud model.
 */
type Topic =
  'budget' | 'spent' | 'remaining' | 'categories' | 'expenses' | 'estimates' | 'overdue' | 'milestones';

const CATEGORY_WORDS: Record<string, RegExp> = {
  Materials: /\bmaterials?\b/,
  Labor: /\blabou?r\b/,
  Permits: /\bpermits?\b/,
  Tools: /\btools?\b/,
  Equipment: /\bequipment\b/,
  Utilities: /\butilit(?:y|ies)\b/,
  Other: /\bother\b/,
};

const TOPIC_PATTERNS: [Topic, RegExp][] = [
  ['budget', /\bbudget/],
  ['spent', /\b(spent|spend|spending|cost so far|total cost|how much (?:have|did) i pay)/],
  ['remaining', /\b(remain|left|over budget|under budget|afford|still have)/],
  ['categories', /\b(categor|breakdown|split)/],
  ['expenses', /\b(recent|latest|last)\b.*\b(expense|purchase|spend)|\bexpenses?\b/],
  ['estimates', /\b(estimate|quote|bid|owe|paid|payment|contractor)/],
  ['overdue', /\b(overdue|late|behind|missed)/],
  ['milestones', /\b(milestone|timeline|schedule|deadline|due|next step|on track)/],
];

export const OFFLINE_SCOPE_NOTE =
  "I'm the offline assistant of this local setup, so I can only answer from your project's numbers: " +
  'budget, spending, what remains, spending by category, recent expenses, estimates and their payments, ' +
  'and milestones (including overdue ones).';

export const NEEDS_CLOUD_MODEL =
  'Other questions, such as advice on materials, costs or how to do the work, need the cloud model ' +
  '(Amazon Bedrock), which is not configured here.';

const money = (cents: number) => `**${formatCents(cents)}**`;
const pct = (value: number) => `${value.toFixed(2)}%`;

function detectTopics(question: string): { topics: Set<Topic>; categoryLabels: string[] } {
  const text = question.toLowerCase();
  const topics = new Set<Topic>(
    TOPIC_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic),
  );
  const categoryLabels = Object.entries(CATEGORY_WORDS)
    .filter(([, pattern]) => pattern.test(text))
    .map(([label]) => label);
  if (categoryLabels.length) topics.add('categories');
  // "Is anything overdue?" is a milestone question answered by the overdue part alone.
  if (topics.has('overdue')) topics.delete('milestones');
  // Spent and remaining answers already state the budget.
  if (topics.has('spent') || topics.has('remaining')) topics.delete('budget');
  // "How much did I spend on materials?" is answered by the category line.
  if (categoryLabels.length && !/\b(total|overall|altogether|in all)\b/.test(text)) topics.delete('spent');
  // "contractor payments" is about estimates; a bare "expenses" next to a category is the category.
  if (categoryLabels.length) topics.delete('expenses');
  return { topics, categoryLabels };
}

function budgetAnswer(p: SelectedProject) {
  return `The budget for **${p.name}** is ${money(p.budgetCents)}.`;
}

function spentAnswer(p: SelectedProject) {
  return (
    `You've spent ${money(p.spentCents)} on **${p.name}** across ${p.expenseCount} expense${p.expenseCount === 1 ? '' : 's'}, ` +
    `${pct(p.budgetUsedPercent)} of the ${formatCents(p.budgetCents)} budget.`
  );
}

function remainingAnswer(p: SelectedProject) {
  return p.remainingCents >= 0
    ? `You have ${money(p.remainingCents)} remaining of the ${formatCents(p.budgetCents)} budget ` +
        `(${formatCents(p.spentCents)} spent, ${pct(p.budgetUsedPercent)} used).`
    : `You're ${money(-p.remainingCents)} over the ${formatCents(p.budgetCents)} budget ` +
        `(${formatCents(p.spentCents)} spent, ${pct(p.budgetUsedPercent)} used).`;
}

function categoriesAnswer(p: SelectedProject, labels: string[]) {
  if (labels.length) {
    return labels
      .map((label) => {
        const found = p.categories.find((category) => category.label === label);
        return found
          ? `You've spent ${money(found.spentCents)} on ${label} (${pct(found.sharePercent)} of spending).`
          : `You haven't recorded any ${label} expenses on **${p.name}** yet.`;
      })
      .join('\n\n');
  }
  if (!p.categories.length)
    return `There is no spending on **${p.name}** yet, so there is no category breakdown.`;
  return [
    `Spending by category on **${p.name}**:`,
    '',
    '| Category | Spent | Share |',
    '| --- | ---: | ---: |',
    ...p.categories.map((c) => `| ${c.label} | ${formatCents(c.spentCents)} | ${pct(c.sharePercent)} |`),
  ].join('\n');
}

function expensesAnswer(p: SelectedProject) {
  if (!p.recentExpenses.length) return `There are no expenses on **${p.name}** yet.`;
  return [
    `Your most recent expenses on **${p.name}**:`,
    '',
    ...p.recentExpenses.map(
      (e) =>
        `- ${e.date}: ${e.description}: ${money(e.amountCents)} (${e.categoryLabel}, ${e.paymentMethodLabel}` +
        `${e.contractorName ? `, ${e.contractorName}` : ''})`,
    ),
  ].join('\n');
}

function estimatesAnswer(p: SelectedProject) {
  if (!p.estimates.length) return `There are no estimates on **${p.name}** yet.`;
  return [
    `Estimates on **${p.name}**:`,
    '',
    ...p.estimates.map((e) => {
      const who = e.contractorName ? ` from ${e.contractorName}` : '';
      const progress = e.fullyPaid
        ? `paid ${formatCents(e.paidCents)}: fully paid`
        : `paid ${formatCents(e.paidCents)} (${pct(e.percentPaid)}), ${money(e.remainingCents)} remaining`;
      return `- **${e.title}**${who} (${e.status}): total with tax ${money(e.totalWithTaxCents)}; ${progress}.`;
    }),
  ].join('\n');
}

function overdueAnswer(p: SelectedProject) {
  const overdue = p.milestones.filter((m) => m.overdue);
  if (!overdue.length) return `No milestones on **${p.name}** are overdue.`;
  return [
    `${overdue.length} milestone${overdue.length === 1 ? ' is' : 's are'} overdue on **${p.name}**:`,
    '',
    ...overdue.map((m) => `- **${m.title}** (${m.category}), target date ${m.targetDate}`),
  ].join('\n');
}

function milestonesAnswer(p: SelectedProject) {
  if (!p.milestones.length) return `There are no milestones on **${p.name}** yet.`;
  const completed = p.milestones.filter((m) => m.isCompleted).length;
  const open = p.milestones.filter((m) => !m.isCompleted);
  const next = open.find((m) => !m.overdue && m.targetDate);
  return [
    `**${p.name}** has ${p.milestones.length} milestone${p.milestones.length === 1 ? '' : 's'}: ${completed} completed, ${open.length} open.`,
    '',
    ...p.milestones.map((m) => {
      const state = m.isCompleted ? 'completed' : m.overdue ? '**overdue**' : 'open';
      return `- ${m.title} (${m.category}): ${m.targetDate ? `target ${m.targetDate}` : 'no target date'}, ${state}`;
    }),
    ...(next ? ['', `Next up: **${next.title}** by ${next.targetDate}.`] : []),
  ].join('\n');
}

const ORDER: Topic[] = [
  'budget',
  'spent',
  'remaining',
  'categories',
  'expenses',
  'estimates',
  'overdue',
  'milestones',
];

export function offlineAnswer(question: string, context: ProjectContext): string {
  const { topics, categoryLabels } = detectTopics(question);
  if (!topics.size) return `${OFFLINE_SCOPE_NOTE} ${NEEDS_CLOUD_MODEL}`;

  const project = context.project;
  if (!project) {
    return 'You have no project selected yet. Create or select a project in the sidebar, then ask me about its budget, expenses, estimates or milestones.';
  }

  const parts = ORDER.filter((topic) => topics.has(topic)).map((topic) => {
    switch (topic) {
      case 'budget':
        return budgetAnswer(project);
      case 'spent':
        return spentAnswer(project);
      case 'remaining':
        return remainingAnswer(project);
      case 'categories':
        return categoriesAnswer(project, categoryLabels);
      case 'expenses':
        return expensesAnswer(project);
      case 'estimates':
        return estimatesAnswer(project);
      case 'overdue':
        return overdueAnswer(project);
      case 'milestones':
        return milestonesAnswer(project);
    }
  });
  return parts.join('\n\n');
}
