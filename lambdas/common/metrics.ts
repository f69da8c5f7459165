import { Metrics } from '@aws-lambda-powertools/metrics';
import { API_SERVICE_NAME, METRICS_NAMESPACE } from '../../shared/backend/environment';

/**
 * CloudWatch metrics in the embedded metric format (Powertools): written to the log,
 * turned into metrics by CloudWatch in AWS; locally they simply land in the log.
 */
export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: API_SERVICE_NAME,
});
