import { Metrics } from '@aws-lambda-powertools/metrics';

/**
 * CloudWatch metrics in the embedded metric format (Powertools): written to the log,
 * turned into metrics by CloudWatch in AWS; locally they simply land in the log.
 */
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'TrailerSite',
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'trailer-api',
});
