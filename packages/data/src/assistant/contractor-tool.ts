// find_contractors: the caller's contractors by name or trade, each with what they were paid (the
// projects' paid-per-contractor maps) and where their approved estimates stand.
import { centsToDecimal, countOf, lookedAtLine, wordsOf, type FoundContractor } from '@reno/domain';
import type { ContractorRecord } from '../contractors';
import type { EstimateRecord } from '../estimates';
import { toProjectRecord } from '../projects';
import { fromMaps, projectItemsWithTotals } from './aggregate-totals';
import { remainingCents } from './record-tools';
import { contractorsNamed, requireProjectItem } from './scope';
import { contractorsWhere, estimatesWhere } from './tool-lists';
import type { Tool } from './tool-answer';

function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether a contractor's specialty is the trade asked for, by the start its words share with the
 * wanted ones: 'electrical' and 'electric' are 'Electrician', 'plumbing' is 'Plumber', 'roofing' 'Roofer'.
 */
function isOfTrade(specialty: string | null, wanted: string): boolean {
  if (!specialty) return false;
  return wordsOf(specialty).some((word) =>
    wordsOf(wanted).some((asked) => {
      const shared = sharedStart(word, asked);
      return shared >= 4 && shared >= Math.min(word.length, asked.length) - 3;
    }),
  );
}

function foundContractor(
  contractor: ContractorRecord,
  paid: { count: number; cents: number },
  estimates: EstimateRecord[],
): FoundContractor {
  const approved = estimates.filter((estimate) => estimate.status === 'approved');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    id: contractor.id,
    name: contractor.name,
    company: contractor.company,
    specialty: contractor.specialty,
    paid: centsToDecimal(paid.cents),
    expenseCount: paid.count,
    approvedEstimates: approved.length,
    approvedTotal: centsToDecimal(sum(approved.map((estimate) => estimate.revisedTotalWithTaxCents))),
    owing: centsToDecimal(sum(approved.map(remainingCents))),
    pendingEstimates: estimates.filter((estimate) => estimate.status === 'pending').length,
    rejectedEstimates: estimates.filter((estimate) => estimate.status === 'rejected').length,
  };
}

export const findContractorsTool: Tool<'find_contractors'> = async (ctx, householdId, input, reads = {}) => {
  const { name, specialty } = input;
  const [projectItem, candidates] = await Promise.all([
    input.projectId === undefined ? null : requireProjectItem(ctx, householdId, input.projectId),
    contractorsWhere(
      ctx,
      householdId,
      (contractor) =>
        (specialty === undefined || isOfTrade(contractor.specialty, specialty)) &&
        (name === undefined || contractorsNamed([contractor], name).length > 0),
      reads,
    ),
  ]);
  // Whole names first, else every word: decided over the trade's contractors the name may mean.
  const selected = name === undefined ? candidates : contractorsNamed(candidates, name);
  const ids = new Set(selected.map((contractor) => contractor.id));
  const estimates = await estimatesWhere(
    ctx,
    householdId,
    input.projectId ?? null,
    (estimate) => ids.has(estimate.contractorId),
    reads,
  );
  const paid = fromMaps(projectItem ? [projectItem] : await projectItemsWithTotals(ctx, householdId), null);
  const projectName = projectItem ? toProjectRecord(projectItem).name : null;
  return {
    source: 'aggregates',
    lookedAt: lookedAtLine(
      [
        'Contractors',
        ...(input.name === undefined ? [] : [`named "${input.name}"`]),
        ...(input.specialty === undefined ? [] : [input.specialty]),
        ...(input.name === undefined && input.specialty === undefined ? ['every trade'] : []),
        projectName ?? 'all projects',
      ],
      countOf(selected.length, 'contractor'),
    ),
    result: {
      projectId: projectItem ? toProjectRecord(projectItem).id : null,
      count: selected.length,
      contractors: selected.map((contractor) =>
        foundContractor(
          contractor,
          paid.groups.get(String(contractor.id)) ?? { count: 0, cents: 0 },
          estimates.filter((estimate) => estimate.contractorId === contractor.id),
        ),
      ),
    },
  };
};
