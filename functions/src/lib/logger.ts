import { Logger } from '@aws-lambda-powertools/logger';
import { withSourceMappedStack } from './source-mapped-stack';

/**
 * One structured logger per Lambda; POWERTOOLS_LOG_LEVEL / POWERTOOLS_SERVICE_NAME tune it per environment.
 * A logged error's stack names the TypeScript sources (mapped when logged, not at every cold start).
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'reno-api',
  jsonReplacerFn: (_key, value) => (value instanceof Error ? withSourceMappedStack(value) : value),
});
