import {
  getProjectWithForecast,
  getUser,
  listContractors,
  listEstimates,
  listMilestones,
  type ContractorRecord,
  type DataContext,
  type EstimateRecord,
  type ProjectExportJob,
  type MilestoneRecord,
  type ProjectRecord,
} from '@reno/data';
import { shortName } from '@reno/domain';
import type { RecordNames } from './records-csv';

/** Thrown when the project went away before the worker started. */
export class ProjectGoneError extends Error {}

/** What the archive lists in full, read once before it is written (the expenses are read page by page). */
export interface ArchiveRecords {
  project: ProjectRecord;
  contractors: ContractorRecord[];
  estimates: EstimateRecord[];
  milestones: MilestoneRecord[];
  /** The contractors' and estimates' names, for the rows that point at them. */
  names: RecordNames;
}

export async function readArchiveRecords(data: DataContext, job: ProjectExportJob): Promise<ArchiveRecords> {
  const { userId, projectId } = job;
  const project = await getProjectWithForecast(data, userId, projectId);
  if (!project) throw new ProjectGoneError(`project ${projectId} not found`);
  const [contractors, estimates, milestones, owner] = await Promise.all([
    listContractors(data, userId),
    listEstimates(data, userId, { projectId }),
    listMilestones(data, userId, projectId),
    getUser(data, userId),
  ]);
  const names: RecordNames = {
    contractors: new Map(contractors.map((c) => [c.id, c.name])),
    estimates: new Map(estimates.map((e) => [e.id, e.title])),
    // Records made before households name no author: the household's owner made them.
    people: new Map(owner ? [[owner.id, shortName(owner)]] : []),
  };
  return { project, contractors, estimates, milestones, names };
}
