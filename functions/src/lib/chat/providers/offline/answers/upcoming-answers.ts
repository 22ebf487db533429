// Answers about what comes next: the next milestone and the next payment installment, each with its date
// ('what's next?', 'what's due?'), the dated things of a period ('what's due next week?'), and the payments
// still due on the schedules: listed, counted, the largest, the smallest or the next.
import {
  centsToDecimal,
  compareIsoStrings,
  formatDate,
  mentionsEveryStem,
  stemOf,
  toCents,
  type AssistantInstallment,
  type AssistantMilestone,
  type UnscheduledEstimate,
} from '@reno/domain';
import type { ToolSession } from '../../../tool-session';
import type { Request } from '../interpretation';
import { periodWords, type Period } from '../periods';
import { contractorsOf } from './expense-scope';
import { lookup, money, plain, plural } from './lookup';

const within = (date: string | null, period: Period) =>
  date !== null && (period.from === null || date >= period.from) && (period.to === null || date <= period.to);

/** The earliest-dated ones: all of those that share the first date. */
function earliest<T>(items: readonly T[], dateOf: (item: T) => string | null): T[] {
  const dated = items.filter((item) => dateOf(item) !== null);
  const first = dated.map((item) => dateOf(item)!).sort(compareIsoStrings)[0];
  return dated.filter((item) => dateOf(item) === first);
}

const milestoneLine = (m: AssistantMilestone) =>
  `**${m.title}**, target ${formatDate(m.targetDate)}${m.state === 'overdue' ? ' (**overdue**)' : ''}`;

/** '**Final payment** of **$812.00** to Dave Kowalski (Bathroom rough-in and fixtures), due Dec 1, 2026' */
function installmentLine(i: AssistantInstallment): string {
  const left =
    i.status === 'partlyPaid' ? `${money(i.left)} still to pay of ${plain(i.amount)}` : money(i.left);
  const when = i.dueOn
    ? `due ${formatDate(i.dueOn)}`
    : i.milestone
      ? `due when **${i.milestone.title}** is done`
      : 'no due date';
  const overdue = i.status === 'overdue' ? ' (**overdue**)' : '';
  return `**${i.name}** of ${left} to ${i.contractorName} (${i.estimateTitle}), ${when}${overdue}`;
}

const unscheduledLine = (estimates: readonly UnscheduledEstimate[]) =>
  estimates.length
    ? [
        `- No payment schedule, so no due dates: ${estimates.map((e) => `**${e.title}** (${e.contractorName})`).join(', ')}.`,
      ]
    : [];

async function schedule(request: Request, tools: ToolSession, input: Record<string, unknown> = {}) {
  return lookup(tools, 'payment_schedule', { projectId: request.project.id, ...input });
}

/** 'What's next?': the next milestone and the next installment, each with its date, and what is overdue. */
export async function next(request: Request, tools: ToolSession): Promise<string> {
  const [{ milestones, asOf }, payments] = await Promise.all([
    lookup(tools, 'list_milestones', { projectId: request.project.id }),
    schedule(request, tools),
  ]);
  const name = request.project.name;
  const period = request.filters.periods[0];
  if (period) {
    const dated = milestones.filter((m) => m.state !== 'completed' && within(m.targetDate, period));
    const due = payments.installments.filter((i) => within(i.dueOn, period));
    const when = periodWords(period);
    if (dated.length + due.length === 0)
      return `Nothing is dated ${when} on **${name}**: no open milestone has its target then, and no payment is due then.`;
    return [
      `Dated ${when} on **${name}**:`,
      '',
      ...dated.map((m) => `- Milestone: ${milestoneLine(m)}`),
      ...due.map((i) => `- Payment: ${installmentLine(i)}`),
    ].join('\n');
  }
  const nextMilestones = earliest(
    milestones.filter((m) => m.state === 'open'),
    (m) => m.targetDate,
  );
  const ahead = payments.installments.filter((i) => i.status !== 'overdue');
  const nextPayments = earliest(ahead, (i) => i.dueOn);
  const overdue = [
    ...milestones.filter((m) => m.state === 'overdue').map((m) => `milestone ${milestoneLine(m)}`),
    ...payments.installments
      .filter((i) => i.status === 'overdue')
      .map((i) => `payment ${installmentLine(i)}`),
  ];
  return [
    `What comes next on **${name}** (as of ${formatDate(asOf)}):`,
    '',
    nextMilestones.length
      ? `- Next milestone: ${nextMilestones.map(milestoneLine).join('; ')}.`
      : '- Next milestone: none ahead (no open milestone has a target date still to come).',
    nextPayments.length
      ? `- Next payment: ${nextPayments.map(installmentLine).join('; ')}.`
      : '- Next payment: none scheduled.',
    ...(overdue.length ? [`- Overdue: ${overdue.join('; ')}.`] : []),
    ...unscheduledLine(payments.unscheduled),
  ].join('\n');
}

