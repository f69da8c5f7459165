import { Logger } from '@aws-lambda-powertools/logger';
import { API_SERVICE_NAME } from '../../shared/backend/environment';

/** One structured logger for every handler (Powertools). */
export const logger = new Logger({ serviceName: API_SERVICE_NAME });
