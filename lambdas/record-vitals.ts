import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { PAGE_PATHS } from '../shared/site-routes';
import { VITALS_BEACON_MAX_BYTES } from '../shared/vitals';
import { vitalsBeaconSchema } from '../shared/vitals-schema';
import { httpHandler, parseJsonBody } from './common/http';
import { metrics } from './common/metrics';

const KNOWN_PAGES = new Set<string>(PAGE_PATHS);

/** Known pages are their own dimension; anything else is pooled so the metric count stays bounded. */
const pageDimension = (path: string) => (KNOWN_PAGES.has(path) ? path : 'other');

/** POST /api/vitals: Core Web Vitals and page views from the browser, recorded as CloudWatch metrics. */
export const handler = httpHandler(async (event) => {
  const beacon = parseJsonBody(event, vitalsBeaconSchema, { maxBytes: VITALS_BEACON_MAX_BYTES });
  for (const view of beacon.pageViews) {
    metrics.addDimension('page', pageDimension(view));
    metrics.addMetric('PageView', MetricUnit.Count, 1);
    metrics.publishStoredMetrics();
  }
  if (beacon.metrics.length) {
    metrics.addDimension('page', pageDimension(beacon.path));
    for (const metric of beacon.metrics) {
      metrics.addMetric(metric.name, metric.name === 'CLS' ? MetricUnit.Count : MetricUnit.Milliseconds, metric.value);
    }
    metrics.publishStoredMetrics();
  }
  return { statusCode: 204 };
});
