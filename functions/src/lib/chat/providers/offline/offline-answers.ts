import {
  centsToDecimal,
  compareIsoStrings,
  expenseCategoryLabel,
  formatMoney,
  monthLabel,
  paymentMethodLabel,
  toCents,
  type AssistantToolName,
  type AssistantToolResults,
  type ExpenseGrouping,
} from '@reno/domain';
import type { ToolSession } from '../../tool-session';
import type { QuestionReading, Topic } from './question-reading';

/** What every answer needs: the reading, the question's words, the selected project, the lookups. */
export interface AnswerInput {
  reading: QuestionReading;
  question: string;
  project: { id: number; name: string };
  tools: ToolSession;
}

/** A lookup the offline assistant cannot do without: its failure is said in the answer. */
class LookupFailed extends Error {}

async function lookup<N extends AssistantToolName>(
  tools: ToolSession,
  name: N,
  input: Record<string, unknown>,
): Promise<AssistantToolResults[N]> {
  const reply = await tools.call({ name, input });
  if (reply.status === 'error') throw new LookupFailed(reply.error);
  return reply.result as AssistantToolResults[N];
}

const money = (value: string) => `**${formatMoney(value)}**`;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const DEFAULT_LARGEST = 5;
const RECENT_LISTED = 10;

/** The expense filters the question named, over the selected project. */
function expenseFilters({ reading, project }: AnswerInput): Record<string, unknown> {
  return {
    projectId: project.id,
    ...(reading.category ? { category: reading.category } : {}),
    ...(reading.paymentMethod ? { paymentMethod: reading.paymentMethod } : {}),
    ...(reading.month ? { from: reading.month.from, to: reading.month.to } : {}),
  };
}

/** ' on Materials paid by Credit Card in Oct 2026', or '' when the question named no filter. */
function scopeWords({ reading }: AnswerInput): string {
  return [
    reading.category ? ` on ${expenseCategoryLabel(reading.category)}` : '',
    reading.paymentMethod ? ` paid by ${paymentMethodLabel(reading.paymentMethod)}` : '',
    reading.month ? ` in ${monthLabel(reading.month.month)}` : '',
  ].join('');
}

const asWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
/** Whether the question names `name` (a contractor), as whole words in any case. */
const mentions = (question: string, name: string) => asWords(question).includes(asWords(name));

async function spent(input: AnswerInput): Promise<string> {
  // Totals by contractor give the overall figure and, when the question names one, that contractor's.
  const totals = await lookup(input.tools, 'expense_totals', {
    groupBy: 'contractor',
    ...expenseFilters(input),
  });
  const named = totals.groups.find((group) => group.key !== 'none' && mentions(input.question, group.label));
  if (named) {
    return (
      `You've paid **${named.label}** ${money(named.total)} across ${plural(named.count, 'expense')}` +
      `${scopeWords(input)} on **${input.project.name}**.`
    );
  }
  // A contractor with no matching expense has no group: 'paid X' is checked against all contractors.
  if (mentions(input.question, 'paid') || mentions(input.question, 'pay')) {
    const { contractors } = await lookup(input.tools, 'list_projects', {});
    const unpaid = contractors.find((contractor) => mentions(input.question, contractor.name));
    if (unpaid) {
      return (
        `You've paid **${unpaid.name}** ${money('0.00')}${scopeWords(input)} on **${input.project.name}**: ` +
        'none of your expenses there is theirs.'
      );
    }
  }
  return (
    `You've spent ${money(totals.total)}${scopeWords(input)} across ${plural(totals.count, 'expense')} ` +
    `on **${input.project.name}**.`
  );
}

async function projectFigures(input: AnswerInput) {
  const { projects } = await lookup(input.tools, 'list_projects', {});
  const project = projects.find((candidate) => candidate.id === input.project.id);
  if (!project) throw new LookupFailed('The selected project was not found.');
  return project;
}

async function budget(input: AnswerInput): Promise<string> {
  const project = await projectFigures(input);
  return `The budget for **${project.name}** is ${money(project.budget)}.`;
}

