import type { Estimate, Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { contractorQueries } from '../../../entities/contractor/api/contractor-queries';

/** The contractors, and the names an estimate's card and details show for its contractor and project. */
export function useEstimateNames(projects: readonly Project[]) {
  const contractors = useQuery(contractorQueries.list());
  const contractorList = contractors.data ?? [];
  const contractorName = (estimate: Estimate) =>
    contractorList.find((contractor) => contractor.id === estimate.contractorId)?.name ??
    (contractors.isPending ? 'Loading contractor…' : 'Unknown Contractor');
  const projectName = (estimate: Estimate) =>
    projects.find((candidate) => candidate.id === estimate.projectId)?.name ?? 'Unknown Project';
  return { contractors: contractorList, contractorName, projectName };
}
