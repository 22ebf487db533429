import {
  groupIssues,
  isUpgradeRequiredMessage,
  parseErrorMessage,
  type ParsedErrorMessage,
} from '@reno/domain';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { OFFLINE_WORDS, OfflineError } from './connection/offline-error';

/**
 * A plan limit (docs/product.md#error-messages): the server's upgradeRequired flag, or else a message with
 * 'reached the limit', 'upgradeRequired' or 'free plan' in it.
 */
export function isUpgradeRequired(error: unknown): boolean {
  if (error instanceof ApiError && error.upgradeRequired) return true;
  return error instanceof Error && isUpgradeRequiredMessage(error.message);
}

/** The field issues of a refused request keyed by field, or null when it carries none. */
export function validationIssues(error: unknown): ParsedErrorMessage | null {
  if (error instanceof ApiError && error.body?.details) {
    return groupIssues(error.body.error.trim(), error.body.details);
  }
  return error instanceof Error ? parseErrorMessage(error.message) : null;
}

/** What a person is told about a failure, and whether trying the same thing again may work. */
export interface ErrorWords {
  message: string;
  retry: boolean;
}

export const ERROR_WORDS = {
  network: 'We could not reach the server. Check your connection and try again.',
  // The browser knows it has no connection (docs/architecture.md#offline-capture).
  offline: OFFLINE_WORDS,
  unavailable: 'The server is not answering right now. Please try again in a moment.',
  server: 'Something went wrong on our side. Please try again.',
  busy: 'Too many requests at once. Please wait a moment and try again.',
  signedOut: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have access to this.',
  notFound: 'We could not find this. It may have been deleted.',
  refused: 'The request was refused. Please check what you entered and try again.',
  unknown: 'Something went wrong. Please try again.',
} as const;

// fetch() rejects with a TypeError when offline: 'Failed to fetch' (Chromium), 'NetworkError when
// attempting to fetch resource.' (Firefox), 'Load failed' (Safari).
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

/**
 * The request never reached the server: fetch rejected as browsers do when offline, or the app did not
 * send it, knowing it is offline.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof OfflineError || (error instanceof TypeError && NETWORK_FAILURE.test(error.message));
}
// A message that is a transport's text rather than a sentence: 'status: body', JSON, or HTML.
const RAW_TEXT = /^\s*(\d{3}:|[{[<])/;

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A refused form: what each field needs, else the summary. */
function issueWords(issues: ParsedErrorMessage): ErrorWords {
  const messages = [...new Set(Object.values(issues.fieldErrors))];
  if (messages.length > 1) return { message: messages.map(sentence).join(' '), retry: false };
  return { message: messages[0] ?? (issues.summary || ERROR_WORDS.refused), retry: false };
}

function describeApiError(error: ApiError): ErrorWords {
  const { status, body } = error;
  const issues = validationIssues(error);
  if (issues) return issueWords(issues);
  // The server's own words (the body's `error`, docs/product.md#failure-words) are meant for people;
  // a 5xx's never are.
  const own = status < 500 && body?.error.trim() && !RAW_TEXT.test(body.error) ? body.error : null;
  if (status === 429) return { message: own ?? ERROR_WORDS.busy, retry: true };
  if (status === 408 || status === 502 || status === 503 || status === 504) {
    return { message: ERROR_WORDS.unavailable, retry: true };
  }
  if (status >= 500) return { message: ERROR_WORDS.server, retry: true };
  if (status === 401) return { message: ERROR_WORDS.signedOut, retry: false };
  if (own) return { message: own, retry: false };
  if (status === 403) return { message: ERROR_WORDS.forbidden, retry: false };
  if (status === 404) return { message: ERROR_WORDS.notFound, retry: false };
  return { message: ERROR_WORDS.refused, retry: false };
}

/**
 * The one place that turns a failure into words: never a status code, a JSON body or an HTML page.
 * A failure that may pass on a second try (no connection, a busy or failing server) says `retry`;
 * `fallback` is said when the failure carries no words at all.
 */
export function describeError(error: unknown, fallback: string = ERROR_WORDS.unknown): ErrorWords {
  if (error instanceof ApiError) return describeApiError(error);
  // A DOMException (a timed-out fetch) is not an Error in every runtime.
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return { message: ERROR_WORDS.network, retry: true };
  }
  if (!(error instanceof Error)) return { message: fallback, retry: false };
  if (isNetworkFailure(error)) {
    const offline = error instanceof OfflineError || !onlineManager.isOnline();
    return { message: offline ? ERROR_WORDS.offline : ERROR_WORDS.network, retry: true };
  }
  const issues = parseErrorMessage(error.message);
  if (issues) return issueWords(issues);
  // A program's own failure (a TypeError, a SyntaxError from bad JSON…) says nothing to a person.
  const programFailure = [TypeError, SyntaxError, RangeError, ReferenceError].some(
    (kind) => error instanceof kind,
  );
  if (programFailure || !error.message.trim() || RAW_TEXT.test(error.message)) {
    return { message: fallback, retry: false };
  }
  return { message: error.message, retry: false };
}
