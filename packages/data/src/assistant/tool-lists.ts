// The lists the assistant's tools look things up in (contractors, estimates, milestones): read a page at a
// time with the routes' own page readers (list-pages.ts) and filtered as each page comes, so a tool holds only
// the records it answers with, never a whole list read at once, whatever the household's size. A name the
// answer needs is read by id (getContractors), not found in a list of every contractor.
import { MAX_LIST_LIMIT } from '@reno/domain';
import type { DataContext } from '../context';
import { getContractors, listContractorPage, type ContractorRecord } from '../contractors';
import { listEstimatePage, type EstimateRecord } from '../estimates';
import { listMilestonePage, type MilestoneRecord } from '../milestones';
import { recordPages, type RecordPageReader } from '../records';

/** How the tools read: `pageSize` rows a page or Query (tests set it small to see the paging). */
export interface ToolReads {
  pageSize?: number;
}

/** The records of a list that `keep` accepts, read page by page. */
async function keptRecords<R>(readPage: RecordPageReader<R>, keep: (record: R) => boolean): Promise<R[]> {
  const kept: R[] = [];
  for await (const page of recordPages(readPage)) kept.push(...page.records.filter(keep));
  return kept;
}

const limitOf = (reads: ToolReads) => reads.pageSize ?? MAX_LIST_LIMIT;

/** The household's contractors that `keep` accepts, oldest first. */
export function contractorsWhere(
  ctx: DataContext,
  householdId: string,
  keep: (contractor: ContractorRecord) => boolean,
  reads: ToolReads,
): Promise<ContractorRecord[]> {
  return keptRecords(
    (cursor) => listContractorPage(ctx, householdId, { limit: limitOf(reads), cursor }),
    keep,
  );
}

/** The household's estimates (or one project's, `projectId`) that `keep` accepts, by id. */
export function estimatesWhere(
  ctx: DataContext,
  householdId: string,
  projectId: number | null,
  keep: (estimate: EstimateRecord) => boolean,
  reads: ToolReads,
): Promise<EstimateRecord[]> {
  return keptRecords(
    (cursor) => listEstimatePage(ctx, householdId, { projectId, limit: limitOf(reads), cursor }),
    keep,
  );
}

/** One project's milestones that `keep` accepts (in no set order: the caller sorts). */
export function milestonesWhere(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  keep: (milestone: MilestoneRecord) => boolean,
  reads: ToolReads,
): Promise<MilestoneRecord[]> {
  return keptRecords(
    (cursor) => listMilestonePage(ctx, householdId, projectId, { limit: limitOf(reads), cursor }),
    keep,
  );
}

/** The names of the contractors of `ids` that exist: one BatchGetItem (100 a request). */
export async function contractorNames(
  ctx: DataContext,
  householdId: string,
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const contractors = await getContractors(ctx, householdId, ids);
  return new Map(contractors.map((contractor) => [contractor.id, contractor.name]));
}
