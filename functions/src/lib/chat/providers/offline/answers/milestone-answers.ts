// Answers about the timeline: what is overdue, and the milestones with what comes next.
import { compareIsoStrings } from '@reno/domain';
import type { ToolSession } from '../../../tool-session';
import type { Request } from '../interpretation';
import { lookup, plural } from './lookup';

export async function overdue(request: Request, tools: ToolSession): Promise<string> {
  const result = await lookup(tools, 'list_milestones', { projectId: request.project.id, state: 'overdue' });
  if (result.count === 0) return `No milestones on **${request.project.name}** are overdue.`;
  return [
    `${plural(result.count, 'milestone')} ${result.count === 1 ? 'is' : 'are'} overdue on **${request.project.name}**:`,
    '',
    ...result.milestones.map(
      (m) => `- **${m.title}**${m.category ? ` (${m.category})` : ''}, target date ${m.targetDate}`,
    ),
  ].join('\n');
}

export async function timeline(request: Request, tools: ToolSession): Promise<string> {
  const { milestones } = await lookup(tools, 'list_milestones', { projectId: request.project.id });
  if (!milestones.length) return `There are no milestones on **${request.project.name}** yet.`;
  const completed = milestones.filter((m) => m.state === 'completed').length;
  const next = milestones
    .filter((m) => m.state === 'open' && m.targetDate)
    .sort((a, b) => compareIsoStrings(a.targetDate ?? '', b.targetDate ?? ''))[0];
  return [
    `**${request.project.name}** has ${plural(milestones.length, 'milestone')}: ${completed} completed, ` +
      `${milestones.length - completed} open.`,
    '',
    ...milestones.map((m) => {
      const state = m.state === 'overdue' ? '**overdue**' : m.state;
      return `- ${m.title}${m.category ? ` (${m.category})` : ''}: ${m.targetDate ? `target ${m.targetDate}` : 'no target date'}, ${state}`;
    }),
    ...(next ? ['', `Next up: **${next.title}** by ${next.targetDate}.`] : []),
  ].join('\n');
}
