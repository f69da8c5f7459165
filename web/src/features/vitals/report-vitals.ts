import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITALS_ENDPOINT, type VitalName, type VitalsBeacon } from '../../../../shared/vitals';

/**
 * Field measurement: the Core Web Vitals (LCP, INP, CLS, plus FCP and TTFB) of this page
 * load and the pages viewed, sent with sendBeacon whenever the page is hidden (the last
 * moment a browser reliably allows). Loaded only after the page is interactive; about
 * 2.3 KB compressed (web-vitals 4: version 6 alone is over 3 KB). Nothing personal is sent.
 */
const pendingMetrics = new Map<VitalName, number>();
const pendingViews: string[] = [];
const loadedPath = location.pathname;

function flush() {
  if (pendingMetrics.size === 0 && pendingViews.length === 0) return;
  const beacon: VitalsBeacon = {
    path: loadedPath,
    metrics: [...pendingMetrics].map(([name, value]) => ({ name, value })),
    pageViews: pendingViews.splice(0),
  };
  pendingMetrics.clear();
  navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(beacon));
}

const record = (metric: Metric) => pendingMetrics.set(metric.name as VitalName, metric.value);

export function startVitalsReporting(): void {
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(record);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}

export function recordPageView(path: string): void {
  pendingViews.push(path);
}
