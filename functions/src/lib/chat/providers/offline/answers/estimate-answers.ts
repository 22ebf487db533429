// Answers about estimates and contractors: what is still owed, what one will cost in the end, the
// estimates by status, the change orders, what a contractor charged, and who the contractors are.
import {
  centsToDecimal,
  mentionsEveryStem,
  stemOf,
  toCents,
  type AssistantEstimate,
  type FoundContractor,
} from '@reno/domain';
import type { ToolSession } from '../../../tool-session';
import type { Request } from '../interpretation';
import { contractorsOf, NoSuchContractor } from './expense-scope';
import { lookup, money, plain, plural } from './lookup';

const sumOf = (values: readonly string[]) =>
  centsToDecimal(values.reduce((sum, value) => sum + (toCents(value) ?? 0), 0));

/** The estimates a request names: by contractor (or trade), by words of the title, by status. */
async function estimatesOf(request: Request, tools: ToolSession, extra: Record<string, unknown> = {}) {
  const ref = request.filters.contractors[0];
  const contractors = ref ? await contractorsOf(ref, request.project, tools) : null;
  const input = {
    projectId: request.project.id,
    ...(contractors?.length === 1 ? { contractor: contractors[0]!.id } : {}),
    ...(request.filters.statuses.length === 1 ? { status: request.filters.statuses[0] } : {}),
    ...extra,
  };
  const result = await lookup(tools, 'list_estimates', input);
  const stems = request.filters.estimateWords?.map(stemOf);
  const estimates = result.estimates.filter(
    (estimate: AssistantEstimate) =>
      (!contractors || contractors.some((contractor) => contractor.id === estimate.contractorId)) &&
      (!stems || mentionsEveryStem(estimate.title, stems)),
  );
  // The tool's own sums when it listed exactly these: a total the cloud model reads too.
  const sums = estimates.length === result.estimates.length ? result : null;
  return { estimates, sums };
}

function estimateLine(estimate: AssistantEstimate): string {
  const head = `- **${estimate.title}** from ${estimate.contractorName} (${estimate.status}): revised total ${money(estimate.revisedTotal)}`;
  if (estimate.status === 'rejected') return `${head}; rejected, nothing is owed on it.`;
  if (estimate.status === 'pending') return `${head}; pending, nothing is owed on it until it is approved.`;
  return Number(estimate.remaining) === 0
    ? `${head}; paid ${plain(estimate.paid)}: nothing remaining.`
    : `${head}; paid ${plain(estimate.paid)}, ${money(estimate.remaining)} remaining.`;
}

const whose = (request: Request, estimates: readonly AssistantEstimate[]) => {
  const names = [...new Set(estimates.map((estimate) => estimate.contractorName))];
  return request.filters.contractors.length && names.length === 1 ? ` from ${names[0]}` : '';
};

export async function owing(request: Request, tools: ToolSession): Promise<string> {
  const { estimates, sums } = await estimatesOf(request, tools, { owing: true });
  if (estimates.length === 0)
    return `Nothing is owing on the approved estimates${request.filters.contractors.length ? ' of that contractor' : ''} of **${request.project.name}**: each is paid in full.`;
  return [
    `${money(sums?.remaining ?? sumOf(estimates.map((estimate) => estimate.remaining)))} is still owing on ${plural(estimates.length, 'approved estimate')}` +
      `${whose(request, estimates)} of **${request.project.name}** (revised totals less what is paid):`,
    '',
    ...estimates.map(estimateLine),
  ].join('\n');
}

export async function estimateCost(request: Request, tools: ToolSession): Promise<string> {
  const estimates = (await estimatesOf(request, tools)).estimates.filter(
    (estimate) => estimate.status !== 'rejected',
  );
  if (estimates.length === 0)
    return `There is no approved or pending estimate like that on **${request.project.name}**, so I have no final cost for it.`;
  return estimates
    .map((estimate) => {
      const changes =
        Number(estimate.approvedChanges) === 0
          ? 'no approved change orders'
          : `${plain(estimate.approvedChanges)} of approved change orders`;
      const when = estimate.status === 'approved' ? 'will cost' : 'would cost, if approved,';
      return (
        `**${estimate.title}** from ${estimate.contractorName} (${estimate.status}) ${when} ${money(estimate.revisedTotal)} in the end: ` +
        `${plain(estimate.original)} quoted with tax plus ${changes}.`
      );
    })
    .join('\n\n');
}

