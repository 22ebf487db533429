// Answers about the budget and the plan: the budget, what is left of it, the contingency, the
// categories over plan, the projected final cost, and a summary of the project.
import { expenseCategoryLabel, formatDate } from '@reno/domain';
import type { ToolSession } from '../../../tool-session';
import type { Request } from '../interpretation';
import { LookupFailed, isNegative, lookup, magnitude, money, plain, plural } from './lookup';

async function projectFigures(request: Request, tools: ToolSession) {
  const { projects } = await lookup(tools, 'list_projects', {});
  const project = projects.find((candidate) => candidate.id === request.project.id);
  if (!project) throw new LookupFailed('The selected project was not found.');
  return project;
}

export async function budget(request: Request, tools: ToolSession): Promise<string> {
  const project = await projectFigures(request, tools);
  return `The budget of **${project.name}** is ${money(project.budget)}.`;
}

export async function remaining(request: Request, tools: ToolSession): Promise<string> {
  const project = await projectFigures(request, tools);
  const spentWords = `${plain(project.spent)} spent across ${plural(project.expenseCount, 'expense')}`;
  return isNegative(project.remaining)
    ? `You're ${money(magnitude(project.remaining))} over the ${plain(project.budget)} budget of **${project.name}** (${spentWords}).`
    : `You have ${money(project.remaining)} remaining of the ${plain(project.budget)} budget of **${project.name}** (${spentWords}).`;
}

/** Where a project has no plan, the plan's questions have no figure: said, with where to set one. */
const noPlan = (name: string) =>
  `**${name}** has no budget plan (no contingency and no planned categories), so there is no figure for that. You can set one on the Budget screen.`;

export async function contingency(request: Request, tools: ToolSession): Promise<string> {
  const plan = await lookup(tools, 'plan_variance', { projectId: request.project.id });
  if (Number(plan.contingency) === 0)
    return `**${plan.projectName}** has no contingency set, so there is none left to report. You can set one on the Budget screen.`;
  const draws = plan.overPlan.map((line) => `${line.label} ${plain(line.overBy)}`).join(', ');
  const drawn =
    Number(plan.contingencyUsed) === 0
      ? 'no category is projected over its plan'
      : `overruns draw ${plain(plan.contingencyUsed)} from it (${draws})`;
  return isNegative(plan.contingencyRemaining)
    ? `The contingency of **${plan.projectName}** is ${plain(plan.contingency)}, and ${drawn}: it is **overdrawn by ${plain(magnitude(plan.contingencyRemaining))}**.`
    : `${money(plan.contingencyRemaining)} of the ${plain(plan.contingency)} contingency of **${plan.projectName}** is left: ${drawn}.`;
}

export async function plan(request: Request, tools: ToolSession): Promise<string> {
  const result = await lookup(tools, 'plan_variance', { projectId: request.project.id });
  if (!result.hasPlan) return noPlan(result.projectName);
  const wanted = request.filters.categories;
  if (wanted.length) {
    return wanted
      .map((category) => {
        const line = result.lines.find((candidate) => candidate.category === category);
        if (!line)
          return `${expenseCategoryLabel(category)} has no line in the plan of **${result.projectName}**, so it has no planned figure.`;
        const verdict = line.overBy
          ? `**${plain(line.overBy)} over plan**`
          : `**${plain(line.variance)} under plan**`;
        return (
          `${line.label} on **${result.projectName}**: planned ${plain(line.planned)}, projected ${money(line.projected)} ` +
          `(${plain(line.spent)} spent + ${plain(line.committedRemaining)} committed), ${verdict}.`
        );
      })
      .join('\n\n');
  }
  if (result.overPlan.length === 0)
    return `No category of **${result.projectName}** is projected over its plan.`;
  return [
    `${result.overPlan.length === 1 ? '1 category is' : `${result.overPlan.length} categories are`} projected over plan on **${result.projectName}**:`,
    '',
    ...result.overPlan.map((over) => {
      const line = result.lines.find((candidate) => candidate.category === over.category)!;
      return `- **${over.label}**: over by ${money(over.overBy)} (planned ${plain(line.planned)}, projected ${plain(line.projected)})`;
    }),
  ].join('\n');
}

export async function forecast(request: Request, tools: ToolSession): Promise<string> {
  const { forecast: f, projectName } = await lookup(tools, 'project_forecast', {
    projectId: request.project.id,
  });
  const over = isNegative(f.variance);
  const margin = `${money(magnitude(f.variance))} ${over ? 'over' : 'under'}`;
  const answer = request.yesNo ? (over ? 'Yes: ' : 'No: ') : '';
  return (
    `${answer}the projected final cost of **${projectName}** is ${money(f.projectedTotal)} (${plain(f.spent)} spent ` +
    `plus ${plain(f.committedRemaining)} still committed on approved estimates), ${margin} the ` +
    `${plain(f.budget)} budget.`
  ).replace(/^the/, 'The');
}

export async function summary(request: Request, tools: ToolSession): Promise<string> {
  const [{ forecast: f, projectName }, overdue] = await Promise.all([
    lookup(tools, 'project_forecast', { projectId: request.project.id }),
    lookup(tools, 'list_milestones', { projectId: request.project.id, state: 'overdue' }),
  ]);
  const top = [...f.categories]
    .filter((category) => Number(category.spent) > 0)
    .sort((a, b) => Number(b.spent) - Number(a.spent))
    .slice(0, 3);
  const over = isNegative(f.variance);
  return [
    `**${projectName}** at a glance:`,
    '',
    `- Budget: ${money(f.budget)}`,
    `- Spent: ${money(f.spent)}`,
    `- Committed on approved estimates, not yet paid: ${money(f.committedRemaining)}`,
    `- Projected final cost: ${money(f.projectedTotal)}, ${money(magnitude(f.variance))} ${over ? 'over' : 'under'} budget`,
    `- Top categories: ${top.length ? top.map((c) => `${expenseCategoryLabel(c.category)} ${money(c.spent)}`).join(', ') : 'nothing spent yet'}`,
    `- Overdue: ${overdue.count ? overdue.milestones.map((m) => `**${m.title}** (target ${m.targetDate ? formatDate(m.targetDate) : 'none'})`).join(', ') : 'nothing'}`,
  ].join('\n');
}
