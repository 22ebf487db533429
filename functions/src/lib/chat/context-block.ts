import { expenseCategoryLabel, formatCents, type ForecastCents } from '@reno/domain';
import { clip } from './clip';
import { MAX_CONTEXT_CHARS, MAX_LISTED_IN_CONTEXT, MAX_TEXT_CHARS } from './limits';
import type { ProjectContext, SelectedProject } from './project-context';

const percent = (value: number) => `${value.toFixed(2)}%`;

/**
 * At most MAX_LISTED_IN_CONTEXT of `items` as lines, then one saying how many more there are (`unread`: more
 * than were read) and which tool has them: the block stays the same size however many records the account
 * holds.
 */
function listed<T>(
  items: readonly T[],
  line: (item: T) => string,
  more: string,
  none: string[] = ['- none yet'],
  unread = false,
): string[] {
  if (items.length === 0) return none;
  const rest = items.length - MAX_LISTED_IN_CONTEXT;
  const lines = items.slice(0, MAX_LISTED_IN_CONTEXT).map(line);
  if (unread) return [...lines, `- … and more${rest > 0 ? ` than ${rest}` : ''}, not listed here (${more})`];
  return rest > 0 ? [...lines, `- … and ${rest} more, not listed here (${more})`] : lines;
}

/** The forecast: spent plus what approved estimates still commit, against the plan and the budget. */
function forecastLines(f: ForecastCents): string[] {
  const over = (variance: number) =>
    variance >= 0 ? `${formatCents(variance)} under` : `${formatCents(-variance)} over`;
  return [
    'Forecast (spent + remaining commitments of approved estimates):',
    `Projected final cost: ${formatCents(f.projectedTotalCents)} (${over(f.varianceCents)} budget); ` +
      `committed but not yet paid ${formatCents(f.committedRemainingCents)}`,
    `Contingency: ${formatCents(f.contingencyCents)}, left ${formatCents(f.contingencyRemainingCents)}`,
    ...listed(
      f.categories.filter((c) => c.plannedCents !== 0 || c.projectedCents !== 0),
      (c) =>
        `- ${clip(expenseCategoryLabel(c.category))}: planned ${formatCents(c.plannedCents)}, spent ${formatCents(c.spentCents)}, ` +
        `committed ${formatCents(c.committedRemainingCents)}, projected ${formatCents(c.projectedCents)} (${over(c.varianceCents)} plan)`,
      'project_forecast has them all',
      [],
    ),
    ...(f.unassignedCommittedRemainingCents !== 0
      ? [`- Estimates without a category: committed ${formatCents(f.unassignedCommittedRemainingCents)}`]
      : []),
  ];
}

function estimateLine(e: SelectedProject['estimates'][number]): string {
  return (
    `- ${clip(e.title)}${e.contractorName ? ` from ${clip(e.contractorName)}` : ''} [${e.status}]: quote ${formatCents(e.amountCents)}, ` +
    `total with tax ${formatCents(e.totalWithTaxCents)}` +
    (e.changeOrdersTotalCents !== 0
      ? `, approved changes ${formatCents(e.changeOrdersTotalCents)}, revised total ${formatCents(e.revisedTotalWithTaxCents)}`
      : '') +
    `, paid ${formatCents(e.paidCents)} in ${e.paidCount} expense(s) ` +
    `(${percent(e.percentPaid)}), ${e.fullyPaid ? 'fully paid' : `remaining ${formatCents(e.remainingCents)}`}`
  );
}

function milestoneLine(m: SelectedProject['milestones'][number]): string {
  const state = m.isCompleted
    ? `completed${m.completedDate ? ` on ${m.completedDate}` : ''}`
    : m.overdue
      ? 'OVERDUE'
      : 'open';
  return `- ${clip(m.title)} (${clip(m.category)}), target ${m.targetDate ?? 'none'}: ${state}`;
}

function projectLines(project: SelectedProject): string[] {
  return [
    `Selected project: ${clip(project.name)}${project.description ? ` (${clip(project.description, MAX_TEXT_CHARS)})` : ''}`,
    `Project id (for the tools): ${project.id}`,
    `Start date: ${project.startDate ?? 'unknown'}`,
    `Budget: ${formatCents(project.budgetCents)}`,
    `Spent: ${formatCents(project.spentCents)} across ${project.expenseCount} expense(s)`,
    project.remainingCents >= 0
      ? `Remaining: ${formatCents(project.remainingCents)}`
      : `Over budget by: ${formatCents(-project.remainingCents)}`,
    `Budget used: ${percent(project.budgetUsedPercent)}`,
    '',
    'Spending by category:',
    ...listed(
      project.categories,
      (c) => `- ${clip(c.label)}: ${formatCents(c.spentCents)} (${percent(c.sharePercent)} of spending)`,
      'expense_totals has them all',
    ),
    '',
    'Newest expenses only (newest first; look others up with the tools):',
    ...listed(
      project.recentExpenses,
      (e) =>
        `- ${e.date} ${clip(e.description)}: ${formatCents(e.amountCents)} (${clip(e.categoryLabel)}, ${e.paymentMethodLabel}` +
        `${e.contractorName ? `, ${clip(e.contractorName)}` : ''})`,
      'find_expenses has them all',
    ),
    '',
    'Estimates (contractor quotes) with payment progress:',
    ...listed(
      project.estimates,
      estimateLine,
      'list_estimates has them all',
      undefined,
      project.moreEstimates,
    ),
    '',
    ...forecastLines(project.forecast),
    '',
    'Milestones (timeline order):',
    ...listed(
      project.milestones,
      milestoneLine,
      'list_milestones has them all',
      undefined,
      project.moreMilestones,
    ),
  ];
}

const CUT_NOTE = '(The project data was cut here to keep it short: look up the rest with the tools.)';

/** The lines joined, cut at a line end to MAX_CONTEXT_CHARS with a note saying so. */
function fitted(lines: readonly string[]): string {
  const text = lines.join('\n');
  if (text.length <= MAX_CONTEXT_CHARS) return text;
  const kept = text.slice(0, MAX_CONTEXT_CHARS - CUT_NOTE.length - 1);
  return `${kept.slice(0, Math.max(0, kept.lastIndexOf('\n')))}\n${CUT_NOTE}`;
}

/**
 * The caller's data as plain text for the model's system prompt. Only this user's records are in it, and
 * a bounded part of them: names cut to MAX_NAME_CHARS, each list to MAX_LISTED_IN_CONTEXT (the tools have
 * the rest) and the whole to MAX_CONTEXT_CHARS, so the prompt does not grow with the account.
 */
export function renderContextBlock(context: ProjectContext): string {
  const lines = context.project ? projectLines(context.project) : ['The user has no project selected.'];
  if (context.contractors.length) {
    lines.push('', "The user's contractors (name, trade, company):");
    lines.push(
      ...listed(
        context.contractors,
        (contractor) => {
          const details = [contractor.specialty, contractor.company]
            .filter(Boolean)
            .map((detail) => clip(detail!))
            .join('; ');
          return `- ${clip(contractor.name)} (id ${contractor.id})${details ? `: ${details}` : ''}`;
        },
        'find_contractors has them all',
        undefined,
        context.moreContractors,
      ),
    );
  }
  if (context.otherProjects.length) {
    lines.push('', 'Other projects of this user:');
    lines.push(
      ...listed(
        context.otherProjects,
        (other) =>
          `- ${clip(other.name)} (id ${other.id}): budget ${formatCents(other.budgetCents)}, spent ${formatCents(other.spentCents)}`,
        'list_projects has them all',
      ),
    );
  }
  return fitted(lines);
}
