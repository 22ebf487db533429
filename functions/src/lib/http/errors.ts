/**
 * Typed HTTP errors. Handlers throw these; `error-response.ts` is the one place that turns them
 * (and anything unexpected) into the error bodies of docs/product.md#api-errors.
 */
import { VALIDATION_ERROR_SUMMARY, type ApiIssue } from '@reno/domain';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: ApiIssue[] | undefined;
  readonly upgradeRequired: boolean;
  /** A write that got no answer in time: it may have been carried out (503 only). */
  readonly mayHaveSaved: boolean;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: {
      details?: ApiIssue[];
      upgradeRequired?: boolean;
      mayHaveSaved?: boolean;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.details = options.details;
    this.upgradeRequired = options.upgradeRequired ?? false;
    this.mayHaveSaved = options.mayHaveSaved ?? false;
    this.headers = options.headers ?? {};
  }
}

/** 400 with per-field issues (zod issues converted by `issuesFromZod`). */
export class ValidationError extends HttpError {
  constructor(details: ApiIssue[], message = VALIDATION_ERROR_SUMMARY) {
    super(400, message, { details });
  }
}

/** 400 for a request that cannot be read at all (bad JSON, wrong content type, missing body). */
export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** The class of an error with one status, and the message it has when it is given none. */
export function statusError(statusCode: number, defaultMessage: string) {
  return class extends HttpError {
    constructor(message = defaultMessage) {
      super(statusCode, message);
    }
  };
}

export class UnauthorizedError extends statusError(401, 'Unauthorized') {}

export class ForbiddenError extends statusError(403, 'Forbidden') {}

/** 403 when a Free plan limit stops a create; the web client recognises 'reached the limit'. */
export class PlanLimitError extends HttpError {
  constructor(resource: 'expenses' | 'contractors', limit: number) {
    super(
      403,
      `You've reached the limit of ${limit} ${resource} on the free plan. Please upgrade to add more ${resource}.`,
      { upgradeRequired: true },
    );
  }
}

/** 404 for a missing id, a foreign id (never revealed as such) or an unknown route. */
export class NotFoundError extends statusError(404, 'Not found') {}

export class ConflictError extends statusError(409, 'Conflict') {}

/** 410: what the address named existed and is gone for good (a share link revoked or past its end). */
export class GoneError extends statusError(410, 'Gone') {}

/** 422: well-formed, but not something this request may do (an Idempotency-Key reused for another request). */
export class UnprocessableRequestError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

export class PayloadTooLargeError extends statusError(413, 'Request body too large') {}

export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests', retryAfterSeconds?: number) {
    super(429, message, retryAfterSeconds ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {});
  }
}
