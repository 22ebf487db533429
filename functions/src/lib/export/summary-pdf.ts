import type { EstimateRecord, MilestoneRecord, ProjectRecord } from '@reno/data';
import {
  expenseCategoryLabel,
  forecastCents,
  formatCents,
  paymentProgress,
  type ForecastCents,
} from '@reno/domain';
import { PdfLayout } from './pdf-layout';

export interface SummaryInput {
  project: ProjectRecord;
  estimates: readonly EstimateRecord[];
  milestones: readonly MilestoneRecord[];
  contractorNames: ReadonlyMap<number, string>;
  expenseCount: number;
  /** 'YYYY-MM-DD' */
  day: string;
}

/**
 * summary.pdf: the project's budget, plan, spending and forecast from its stored aggregates (the same
 * figures as the Budget screen and the dashboard), spending by category, estimates with payment
 * progress, and the milestones.
 */
export async function summaryPdf(input: SummaryInput): Promise<Uint8Array> {
  const { project } = input;
  const forecast = forecastCents(project);
  const pdf = await PdfLayout.create(`${project.name}: project summary`);
  pdf.title(project.name, `Project summary, ${input.day}. All amounts in US dollars.`);
  budgetSection(pdf, input, forecast);
  categorySection(pdf, project, forecast);
  estimatesSection(pdf, input);
  milestonesSection(pdf, input.milestones);
  return pdf.save();
}

function budgetSection(pdf: PdfLayout, input: SummaryInput, forecast: ForecastCents): void {
  pdf.heading('Budget and forecast');
  pdf.pairs([
    ['Budget', formatCents(input.project.budgetCents)],
    ['Spent', formatCents(forecast.spentCents)],
    ['Remaining', formatCents(input.project.budgetCents - forecast.spentCents)],
    ['Committed by approved estimates, not yet paid', formatCents(forecast.committedRemainingCents)],
    ['Projected final cost', formatCents(forecast.projectedTotalCents)],
    [
      forecast.varianceCents < 0 ? 'Projected over budget by' : 'Projected under budget by',
      formatCents(Math.abs(forecast.varianceCents)),
    ],
    ['Contingency', formatCents(forecast.contingencyCents)],
    ['Contingency left', formatCents(forecast.contingencyRemainingCents)],
    ['Expenses recorded', String(input.expenseCount)],
  ]);
}

/** The planned categories and those with money spent or committed; '-' where nothing was planned. */
function categorySection(pdf: PdfLayout, project: ProjectRecord, forecast: ForecastCents): void {
  const planned = (category: string) => category in project.plannedByCategoryCents;
  pdf.heading('Plan and spending by category');
  pdf.table(
    [
      { title: 'Category', width: 0.25 },
      { title: 'Planned', width: 0.15, align: 'right' },
      { title: 'Spent', width: 0.15, align: 'right' },
      { title: 'Committed', width: 0.15, align: 'right' },
      { title: 'Projected', width: 0.15, align: 'right' },
      { title: 'Variance', width: 0.15, align: 'right' },
    ],
    forecast.categories
      .filter((c) => planned(c.category) || c.projectedCents !== 0)
      .map((c) => [
        expenseCategoryLabel(c.category),
        planned(c.category) ? formatCents(c.plannedCents) : '-',
        formatCents(c.spentCents),
        formatCents(c.committedRemainingCents),
        formatCents(c.projectedCents),
        planned(c.category) ? formatCents(c.varianceCents) : '-',
      ]),
  );
  if (forecast.unassignedCommittedRemainingCents !== 0)
    pdf.note(
      `Approved estimates without a category commit ${formatCents(forecast.unassignedCommittedRemainingCents)} more.`,
    );
}

function estimatesSection(pdf: PdfLayout, input: SummaryInput): void {
  pdf.heading('Estimates and payment progress');
  if (input.estimates.length === 0) return pdf.note('No estimates.');
  pdf.table(
    [
      { title: 'Estimate', width: 0.26 },
      { title: 'Contractor', width: 0.18 },
      { title: 'Status', width: 0.1 },
      { title: 'Revised total', width: 0.14, align: 'right' },
      { title: 'Paid', width: 0.12, align: 'right' },
      { title: 'Remaining', width: 0.12, align: 'right' },
      { title: 'Paid %', width: 0.08, align: 'right' },
    ],
    input.estimates.map((estimate) => {
      const progress = paymentProgress(estimate.revisedTotalWithTaxCents, estimate.paidCents);
      return [
        estimate.title,
        input.contractorNames.get(estimate.contractorId) ?? '',
        estimate.status,
        formatCents(estimate.revisedTotalWithTaxCents),
        formatCents(progress.paidCents),
        estimate.status === 'rejected' ? 'Rejected' : formatCents(progress.remainingCents),
        `${Math.round(progress.percent)}%`,
      ];
    }),
  );
}

function milestonesSection(pdf: PdfLayout, milestones: readonly MilestoneRecord[]): void {
  pdf.heading('Milestones');
  if (milestones.length === 0) return pdf.note('No milestones.');
  pdf.table(
    [
      { title: 'Milestone', width: 0.44 },
      { title: 'Category', width: 0.2 },
      { title: 'Target date', width: 0.18 },
      { title: 'Completed', width: 0.18 },
    ],
    milestones.map((milestone) => [
      milestone.title,
      milestone.category,
      milestone.targetDate ?? '',
      milestone.completedDate ?? (milestone.isCompleted ? 'Yes' : 'Open'),
    ]),
  );
}
