import {
  AlreadyMemberError,
  ConcurrencyError,
  EstimateHasPaymentsError,
  HomeInUseError,
  MaintenanceLogFullError,
  HouseholdFullError,
  IdempotencyKeyReusedError,
  InvitationForAnotherAddressError,
  InvitationGoneError,
  InviteeRefusedError,
  InvalidInputError,
  NotFoundError as DataNotFoundError,
  PlanLimitError as DataPlanLimitError,
  StaleEditError,
} from '@reno/data';
import { HOUSEHOLD_MESSAGES, staleEditMessage } from '@reno/domain';
import {
  ConflictError,
  HttpError,
  ForbiddenError,
  NotFoundError,
  PlanLimitError,
  UnprocessableRequestError,
  ValidationError,
} from './errors';

const entityLabels: Record<DataNotFoundError['entity'], string> = {
  user: 'User',
  project: 'Project',
  expense: 'Expense',
  contractor: 'Contractor',
  estimate: 'Estimate',
  changeOrder: 'Change order',
  milestone: 'Milestone',
  chatMessage: 'Message',
  member: 'Member',
  invitation: 'Invitation',
  home: 'Home',
  room: 'Room',
  homeItem: 'Item',
  photo: 'Photo',
  basisReduction: 'Basis reduction',
  maintenance: 'Maintenance task',
};

/**
 * Maps the data layer's typed errors onto HTTP errors (a foreign id is a missing id: 404).
 * Returns undefined for anything else, which then becomes a logged 500.
 */
export function translateDataError(error: unknown): HttpError | undefined {
  if (error instanceof DataNotFoundError) return new NotFoundError(`${entityLabels[error.entity]} not found`);
  if (error instanceof DataPlanLimitError) return new PlanLimitError(error.resource, error.limit);
  if (error instanceof InvalidInputError) {
    return new ValidationError([{ path: [error.field], message: error.message }]);
  }
  if (
    error instanceof EstimateHasPaymentsError ||
    error instanceof HomeInUseError ||
    error instanceof MaintenanceLogFullError
  ) {
    return new ConflictError(error.message);
  }
  // The IETF draft's answer to a key sent again with another request.
  if (error instanceof IdempotencyKeyReusedError) return new UnprocessableRequestError(error.message);
  if (error instanceof HouseholdFullError) {
    return new HttpError(403, HOUSEHOLD_MESSAGES.full, { upgradeRequired: error.upgradeRequired });
  }
  if (error instanceof InviteeRefusedError) {
    return new ValidationError([{ path: ['email'], message: HOUSEHOLD_MESSAGES[error.reason] }]);
  }
  if (error instanceof InvitationForAnotherAddressError) {
    return new ForbiddenError(HOUSEHOLD_MESSAGES.wrongAddress(error.invitedEmail, error.signedInEmail));
  }
  if (error instanceof InvitationGoneError) return new NotFoundError(HOUSEHOLD_MESSAGES.invitationGone);
  if (error instanceof AlreadyMemberError) return new ConflictError(HOUSEHOLD_MESSAGES.alreadyMember);
  if (error instanceof StaleEditError)
    return new ConflictError(staleEditMessage(error.changedBy, entityLabels[error.entity].toLowerCase()));
  if (error instanceof ConcurrencyError)
    return new ConflictError('The record changed meanwhile; please retry');
  return undefined;
}