/** 'the cheapest quote', 'the 2 biggest estimates': by revised total (with tax and approved change orders). */
function ranked(request: Request, estimates: readonly AssistantEstimate[], status: string): string {
  const largest = request.rank === 'largest';
  const cents = (estimate: AssistantEstimate) => toCents(estimate.revisedTotal) ?? 0;
  const shown = [...estimates]
    .sort((a, b) => (cents(b) - cents(a)) * (largest ? 1 : -1))
    .slice(0, request.size ?? 1);
  const which = largest ? 'largest' : 'smallest';
  return [
    `The ${shown.length === 1 ? `${which} ${status}estimate` : `${shown.length} ${which} ${status}estimates`}${whose(request, estimates)} on **${request.project.name}** (of ${estimates.length}), by revised total:`,
    '',
    ...shown.map(estimateLine),
  ].join('\n');
}

export async function estimatesList(request: Request, tools: ToolSession): Promise<string> {
  const { estimates } = await estimatesOf(request, tools);
  const status = request.filters.statuses.length === 1 ? `${request.filters.statuses[0]} ` : '';
  if (estimates.length === 0)
    return `There are no ${status}estimates${whose(request, estimates)} on **${request.project.name}**.`;
  if (request.countOnly)
    return `**${plural(estimates.length, `${status}estimate`)}**${whose(request, estimates)} on **${request.project.name}**: ${estimates.map((estimate) => `${estimate.title} (${estimate.status})`).join(', ')}.`;
  if (request.rank === 'largest' || request.rank === 'smallest') return ranked(request, estimates, status);
  return [
    `${plural(estimates.length, `${status}estimate`)}${whose(request, estimates)} on **${request.project.name}**:`,
    '',
    ...estimates.map(estimateLine),
  ].join('\n');
}

export async function changes(request: Request, tools: ToolSession): Promise<string> {
  const { estimates: all, sums } = await estimatesOf(request, tools);
  const estimates = all.filter((estimate) => Number(estimate.approvedChanges) !== 0);
  if (estimates.length === 0)
    return `No estimate on **${request.project.name}** has an approved change order.`;
  return [
    `Approved change orders add ${money(sums?.approvedChanges ?? sumOf(estimates.map((estimate) => estimate.approvedChanges)))} (with tax) to ${plural(estimates.length, 'estimate')} of **${request.project.name}**:`,
    '',
    ...estimates.map(
      (estimate) =>
        `- **${estimate.title}** from ${estimate.contractorName}: ${money(estimate.approvedChanges)}, revised total ${plain(estimate.revisedTotal)}`,
    ),
  ].join('\n');
}

async function foundContractors(request: Request, tools: ToolSession): Promise<FoundContractor[]> {
  const ref = request.filters.contractors[0];
  const input = {
    projectId: request.project.id,
    ...(ref?.kind === 'named' ? { name: ref.contractor.name } : ref ? { specialty: ref.trade } : {}),
  };
  const found = await lookup(tools, 'find_contractors', input);
  const contractors =
    ref?.kind === 'named' ? found.contractors.filter((c) => c.id === ref.contractor.id) : found.contractors;
  if (ref && contractors.length === 0) await contractorsOf(ref, request.project, tools);
  return contractors;
}

export async function charge(request: Request, tools: ToolSession): Promise<string> {
  const contractors = await foundContractors(request, tools);
  if (contractors.length > 1)
    throw new NoSuchContractor(
      `More than one contractor matches: ${contractors.map((c) => c.name).join(' and ')}. Which one do you mean?`,
    );
  const c = contractors[0]!;
  const paid = `you've paid ${money(c.paid)} across ${plural(c.expenseCount, 'expense')}`;
  if (c.approvedEstimates === 0)
    return `**${c.name}** has no approved estimate on **${request.project.name}**; ${paid}.`;
  return (
    `**${c.name}**${c.specialty ? ` (${c.specialty})` : ''} on **${request.project.name}**: ${plural(c.approvedEstimates, 'approved estimate')} ` +
    `come${c.approvedEstimates === 1 ? 's' : ''} to ${money(c.approvedTotal)} with approved change orders; ${paid}, ${money(c.owing)} still owing.`
  );
}

export async function contractors(request: Request, tools: ToolSession): Promise<string> {
  const found = await foundContractors(request, tools);
  if (found.length === 0) return 'You have no contractors yet.';
  const line = (c: FoundContractor) =>
    `- **${c.name}**${[c.specialty, c.company].filter(Boolean).length ? `: ${[c.specialty, c.company].filter(Boolean).join(', ')}` : ''}`;
  return [
    `${plural(found.length, 'contractor')}${request.filters.contractors.length ? '' : ' in all'}:`,
    '',
    ...found.map(line),
  ].join('\n');
}