async function remaining(input: AnswerInput): Promise<string> {
  const project = await projectFigures(input);
  const spentWords = `${formatMoney(project.spent)} spent across ${plural(project.expenseCount, 'expense')}`;
  return project.remaining.startsWith('-')
    ? `You're ${money(project.remaining.slice(1))} over the ${formatMoney(project.budget)} budget of **${project.name}** (${spentWords}).`
    : `You have ${money(project.remaining)} remaining of the ${formatMoney(project.budget)} budget of **${project.name}** (${spentWords}).`;
}

async function forecast(input: AnswerInput): Promise<string> {
  const { forecast: f, projectName } = await lookup(input.tools, 'project_forecast', {
    projectId: input.project.id,
  });
  const margin = f.variance.startsWith('-')
    ? `${formatMoney(f.variance.slice(1))} over`
    : `${formatMoney(f.variance)} under`;
  return (
    `The projected final cost of **${projectName}** is ${money(f.projectedTotal)}: ${formatMoney(f.spent)} spent ` +
    `plus ${formatMoney(f.committedRemaining)} still committed on approved estimates, ${margin} the ` +
    `${formatMoney(f.budget)} budget.`
  );
}

const GROUP_HEADINGS: Record<ExpenseGrouping, string> = {
  category: 'Category',
  month: 'Month',
  contractor: 'Contractor',
  paymentMethod: 'Payment method',
};

async function totals(input: AnswerInput): Promise<string> {
  const groupBy = input.reading.groupBy ?? 'category';
  const result = await lookup(input.tools, 'expense_totals', { groupBy, ...expenseFilters(input) });
  if (result.count === 0) return `There are no expenses${scopeWords(input)} on **${input.project.name}**.`;
  return [
    `Spending${scopeWords(input)} on **${input.project.name}** by ${GROUP_HEADINGS[groupBy].toLowerCase()}:`,
    '',
    `| ${GROUP_HEADINGS[groupBy]} | Spent | Expenses |`,
    '| --- | ---: | ---: |',
    ...result.groups.map((group) => `| ${group.label} | ${formatMoney(group.total)} | ${group.count} |`),
    `| **Total** | ${money(result.total)} | ${result.count} |`,
  ].join('\n');
}

function expenseLine(expense: AssistantToolResults['find_expenses']['expenses'][number]): string {
  const details = [
    expenseCategoryLabel(expense.category),
    paymentMethodLabel(expense.paymentMethod),
    ...(expense.contractorName ? [expense.contractorName] : []),
  ].join(', ');
  return `- ${expense.date}: ${expense.description}: ${money(expense.amount)} (${details})`;
}

async function largest(input: AnswerInput): Promise<string> {
  const result = await lookup(input.tools, 'find_expenses', { order: 'largest', ...expenseFilters(input) });
  if (result.count === 0) return `There are no expenses${scopeWords(input)} on **${input.project.name}**.`;
  const listed = result.expenses.slice(0, input.reading.listSize ?? DEFAULT_LARGEST);
  return [
    `${listed.length === 1 ? 'The largest expense' : `The ${listed.length} largest expenses`}` +
      `${scopeWords(input)} on **${input.project.name}** (of ${result.count}):`,
    '',
    ...listed.map(expenseLine),
  ].join('\n');
}

async function recent(input: AnswerInput): Promise<string> {
  const result = await lookup(input.tools, 'find_expenses', { order: 'newest', ...expenseFilters(input) });
  if (result.count === 0)
    return `There are no expenses${scopeWords(input)} on **${input.project.name}** yet.`;
  return [
    `Your most recent expenses${scopeWords(input)} on **${input.project.name}**:`,
    '',
    ...result.expenses.slice(0, RECENT_LISTED).map(expenseLine),
  ].join('\n');
}

type EstimateRow = AssistantToolResults['list_estimates']['estimates'][number];

