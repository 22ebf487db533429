import {
  groupIssues,
  isUpgradeRequiredMessage,
  parseErrorMessage,
  type ParsedErrorMessage,
} from '@reno/domain';
import { ApiError } from './api-client';

/**
 * SPEC §8 plan limit: the server's upgradeRequired flag, or else a message with 'reached the limit',
 * 'upgradeRequired' or 'free plan' in it.
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
