import { MAINTENANCE_MESSAGES, type InviteeRefusal } from '@reno/domain';

/** Base class of every error this package throws on purpose; the API maps the subclasses to statuses. */
export class DataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export type EntityName =
  | 'user'
  | 'project'
  | 'expense'
  | 'contractor'
  | 'estimate'
  | 'changeOrder'
  | 'milestone'
  | 'chatMessage'
  | 'member'
  | 'invitation'
  | 'home'
  | 'room'
  | 'homeItem'
  | 'photo'
  | 'basisReduction'
  | 'maintenance';

/** The record does not exist for this user (a foreign id is the same as a missing one). API: 404. */
export class NotFoundError extends DataError {
  constructor(
    readonly entity: EntityName,
    readonly id: number | string,
  ) {
    super(`${entity} ${id} not found`);
  }
}

export type LimitedResource = 'expenses' | 'contractors';

/** A free-plan limit stopped a create. API: 403 with upgradeRequired. */
export class PlanLimitError extends DataError {
  constructor(
    readonly resource: LimitedResource,
    readonly limit: number,
  ) {
    super(
      `You've reached the limit of ${limit} ${resource} on the free plan. Please upgrade to add more ${resource}.`,
    );
  }
}

/**
 * Every seat of the household is taken (the owner's plan decides how many there are). API: 403, with
 * `upgradeRequired` when the owner is on Free (Pro has more seats).
 */
export class HouseholdFullError extends DataError {
  constructor(readonly upgradeRequired: boolean) {
    super('This household has no free seat');
  }
}

/** The person is a member of this household already (or is its owner). API: 409. */
export class AlreadyMemberError extends DataError {
  constructor() {
    super('Already a member of this household');
  }
}

/** The token names no live invitation (used, cancelled, replaced by a resend, or expired). API: 404. */
export class InvitationGoneError extends DataError {
  constructor() {
    super('The invitation is no longer valid');
  }
}

/** The invitation was sent to another address than the accepting account's. API: 403. */
export class InvitationForAnotherAddressError extends DataError {
  constructor(
    readonly invitedEmail: string,
    readonly signedInEmail: string,
  ) {
    super('The invitation was sent to another address');
  }
}

/** The address cannot be invited (@reno/domain's inviteeRefusal says why). API: 400 on `email`. */
export class InviteeRefusedError extends DataError {
  constructor(readonly reason: InviteeRefusal) {
    super(`The address cannot be invited: ${reason}`);
  }
}

/**
 * An update made on a version of the record that someone has changed since (its If-Match is stale); names
 * who changed it last, as the record says. API: 409, never a silent overwrite.
 */
export class StaleEditError extends DataError {
  constructor(
    readonly entity: EntityName,
    readonly id: number | string,
    readonly changedBy: string | null,
  ) {
    super(`${entity} ${id} was changed since the version edited`);
  }
}

/** Input the data layer cannot store (bad date format, negative money...). API: 400. */
export class InvalidInputError extends DataError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An estimate that expenses are paid against stays in its project: moving it would leave the old
 * project's paid total counting money against an estimate it no longer has. API: 409.
 */
export class EstimateHasPaymentsError extends DataError {
  constructor(readonly estimateId: number) {
    super('This estimate has linked expenses, so it cannot move to another project. Unlink them first.');
  }
}

/** An Idempotency-Key already used for a different request (another body, route or path). API: 422. */
export class IdempotencyKeyReusedError extends DataError {
  constructor() {
    super('This Idempotency-Key was already used for a different request');
  }
}

/** A home that still has projects or rooms, a household's last home, a room with items: not deleted. API: 409. */
export class HomeInUseError extends DataError {}

/** A maintenance task's log holds at most this many times done. API: 409. */
export class MaintenanceLogFullError extends DataError {
  constructor(readonly max: number) {
    super(MAINTENANCE_MESSAGES.logFull(max));
  }
}

/** The write kept losing races with concurrent writers; retrying the request is safe. API: 409/503. */
export class ConcurrencyError extends DataError {}
