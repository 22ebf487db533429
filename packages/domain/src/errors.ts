// The API error format of docs/product.md#api-errors and its client-side message
// (docs/product.md#error-messages): 'error|JSON(details)' or 'status: text'.

export interface ApiIssue {
  path: (string | number)[];
  message: string;
}

export interface ApiErrorBody {
  error: string;
  details?: ApiIssue[];
  upgradeRequired?: boolean;
}

export interface ParsedErrorMessage {
  summary: string;
  /** Keyed by the dotted path ('cashPercentage', 'items.0.name'); 'root' for an issue without a path. */
  fieldErrors: Record<string, string>;
}

/** The parts of a zod (or any standard-schema) issue that the API reports. */
interface IssueLike {
  readonly path?: readonly PropertyKey[] | readonly { key: PropertyKey }[];
  readonly message: string;
}

export const VALIDATION_ERROR_SUMMARY = 'Validation failed';

function pathSegment(segment: PropertyKey | { key: PropertyKey }): string | number {
  const key = typeof segment === 'object' ? segment.key : segment;
  return typeof key === 'number' ? key : String(key);
}

export function issuesFromZod(issues: readonly IssueLike[]): ApiIssue[] {
  return issues.map((issue) => ({ path: (issue.path ?? []).map(pathSegment), message: issue.message }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The message a non-success response becomes: a JSON body's `error` (plus '|' and the details as JSON
 * when a details field is present); otherwise '<status>: <body text, or the status text when empty>'.
 */
export function composeErrorMessage(status: number, statusText: string, bodyText: string): string {
  const body = parseJson(bodyText);
  if (isRecord(body) && typeof body.error === 'string') {
    return body.details === undefined || body.details === null
      ? body.error
      : `${body.error}|${JSON.stringify(body.details)}`;
  }
  return `${status}: ${bodyText || statusText}`;
}

function isApiIssue(value: unknown): value is ApiIssue {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    Array.isArray(value.path) &&
    value.path.every((segment) => typeof segment === 'string' || typeof segment === 'number')
  );
}

/**
 * A response body in the error format (a JSON object with an `error` string), else null. Details that
 * are not a list of issues are dropped; `upgradeRequired` is kept only when it is true.
 */
export function readErrorBody(bodyText: string): ApiErrorBody | null {
  const body = parseJson(bodyText);
  if (!isRecord(body) || typeof body.error !== 'string') return null;
  const details =
    Array.isArray(body.details) && body.details.every(isApiIssue) ? { details: body.details } : {};
  return {
    error: body.error,
    ...details,
    ...(body.upgradeRequired === true ? { upgradeRequired: true } : {}),
  };
}

/**
 * Reads 'summary|[issues]' back into per-field errors (the first message of a field wins).
 * Null when the message carries no JSON issue list after a bar.
 */
export function parseErrorMessage(message: string): ParsedErrorMessage | null {
  for (let bar = message.indexOf('|'); bar !== -1; bar = message.indexOf('|', bar + 1)) {
    const details = parseJson(message.slice(bar + 1));
    if (!Array.isArray(details) || !details.every(isApiIssue)) continue;
    return groupIssues(message.slice(0, bar).trim(), details);
  }
  return null;
}

/** Issues keyed by field (the first message of a field wins). */
export function groupIssues(summary: string, issues: readonly ApiIssue[]): ParsedErrorMessage {
  const fieldErrors = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'root';
    if (!fieldErrors.has(key)) fieldErrors.set(key, issue.message);
  }
  // fromEntries defines own properties, so a key such as '__proto__' is kept as data.
  return { summary, fieldErrors: Object.fromEntries(fieldErrors) };
}

const UPGRADE_MARKERS = ['reached the limit', 'upgraderequired', 'free plan'];

/**
 * A plan-limit message (docs/product.md#error-messages): it mentions 'reached the limit', 'upgradeRequired'
 * or 'free plan' (any case).
 */
export function isUpgradeRequiredMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return UPGRADE_MARKERS.some((marker) => lower.includes(marker));
}
