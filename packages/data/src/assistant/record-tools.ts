// list_estimates, list_milestones, project_forecast and list_projects: the caller's records as they are.
import {
  centsToDecimal,
  countOf,
  formatDate,
  isOverdue,
  itemsLookedAt,
  lookedAtLine,
  projectForecast,
  sortMilestones,
  todayLocalDateString,
  type AssistantEstimate,
  type AssistantMilestone,
  type MilestoneState,
} from '@reno/domain';
import { nowOf } from '../context';
import type { EstimateRecord } from '../estimates';
import type { MilestoneRecord } from '../milestones';
import {
  forecastAggregatesOf,
  getProjectWithForecast,
  listProjects,
  toProjectRecord,
  type ProjectRecord,
} from '../projects';
import { fromMaps, projectItemsWithTotals } from './aggregate-totals';
import { lookUpContractor, requireProject, ToolNotFound } from './scope';
import { contractorNames, contractorsWhere, estimatesWhere, milestonesWhere } from './tool-lists';
import type { Tool } from './tool-answer';

export function remainingCents(estimate: EstimateRecord): number {
  return estimate.status === 'rejected'
    ? 0
    : Math.max(estimate.revisedTotalWithTaxCents - estimate.paidCents, 0);
}

export const listEstimatesTool: Tool<'list_estimates'> = async (ctx, householdId, input, reads = {}) => {
  const [project, projects, contractor] = await Promise.all([
    input.projectId === undefined ? null : requireProject(ctx, householdId, input.projectId),
    listProjects(ctx, householdId),
    input.contractor === undefined ? null : lookUpContractor(ctx, householdId, input.contractor, reads),
  ]);
  const estimates = await estimatesWhere(
    ctx,
    householdId,
    input.projectId ?? null,
    (estimate) =>
      (!input.status || estimate.status === input.status) &&
      (!contractor || estimate.contractorId === contractor.id) &&
      (!input.owing || (estimate.status === 'approved' && remainingCents(estimate) > 0)),
    reads,
  );
  const selected = estimates.sort((a, b) => a.id - b.id);
  const projectName = new Map(projects.map((item) => [item.id, item.name]));
  const contractorName = await contractorNames(
    ctx,
    householdId,
    selected.map((estimate) => estimate.contractorId),
  );
  const sum = (pick: (estimate: EstimateRecord) => number) =>
    centsToDecimal(selected.reduce((total, estimate) => total + pick(estimate), 0));
  const qualifiers = [
    ...(input.status ? [input.status] : []),
    ...(input.owing ? ['still owing'] : []),
    ...(contractor ? [contractor.name] : []),
  ];
  return {
    source: 'records',
    lookedAt: itemsLookedAt(selected.length, 'estimate', qualifiers, project?.name ?? null),
    result: {
      count: selected.length,
      revisedTotal: sum((estimate) => estimate.revisedTotalWithTaxCents),
      approvedChanges: sum((estimate) => estimate.changeOrdersTotalCents),
      paid: sum((estimate) => estimate.paidCents),
      remaining: sum(remainingCents),
      estimates: selected.map((estimate): AssistantEstimate => ({
        id: estimate.id,
        projectId: estimate.projectId,
        projectName: projectName.get(estimate.projectId) ?? '',
        title: estimate.title,
        contractorId: estimate.contractorId,
        contractorName: contractorName.get(estimate.contractorId) ?? '',
        status: estimate.status,
        category: estimate.category,
        original: centsToDecimal(estimate.totalWithTaxCents),
        approvedChanges: centsToDecimal(estimate.changeOrdersTotalCents),
        revisedTotal: centsToDecimal(estimate.revisedTotalWithTaxCents),
        paid: centsToDecimal(estimate.paidCents),
        remaining: centsToDecimal(remainingCents(estimate)),
      })),
    },
  };
};

function stateOf(milestone: MilestoneRecord, today: string): MilestoneState {
  if (milestone.isCompleted) return 'completed';
  return isOverdue(milestone, today) ? 'overdue' : 'open';
}

export const listMilestonesTool: Tool<'list_milestones'> = async (ctx, householdId, input, reads = {}) => {
  const projects: ProjectRecord[] =
    input.projectId === undefined
      ? await listProjects(ctx, householdId)
      : [await requireProject(ctx, householdId, input.projectId)];
  const today = todayLocalDateString(nowOf(ctx));
  // An overdue milestone is also open.
  const wanted = (state: MilestoneState) =>
    !input.state || state === input.state || (input.state === 'open' && state === 'overdue');
  const perProject = await Promise.all(
    projects.map((project) =>
      milestonesWhere(ctx, householdId, project.id, (milestone) => wanted(stateOf(milestone, today)), reads),
    ),
  );
  const projectName = new Map(projects.map((project) => [project.id, project.name]));
  const milestones = sortMilestones(perProject.flat()).map((milestone) => ({
    milestone,
    state: stateOf(milestone, today),
  }));
  return {
    source: 'records',
    lookedAt: itemsLookedAt(
      milestones.length,
      'milestone',
      input.state === 'overdue' ? [`overdue as of ${formatDate(today)}`] : input.state ? [input.state] : [],
      input.projectId === undefined ? null : (projects[0]?.name ?? null),
      'any state',
    ),
    result: {
      asOf: today,
      count: milestones.length,
      milestones: milestones.map(({ milestone, state }): AssistantMilestone => ({
        id: milestone.id,
        projectId: milestone.projectId,
        projectName: projectName.get(milestone.projectId) ?? '',
        title: milestone.title,
        category: milestone.category,
        targetDate: milestone.targetDate,
        completedAt: milestone.completedDate,
        state,
      })),
    },
  };
};

export const projectForecastTool: Tool<'project_forecast'> = async (ctx, householdId, input) => {
  const project = await getProjectWithForecast(ctx, householdId, input.projectId);
  if (!project)
    throw new ToolNotFound(`There is no project ${input.projectId}; list_projects gives the ids.`);
  return {
    source: 'aggregates',
    lookedAt: lookedAtLine(['Forecast', project.name], 'budget, spending and approved estimates'),
    result: {
      projectId: project.id,
      projectName: project.name,
      forecast: projectForecast(forecastAggregatesOf(project)),
    },
  };
};

export const listProjectsTool: Tool<'list_projects'> = async (ctx, householdId, _input, reads = {}) => {
  const [items, contractors] = await Promise.all([
    projectItemsWithTotals(ctx, householdId),
    contractorsWhere(ctx, householdId, () => true, reads),
  ]);
  const projects = items.map(toProjectRecord);
  const paid = fromMaps(items, null);
  return {
    source: 'aggregates',
    lookedAt: lookedAtLine(
      ['Projects and contractors', 'all projects'],
      `${countOf(projects.length, 'project')}, ${countOf(contractors.length, 'contractor')}`,
    ),
    result: {
      projects: projects.map((project) => ({
        id: project.id,
        name: project.name,
        budget: centsToDecimal(project.budgetCents),
        spent: centsToDecimal(project.spentCents),
        remaining: centsToDecimal(project.budgetCents - project.spentCents),
        expenseCount: project.expenseCount,
      })),
      contractors: contractors.map((contractor) => {
        const sum = paid.groups.get(String(contractor.id)) ?? { count: 0, cents: 0 };
        return {
          id: contractor.id,
          name: contractor.name,
          company: contractor.company,
          specialty: contractor.specialty,
          paid: centsToDecimal(sum.cents),
          expenseCount: sum.count,
        };
      }),
    },
  };
};
