import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger for every handler (Powertools); service name from POWERTOOLS_SERVICE_NAME. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'trailer-api' });
