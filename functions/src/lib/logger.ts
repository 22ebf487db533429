import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per Lambda; POWERTOOLS_LOG_LEVEL / POWERTOOLS_SERVICE_NAME tune it per environment. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'reno-api' });