const leftCents = (i: AssistantInstallment) => toCents(i.left) ?? 0;

/** The payments still due on the schedules: all, how many, the largest, the smallest or the next. */
export async function installments(request: Request, tools: ToolSession): Promise<string> {
  const ref = request.filters.contractors[0];
  const contractors = ref ? await contractorsOf(ref, request.project, tools) : null;
  const period = request.filters.periods[0];
  const result = await schedule(request, tools, {
    ...(contractors?.length === 1 ? { contractor: contractors[0]!.id } : {}),
    ...(period?.from ? { from: period.from } : {}),
    ...(period?.to ? { to: period.to } : {}),
  });
  const stems = request.filters.estimateWords?.map(stemOf);
  const found = result.installments.filter(
    (i) =>
      (!contractors || contractors.some((c) => c.id === i.contractorId)) &&
      (!stems || mentionsEveryStem(i.estimateTitle, stems)),
  );
  const scope = `on **${request.project.name}**${period ? `, ${periodWords(period)} or overdue` : ''}`;
  if (found.length === 0)
    return [
      `No payment is still due on the payment schedules ${scope}.`,
      ...(result.unscheduled.length ? ['', ...unscheduledLine(result.unscheduled)] : []),
    ].join('\n');
  const total = centsToDecimal(found.reduce((sum, i) => sum + leftCents(i), 0));
  if (request.countOnly)
    return `**${plural(found.length, 'payment')}** still due ${scope}, ${money(total)} in all.`;
  const { rank } = request;
  if (rank === 'overdue') {
    const overdue = found.filter((i) => i.status === 'overdue');
    if (overdue.length === 0) return `No payment ${scope} is overdue.`;
    const overdueLeft = centsToDecimal(overdue.reduce((sum, i) => sum + leftCents(i), 0));
    return [
      `${plural(overdue.length, 'payment')} overdue ${scope}, ${money(overdueLeft)} in all:`,
      '',
      ...overdue.map((i) => `- ${installmentLine(i)}`),
    ].join('\n');
  }
  if (rank) {
    const ordered =
      rank === 'next'
        ? found.filter((i) => i.status !== 'overdue' && i.dueOn !== null)
        : [...found].sort((a, b) => (leftCents(b) - leftCents(a)) * (rank === 'largest' ? 1 : -1));
    const shown = ordered.slice(0, request.size ?? 1);
    if (shown.length === 0) return `No payment still due ${scope} has a due date to come.`;
    return [
      `The ${shown.length === 1 ? `${rank} payment` : `${shown.length} ${rank} payments`} still due ${scope} (of ${found.length}):`,
      '',
      ...shown.map((i) => `- ${installmentLine(i)}`),
    ].join('\n');
  }
  return [
    `${plural(found.length, 'payment')} still due ${scope}, ${money(total)} in all:`,
    '',
    ...found.map((i) => `- ${installmentLine(i)}`),
  ].join('\n');
}
