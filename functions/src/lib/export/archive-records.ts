import {
  getContractors,
  getEstimates,
  getProjectWithForecast,
  getUser,
  listEstimatePage,
  listMilestonePage,
  recordPages,
  type ContractorRecord,
  type DataContext,
  type EstimateRecord,
  type MilestoneRecord,
  type ProjectExportJob,
  type ProjectRecord,
  type RecordPageReader,
} from '@reno/data';
import { MAX_LIST_LIMIT, shortName } from '@reno/domain';
import type { RecordNames } from './records-csv';
import type { HomeRecordSource } from '../home-record/home-record-pages';

/** Thrown when the project went away before the worker started. */
export class ProjectGoneError extends Error {}

/**
 * Records the archive's rows point at (contractors, estimates), read by id as the rows are met (BatchGetItem),
 * never a whole list: what is kept is their names, and what `keep` keeps.
 */
class NamedRecords<R extends { id: number }> {
  private readonly asked = new Set<number>();

  constructor(
    private readonly read: (ids: number[]) => Promise<R[]>,
    /** Where their names go, for the rows that point at them. */
    private readonly names: Map<number, string>,
    private readonly nameOf: (record: R) => string,
    private readonly keep: (record: R) => void = () => {},
  ) {}

  /** Reads those of `ids` not asked for yet; an id no record has (deleted) stays without a name. */
  async learn(ids: Iterable<number>): Promise<void> {
    const unknown = [...new Set(ids)].filter((id) => !this.asked.has(id));
    unknown.forEach((id) => this.asked.add(id));
    if (unknown.length === 0) return;
    for (const record of await this.read(unknown)) {
      this.names.set(record.id, this.nameOf(record));
      this.keep(record);
    }
  }
}

/** Every page of a list, read a page (`MAX_LIST_LIMIT`, or `pageLimit`) at a time, anew on each call. */
async function* pagesOf<R>(readPage: RecordPageReader<R>): AsyncGenerator<R[]> {
  for await (const page of recordPages(readPage)) if (page.records.length > 0) yield page.records;
}

/**
 * What the archive is written from, none of it a whole list in memory (issue 52): the project with its stored
 * totals; its estimates and milestones a list page at a time, read again by each file that lists them; the
 * names of the contractors and estimates its rows point at, learned by id as the rows are met; the
 * contractors so learned (contractors.csv lists them); and the home it is in (home/).
 */
export class ArchiveRecords {
  readonly names: RecordNames;
  readonly home: HomeRecordSource;
  private readonly contractorsById = new Map<number, ContractorRecord>();
  private readonly contractors: NamedRecords<ContractorRecord>;
  private readonly estimates: NamedRecords<EstimateRecord>;

  constructor(
    private readonly data: DataContext,
    private readonly job: ProjectExportJob,
    readonly project: ProjectRecord,
    people: ReadonlyMap<string, string>,
    private readonly pageLimit: number,
  ) {
    const contractorNames = new Map<number, string>();
    const estimateNames = new Map<number, string>();
    this.names = { contractors: contractorNames, estimates: estimateNames, people };
    this.contractors = new NamedRecords(
      (ids) => getContractors(data, job.userId, ids),
      contractorNames,
      (contractor) => contractor.name,
      (contractor) => this.contractorsById.set(contractor.id, contractor),
    );
    this.estimates = new NamedRecords(
      (ids) => getEstimates(data, job.userId, ids),
      estimateNames,
      (estimate) => estimate.title,
    );
    this.home = { data, householdId: job.userId, homeId: project.homeId, pageSize: pageLimit };
  }

  /** The project's estimates by id, a list page at a time. */
  estimatePages(): AsyncGenerator<EstimateRecord[]> {
    const { data, job, pageLimit } = this;
    return pagesOf((cursor) =>
      listEstimatePage(data, job.userId, { projectId: job.projectId, limit: pageLimit, cursor }),
    );
  }

  /** The project's milestones by id a list page at a time, each page in timeline order (listMilestonePage). */
  milestonePages(): AsyncGenerator<MilestoneRecord[]> {
    const { data, job, pageLimit } = this;
    return pagesOf((cursor) =>
      listMilestonePage(data, job.userId, job.projectId, { limit: pageLimit, cursor }),
    );
  }

  /** Learns the names of the contractors and estimates about to be written. */
  async learnNames(ids: { contractors: Iterable<number>; estimates?: Iterable<number> }): Promise<void> {
    await this.contractors.learn(ids.contractors);
    if (ids.estimates) await this.estimates.learn(ids.estimates);
  }

  /** Every contractor learned so far, by id. */
  namedContractors(): ContractorRecord[] {
    return [...this.contractorsById.values()].sort((a, b) => a.id - b.id);
  }
}

export async function readArchiveRecords(
  data: DataContext,
  job: ProjectExportJob,
  pageLimit = MAX_LIST_LIMIT,
): Promise<ArchiveRecords> {
  const [project, owner] = await Promise.all([
    getProjectWithForecast(data, job.userId, job.projectId),
    getUser(data, job.userId),
  ]);
  if (!project) throw new ProjectGoneError(`project ${job.projectId} not found`);
  // Records made before households name no author: the household's owner made them.
  const people = new Map(owner ? [[owner.id, shortName(owner)]] : []);
  return new ArchiveRecords(data, job, project, people, pageLimit);
}
