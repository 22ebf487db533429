// A new link to a project or a contractor requires it live: it exists and no cascade is deleting it
// (a cascade marks it `deleting` first, so nothing links to it while it removes what does). A check in
// the linking transaction, so it holds under concurrency.
import { NotFoundError } from './errors';
import { contractorKey, milestoneKey, projectKey } from './keys';
import { conditions, type TransactionBuilder } from './transaction';

export function requireLiveProject(
  transaction: TransactionBuilder,
  householdId: string,
  projectId: number,
): void {
  transaction.check(
    projectKey(householdId, projectId),
    conditions.live,
    () => new NotFoundError('project', projectId),
  );
}

/** No contractor (null) links nothing and checks nothing. */
export function requireLiveContractor(
  transaction: TransactionBuilder,
  householdId: string,
  contractorId: number | null,
): void {
  if (contractorId === null) return;
  transaction.check(
    contractorKey(householdId, contractorId),
    conditions.live,
    () => new NotFoundError('contractor', contractorId),
  );
}

/** A payment schedule's installment may wait only for a milestone of its estimate's project. */
export function requireProjectMilestone(
  transaction: TransactionBuilder,
  householdId: string,
  milestoneId: number,
  projectId: number,
): void {
  transaction.check(
    milestoneKey(householdId, milestoneId),
    conditions.stillIn('projectId', projectId),
    () => new NotFoundError('milestone', milestoneId),
  );
}
