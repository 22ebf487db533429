import {
  getContractors,
  getProjectWithForecast,
  getUser,
  listEstimatePage,
  listMilestonePage,
  recordPages,
  type ContractorRecord,
  type DataContext,
  type ExportJobRecord,
  type MilestoneRecord,
  type EstimateRecord,
  type ProjectRecord,
  type RecordPageReader,
} from '@reno/data';
import { MAX_LIST_LIMIT, shortName, sortMilestones } from '@reno/domain';
import type { RecordNames } from './records-csv';

/** Thrown when the project went away before the worker started. */
export class ProjectGoneError extends Error {}

/**
 * The contractors the archive's rows name, read by id as the rows are met (BatchGetItem), never the
 * household's whole list: contractors.csv lists these.
 */
class NamedContractors {
  private readonly byId = new Map<number, ContractorRecord>();
  private readonly asked = new Set<number>();

  constructor(
    private readonly data: DataContext,
    private readonly householdId: string,
    /** Where their names go, for the rows that point at them. */
    private readonly names: Map<number, string>,
  ) {}

  /** Reads those of `ids` not asked for yet; an id no contractor has (deleted) stays without a name. */
  async learn(ids: Iterable<number>): Promise<void> {
    const unknown = [...new Set(ids)].filter((id) => !this.asked.has(id));
    unknown.forEach((id) => this.asked.add(id));
    for (const contractor of await getContractors(this.data, this.householdId, unknown)) {
      this.byId.set(contractor.id, contractor);
      this.names.set(contractor.id, contractor.name);
    }
  }

  /** Every contractor learned, by id. */
  records(): ContractorRecord[] {
    return [...this.byId.values()].sort((a, b) => a.id - b.id);
  }
}

/** What the archive lists in full, read once before it is written (the expenses are read page by page). */
export interface ArchiveRecords {
  project: ProjectRecord;
  /** The project's estimates (by id) and milestones (timeline order), read a list page at a time. */
  estimates: EstimateRecord[];
  milestones: MilestoneRecord[];
  /** The contractors the estimates name, and those of the expenses once expenses.csv has met them. */
  contractors: NamedContractors;
  /** The contractors' and estimates' names, for the rows that point at them. */
  names: RecordNames;
}

/** Every record of a list, read a page (`MAX_LIST_LIMIT`, or `pageLimit`) at a time. */
async function everyRecord<R>(readPage: RecordPageReader<R>): Promise<R[]> {
  const records: R[] = [];
  for await (const page of recordPages(readPage)) records.push(...page.records);
  return records;
}

export async function readArchiveRecords(
  data: DataContext,
  job: ExportJobRecord,
  pageLimit = MAX_LIST_LIMIT,
): Promise<ArchiveRecords> {
  const { userId, projectId } = job;
  const project = await getProjectWithForecast(data, userId, projectId);
  if (!project) throw new ProjectGoneError(`project ${projectId} not found`);
  const [estimates, milestones, owner] = await Promise.all([
    everyRecord((cursor) => listEstimatePage(data, userId, { projectId, limit: pageLimit, cursor })),
    everyRecord((cursor) => listMilestonePage(data, userId, projectId, { limit: pageLimit, cursor })),
    getUser(data, userId),
  ]);
  const contractorNames = new Map<number, string>();
  const names: RecordNames = {
    contractors: contractorNames,
    estimates: new Map(estimates.map((e) => [e.id, e.title])),
    // Records made before households name no author: the household's owner made them.
    people: new Map(owner ? [[owner.id, shortName(owner)]] : []),
  };
  const contractors = new NamedContractors(data, userId, contractorNames);
  await contractors.learn(estimates.map((estimate) => estimate.contractorId));
  return { project, estimates, milestones: sortMilestones(milestones), contractors, names };
}