function estimateLine(estimate: EstimateRow): string {
  const progress =
    Number(estimate.remaining) === 0
      ? `paid ${formatMoney(estimate.paid)}: nothing remaining`
      : `paid ${formatMoney(estimate.paid)}, ${money(estimate.remaining)} remaining`;
  return (
    `- **${estimate.title}** from ${estimate.contractorName} (${estimate.status}): revised total ` +
    `${money(estimate.revisedTotal)}; ${progress}.`
  );
}

async function estimates(input: AnswerInput): Promise<string> {
  const result = await lookup(input.tools, 'list_estimates', { projectId: input.project.id });
  if (result.count === 0) return `There are no estimates on **${input.project.name}** yet.`;
  return [
    `${plural(result.count, 'estimate')} on **${input.project.name}**:`,
    '',
    ...result.estimates.map(estimateLine),
  ].join('\n');
}

async function owing(input: AnswerInput): Promise<string> {
  const result = await lookup(input.tools, 'list_estimates', { projectId: input.project.id, owing: true });
  if (result.count === 0) {
    return `Nothing is owing on the approved estimates of **${input.project.name}**: each is paid in full.`;
  }
  // 'What do I still owe Marcus Bell?' is about that contractor's estimates only.
  const named = result.estimates.filter((estimate) => mentions(input.question, estimate.contractorName));
  const listed = named.length ? named : result.estimates;
  const remainingCents = listed.reduce((sum, estimate) => sum + (toCents(estimate.remaining) ?? 0), 0);
  return [
    `${money(centsToDecimal(remainingCents))} is still owing on ${plural(listed.length, 'approved estimate')}` +
      `${named.length ? ` from ${named[0]!.contractorName}` : ''} of **${input.project.name}**:`,
    '',
    ...listed.map(estimateLine),
  ].join('\n');
}

async function overdue(input: AnswerInput): Promise<string> {
  const result = await lookup(input.tools, 'list_milestones', {
    projectId: input.project.id,
    state: 'overdue',
  });
  if (result.count === 0) return `No milestones on **${input.project.name}** are overdue.`;
  return [
    `${plural(result.count, 'milestone')} ${result.count === 1 ? 'is' : 'are'} overdue on **${input.project.name}**:`,
    '',
    ...result.milestones.map(
      (m) => `- **${m.title}**${m.category ? ` (${m.category})` : ''}, target date ${m.targetDate}`,
    ),
  ].join('\n');
}

async function timeline(input: AnswerInput): Promise<string> {
  const { milestones } = await lookup(input.tools, 'list_milestones', { projectId: input.project.id });
  if (!milestones.length) return `There are no milestones on **${input.project.name}** yet.`;
  const completed = milestones.filter((m) => m.state === 'completed').length;
  const next = milestones
    .filter((m) => m.state === 'open' && m.targetDate)
    .sort((a, b) => compareIsoStrings(a.targetDate ?? '', b.targetDate ?? ''))[0];
  return [
    `**${input.project.name}** has ${plural(milestones.length, 'milestone')}: ${completed} completed, ` +
      `${milestones.length - completed} open.`,
    '',
    ...milestones.map((m) => {
      const state = m.state === 'overdue' ? '**overdue**' : m.state;
      return `- ${m.title}${m.category ? ` (${m.category})` : ''}: ${m.targetDate ? `target ${m.targetDate}` : 'no target date'}, ${state}`;
    }),
    ...(next ? ['', `Next up: **${next.title}** by ${next.targetDate}.`] : []),
  ].join('\n');
}

/** One answer per topic, each from its own lookups. */
const ANSWERS: Record<Topic, (input: AnswerInput) => Promise<string>> = {
  budget,
  remaining,
  forecast,
  spent,
  totals,
  largest,
  recent,
  estimates,
  owing,
  overdue,
  timeline,
};

export async function answerTopic(topic: Topic, input: AnswerInput): Promise<string> {
  try {
    return await ANSWERS[topic](input);
  } catch (error) {
    if (error instanceof LookupFailed) return `I couldn't look that up: ${error.message}`;
    throw error;
  }
}
