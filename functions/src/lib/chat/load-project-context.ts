import {
  MAX_LIST_LIMIT,
  budgetUsedPercent,
  expenseCategoryLabel,
  forecastCents,
  isOverdue,
  paymentMethodLabel,
  paymentProgress,
  sortMilestones,
} from '@reno/domain';
import {
  getContractors,
  getProjectWithForecast,
  leadingRecords,
  listContractorPage,
  listEstimatePage,
  listExpensePage,
  listMilestonePage,
  listProjects,
  type ContractorRecord,
  type DataContext,
  type EstimateRecord,
  type ExpenseRecord,
  type MilestoneRecord,
  type ProjectRecord,
} from '@reno/data';
import { MAX_READ_FOR_CONTEXT } from './limits';
import type { ProjectContext, SelectedProject } from './project-context';

/** How many of the newest expenses the assistant sees. */
export const RECENT_EXPENSES_IN_CONTEXT = 10;

interface ProjectRecords {
  project: ProjectRecord;
  recentExpenses: readonly ExpenseRecord[];
  estimates: readonly EstimateRecord[];
  moreEstimates?: boolean;
  milestones: readonly MilestoneRecord[];
  moreMilestones?: boolean;
  /** Those the context lists, and any other that an estimate or a recent expense names. */
  contractors: readonly ContractorRecord[];
}

/** Pure: the records of one project → the numbers the assistant quotes. */
export function describeProject(records: ProjectRecords, today: string): SelectedProject {
  const { project } = records;
  const contractorName = (id: number | null) =>
    id === null ? null : (records.contractors.find((contractor) => contractor.id === id)?.name ?? null);
  const spent = project.spentCents;

  return {
    id: project.id,
    name: project.name,
    description: project.description,
    startDate: project.startDate ? project.startDate.slice(0, 10) : null,
    budgetCents: project.budgetCents,
    spentCents: spent,
    remainingCents: project.budgetCents - spent,
    budgetUsedPercent: budgetUsedPercent(project.budgetCents, spent),
    expenseCount: project.expenseCount,
    categories: Object.entries(project.spentByCategoryCents)
      .filter(([, cents]) => cents !== 0)
      .sort(([, a], [, b]) => b - a)
      .map(([category, cents]) => ({
        label: expenseCategoryLabel(category),
        spentCents: cents,
        sharePercent: spent > 0 ? (cents / spent) * 100 : 0,
      })),
    recentExpenses: records.recentExpenses.map((expense) => ({
      date: expense.date,
      description: expense.description,
      categoryLabel: expenseCategoryLabel(expense.category),
      paymentMethodLabel: paymentMethodLabel(expense.paymentMethod),
      amountCents: expense.amountCents,
      contractorName: contractorName(expense.contractorId),
    })),
    estimates: records.estimates.map((estimate) => {
      const progress = paymentProgress(estimate.revisedTotalWithTaxCents, estimate.paidCents);
      return {
        title: estimate.title,
        contractorName: contractorName(estimate.contractorId),
        status: estimate.status,
        amountCents: estimate.amountCents,
        totalWithTaxCents: estimate.totalWithTaxCents,
        changeOrdersTotalCents: estimate.changeOrdersTotalCents,
        revisedTotalWithTaxCents: estimate.revisedTotalWithTaxCents,
        paidCents: estimate.paidCents,
        paidCount: estimate.paidCount,
        remainingCents: progress.remainingCents,
        percentPaid: progress.percent,
        fullyPaid: progress.fullyPaid,
      };
    }),
    ...(records.moreEstimates ? { moreEstimates: true } : {}),
    ...(records.moreMilestones ? { moreMilestones: true } : {}),
    milestones: sortMilestones(records.milestones).map((milestone) => ({
      title: milestone.title,
      category: milestone.category,
      targetDate: milestone.targetDate,
      isCompleted: milestone.isCompleted,
      completedDate: milestone.completedDate,
      overdue: isOverdue(milestone, today),
    })),
    forecast: forecastCents({
      budgetCents: project.budgetCents,
      contingencyCents: project.contingencyCents,
      plannedByCategoryCents: project.plannedByCategoryCents,
      spentByCategoryCents: project.spentByCategoryCents,
      committedByCategoryCents: project.committedByCategoryCents,
    }),
  };
}

/** How the context reads each list: pages of `pageLimit`, at most `max` records (tests make both small). */
interface ContextReading {
  pageLimit: number;
  max: number;
}

const CONTEXT_READING: ContextReading = { pageLimit: MAX_LIST_LIMIT, max: MAX_READ_FOR_CONTEXT };

/**
 * The caller's selected project (the one the web sends; else their first, as the web auto-selects it)
 * and a line for each other project. Reads only the caller's partition: a foreign projectId is ignored.
 * Contractors, estimates and milestones are read a page at a time and no further than `reading.max` of
 * each, so the context costs the same for a household of any size; a contractor an estimate or a recent
 * expense names beyond them is read by id for its name.
 */
export async function loadProjectContext(
  ctx: DataContext,
  userId: string,
  projectId: number | null,
  today: string,
  reading: ContextReading = CONTEXT_READING,
): Promise<ProjectContext> {
  const projects = await listProjects(ctx, userId);
  const selected = projects.find((project) => project.id === projectId) ?? projects[0];
  if (!selected) return { project: null, otherProjects: [], contractors: [] };

  const limit = reading.pageLimit;
  const [withForecast, page, estimates, milestones, contractors] = await Promise.all([
    // Upgrades a project stored before the forecast (once), so its commitments are in the context.
    getProjectWithForecast(ctx, userId, selected.id),
    listExpensePage(ctx, userId, selected.id, { page: 1, pageSize: RECENT_EXPENSES_IN_CONTEXT }),
    leadingRecords(
      (cursor) => listEstimatePage(ctx, userId, { projectId: selected.id, limit, cursor }),
      reading.max,
    ),
    leadingRecords((cursor) => listMilestonePage(ctx, userId, selected.id, { limit, cursor }), reading.max),
    leadingRecords((cursor) => listContractorPage(ctx, userId, { limit, cursor }), reading.max),
  ]);
  const read = new Set(contractors.records.map((contractor) => contractor.id));
  const named = [
    ...estimates.records.map((estimate) => estimate.contractorId),
    ...page.expenses.flatMap((expense) => expense.contractorId ?? []),
  ].filter((id) => !read.has(id));

  return {
    project: describeProject(
      {
        project: withForecast ?? selected,
        recentExpenses: page.expenses,
        estimates: estimates.records,
        moreEstimates: estimates.more,
        milestones: milestones.records,
        moreMilestones: milestones.more,
        contractors: [...contractors.records, ...(await getContractors(ctx, userId, named))],
      },
      today,
    ),
    otherProjects: projects
      .filter((project) => project.id !== selected.id)
      .map((project) => ({
        id: project.id,
        name: project.name,
        budgetCents: project.budgetCents,
        spentCents: project.spentCents,
      })),
    contractors: contractors.records.map(({ id, name, company, specialty }) => ({
      id,
      name,
      company,
      specialty,
    })),
    ...(contractors.more ? { moreContractors: true } : {}),
  };
}
