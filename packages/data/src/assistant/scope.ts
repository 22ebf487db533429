// What a tool call is about, resolved within the caller's records only: the project (by id, read with the
// caller's keys, so another user's id is simply not found) and the contractor (by id or name).
import {
  mentionsEveryStem,
  stemsOf,
  wordsOf,
  type AppliedExpenseFilters,
  type ExpenseFilters,
} from '@reno/domain';
import type { DataContext } from '../context';
import { getContractors, type ContractorRecord } from '../contractors';
import { toProjectRecord, type ProjectRecord } from '../projects';
import type { Item } from '../requests';
import { getProjectItemWithTotals } from '../totals-upgrade';
import { contractorsWhere, type ToolReads } from './tool-lists';

/** A tool call that names something the caller does not have; handed back to the model, not thrown. */
export class ToolNotFound extends Error {}

/** The project item with its totals (one GetItem once upgraded). */
export async function requireProjectItem(
  ctx: DataContext,
  householdId: string,
  projectId: number,
): Promise<Item> {
  const item = await getProjectItemWithTotals(ctx, householdId, projectId);
  if (!item) throw new ToolNotFound(`There is no project ${projectId}; list_projects gives the ids.`);
  return item;
}

export async function requireProject(
  ctx: DataContext,
  householdId: string,
  projectId: number,
): Promise<ProjectRecord> {
  return toProjectRecord(await requireProjectItem(ctx, householdId, projectId));
}

const namesOf = (contractor: ContractorRecord) =>
  [contractor.name, contractor.company ?? ''].map((text) => wordsOf(text).join(' '));

/**
 * The contractors named `wanted` (name or company, any case): the whole matches, else those in whose name
 * or company every wanted word is a whole word ('Park' is Jo Park, never Bright Spark).
 */
export function contractorsNamed(contractors: ContractorRecord[], wanted: string): ContractorRecord[] {
  const name = wordsOf(wanted).join(' ');
  const whole = contractors.filter((contractor) => namesOf(contractor).includes(name));
  if (whole.length || name === '') return whole;
  const stems = stemsOf(wanted);
  return contractors.filter((contractor) =>
    namesOf(contractor).some((text) => mentionsEveryStem(text, stems)),
  );
}

/** By id, else by name or company (any case, whole, then as a unique part). */
function findContractor(contractors: ContractorRecord[], wanted: number | string): ContractorRecord {
  if (typeof wanted === 'number') {
    const byId = contractors.find((contractor) => contractor.id === wanted);
    if (byId) return byId;
    throw new ToolNotFound(`There is no contractor ${wanted}; list_projects gives the contractors.`);
  }
  const named = contractorsNamed(contractors, wanted);
  if (named.length === 1) return named[0]!;
  if (/^\d+$/.test(wanted.trim())) return findContractor(contractors, Number(wanted.trim()));
  throw new ToolNotFound(
    named.length > 1
      ? `More than one contractor matches "${wanted}"; use the contractor's id from list_projects.`
      : `No contractor is named "${wanted}"; list_projects gives the contractors.`,
  );
}

/**
 * findContractor over the caller's contractors, read page by page keeping only those the name could mean (an
 * id is one GetItem's worth: a BatchGetItem of that key).
 */
export async function lookUpContractor(
  ctx: DataContext,
  householdId: string,
  wanted: number | string,
  reads: ToolReads = {},
): Promise<ContractorRecord> {
  const id = typeof wanted === 'number' ? wanted : /^\d+$/.test(wanted.trim()) ? Number(wanted.trim()) : null;
  const [named, byId] = await Promise.all([
    typeof wanted === 'string'
      ? contractorsWhere(
          ctx,
          householdId,
          (contractor) => contractorsNamed([contractor], wanted).length > 0,
          reads,
        )
      : [],
    id === null ? [] : getContractors(ctx, householdId, [id]),
  ]);
  const candidates = [...named, ...byId.filter((contractor) => !named.some((n) => n.id === contractor.id))];
  return findContractor(candidates, wanted);
}

export interface ResolvedScope {
  filters: AppliedExpenseFilters;
  project: ProjectRecord | null;
  /** The project item, with the totals maps. */
  projectItem: Item | null;
}

export async function resolveExpenseScope(
  ctx: DataContext,
  householdId: string,
  input: ExpenseFilters,
  reads: ToolReads = {},
): Promise<ResolvedScope> {
  const [projectItem, contractor] = await Promise.all([
    input.projectId === undefined ? null : requireProjectItem(ctx, householdId, input.projectId),
    input.contractor === undefined ? null : lookUpContractor(ctx, householdId, input.contractor, reads),
  ]);
  const project = projectItem ? toProjectRecord(projectItem) : null;
  return {
    project,
    projectItem,
    filters: {
      projectId: project?.id ?? null,
      from: input.from ?? null,
      to: input.to ?? null,
      category: input.category ?? null,
      paymentMethod: input.paymentMethod ?? null,
      contractor: contractor ? { id: contractor.id, name: contractor.name } : null,
      text: input.text?.trim().toLowerCase() || null,
    },
  };
}
