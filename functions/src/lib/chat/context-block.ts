import { expenseCategoryLabel, formatCents, type ForecastCents } from '@reno/domain';
import type { ProjectContext, SelectedProject } from './project-context';

const percent = (value: number) => `${value.toFixed(2)}%`;

/** The forecast: spent plus what approved estimates still commit, against the plan and the budget. */
function forecastLines(f: ForecastCents): string[] {
  const over = (variance: number) =>
    variance >= 0 ? `${formatCents(variance)} under` : `${formatCents(-variance)} over`;
  return [
    'Forecast (spent + remaining commitments of approved estimates):',
    `Projected final cost: ${formatCents(f.projectedTotalCents)} (${over(f.varianceCents)} budget); ` +
      `committed but not yet paid ${formatCents(f.committedRemainingCents)}`,
    `Contingency: ${formatCents(f.contingencyCents)}, left ${formatCents(f.contingencyRemainingCents)}`,
    ...f.categories
      .filter((c) => c.plannedCents !== 0 || c.projectedCents !== 0)
      .map(
        (c) =>
          `- ${expenseCategoryLabel(c.category)}: planned ${formatCents(c.plannedCents)}, spent ${formatCents(c.spentCents)}, ` +
          `committed ${formatCents(c.committedRemainingCents)}, projected ${formatCents(c.projectedCents)} (${over(c.varianceCents)} plan)`,
      ),
    ...(f.unassignedCommittedRemainingCents !== 0
      ? [`- Estimates without a category: committed ${formatCents(f.unassignedCommittedRemainingCents)}`]
      : []),
  ];
}

function projectLines(project: SelectedProject): string[] {
  const lines = [
    `Selected project: ${project.name}${project.description ? ` (${project.description})` : ''}`,
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
    ...(project.categories.length
      ? project.categories.map(
          (c) => `- ${c.label}: ${formatCents(c.spentCents)} (${percent(c.sharePercent)} of spending)`,
        )
      : ['- none yet']),
    '',
    'Newest expenses only (newest first; look others up with the tools):',
    ...(project.recentExpenses.length
      ? project.recentExpenses.map(
          (e) =>
            `- ${e.date} ${e.description}: ${formatCents(e.amountCents)} (${e.categoryLabel}, ${e.paymentMethodLabel}` +
            `${e.contractorName ? `, ${e.contractorName}` : ''})`,
        )
      : ['- none yet']),
    '',
    'Estimates (contractor quotes) with payment progress:',
    ...(project.estimates.length
      ? project.estimates.map(
          (e) =>
            `- ${e.title}${e.contractorName ? ` from ${e.contractorName}` : ''} [${e.status}]: quote ${formatCents(e.amountCents)}, ` +
            `total with tax ${formatCents(e.totalWithTaxCents)}` +
            (e.changeOrdersTotalCents !== 0
              ? `, approved changes ${formatCents(e.changeOrdersTotalCents)}, revised total ${formatCents(e.revisedTotalWithTaxCents)}`
              : '') +
            `, paid ${formatCents(e.paidCents)} in ${e.paidCount} expense(s) ` +
            `(${percent(e.percentPaid)}), ${e.fullyPaid ? 'fully paid' : `remaining ${formatCents(e.remainingCents)}`}`,
        )
      : ['- none yet']),
    '',
    ...forecastLines(project.forecast),
    '',
    'Milestones (timeline order):',
    ...(project.milestones.length
      ? project.milestones.map((m) => {
          const state = m.isCompleted
            ? `completed${m.completedDate ? ` on ${m.completedDate}` : ''}`
            : m.overdue
              ? 'OVERDUE'
              : 'open';
          return `- ${m.title} (${m.category}), target ${m.targetDate ?? 'none'}: ${state}`;
        })
      : ['- none yet']),
  ];
  return lines;
}

/** The caller's data as plain text for the model's system prompt. Only this user's records are in it. */
export function renderContextBlock(context: ProjectContext): string {
  const lines = context.project ? projectLines(context.project) : ['The user has no project selected.'];
  if (context.contractors.length) {
    lines.push('', "The user's contractors (name, trade, company):");
    for (const contractor of context.contractors) {
      const details = [contractor.specialty, contractor.company].filter(Boolean).join('; ');
      lines.push(`- ${contractor.name} (id ${contractor.id})${details ? `: ${details}` : ''}`);
    }
  }
  if (context.otherProjects.length) {
    lines.push('', 'Other projects of this user:');
    for (const other of context.otherProjects) {
      lines.push(
        `- ${other.name} (id ${other.id}): budget ${formatCents(other.budgetCents)}, spent ${formatCents(other.spentCents)}`,
      );
    }
  }
  return lines.join('\n');
}
