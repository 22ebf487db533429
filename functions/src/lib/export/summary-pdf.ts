import type { EstimateRecord, MilestoneRecord, ProjectRecord } from '@reno/data';
import {
  expenseCategoryLabel,
  forecastCents,
  formatCents,
  paymentProgress,
  type ForecastCents,
} from '@reno/domain';
import { amountColumns, PdfLayout } from './pdf-layout';

export interface SummaryInput {
  project: ProjectRecord;
  /** The project's estimates and milestones a page at a time, each written as it is read. */
  estimatePages: AsyncIterable<readonly EstimateRecord[]>;
  milestonePages: AsyncIterable<readonly MilestoneRecord[]>;
  contractorNames: ReadonlyMap<number, string>;
  expenseCount: number;
  /** 'YYYY-MM-DD' */
  day: string;
}

/**
 * summary.pdf: the project's budget, plan, spending and forecast from its stored aggregates (the same
 * figures as the Budget screen and the dashboard), spending by category, estimates with payment
 * progress, and the milestones (each a page at a time; the document itself is built in memory by pdf-lib).
 */
export async function summaryPdf(input: SummaryInput): Promise<Uint8Array> {
  const { project } = input;
  const forecast = forecastCents(project);
  const pdf = await PdfLayout.create(`${project.name}: project summary`);
  pdf.title(project.name, `Project summary, ${input.day}. All amounts in US dollars.`);
  budgetSection(pdf, input, forecast);
  await categorySection(pdf, project, forecast);
  await estimatesSection(pdf, input);
  await milestonesSection(pdf, input.milestonePages);
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
async function categorySection(
  pdf: PdfLayout,
  project: ProjectRecord,
  forecast: ForecastCents,
): Promise<void> {
  const planned = (category: string) => category in project.plannedByCategoryCents;
  await pdf.section({
    heading: 'Plan and spending by category',
    columns: [
      ['Category', 0.25],
      ...amountColumns(0.15, 'Planned', 'Spent', 'Committed', 'Projected', 'Variance'),
    ],
    pages: [forecast.categories.filter((c) => planned(c.category) || c.projectedCents !== 0)],
    rowsOf: (categories) =>
      categories.map((c) => [
        expenseCategoryLabel(c.category),
        planned(c.category) ? formatCents(c.plannedCents) : '-',
        formatCents(c.spentCents),
        formatCents(c.committedRemainingCents),
        formatCents(c.projectedCents),
        planned(c.category) ? formatCents(c.varianceCents) : '-',
      ]),
    empty: 'Nothing planned, spent or committed yet.',
  });
  if (forecast.unassignedCommittedRemainingCents !== 0)
    pdf.note(
      `Approved estimates without a category commit ${formatCents(forecast.unassignedCommittedRemainingCents)} more.`,
    );
}

async function estimatesSection(pdf: PdfLayout, input: SummaryInput): Promise<void> {
  await pdf.section({
    heading: 'Estimates and payment progress',
    columns: [
      ['Estimate', 0.26],
      ['Contractor', 0.18],
      ['Status', 0.1],
      ['Revised total', 0.14, 'right'],
      ['Paid', 0.12, 'right'],
      ['Remaining', 0.12, 'right'],
      ['Paid %', 0.08, 'right'],
    ],
    pages: input.estimatePages,
    rowsOf: (estimates) =>
      estimates.map((estimate) => {
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
    empty: 'No estimates.',
  });
}

async function milestonesSection(
  pdf: PdfLayout,
  pages: AsyncIterable<readonly MilestoneRecord[]>,
): Promise<void> {
  await pdf.section({
    heading: 'Milestones',
    columns: [
      ['Milestone', 0.44],
      ['Category', 0.2],
      ['Target date', 0.18],
      ['Completed', 0.18],
    ],
    pages,
    rowsOf: (milestones) =>
      milestones.map((milestone) => [
        milestone.title,
        milestone.category,
        milestone.targetDate ?? '',
        milestone.completedDate ?? (milestone.isCompleted ? 'Yes' : 'Open'),
      ]),
    empty: 'No milestones.',
  });
}
