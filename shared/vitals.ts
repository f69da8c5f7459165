/**
 * The field-measurement beacon (the web-vitals and page views of docs/product.md#calls, without
 * a third-party script): paths, metric names and numbers only, nothing personal.
 * Kept free of zod so the browser's reporter stays tiny; the schema is in vitals-schema.ts.
 */
export const VITALS_ENDPOINT = '/api/vitals';
export const VITALS_BEACON_MAX_BYTES = 4 * 1024;

/** Upper bounds beyond which a value is a broken measurement, not a slow page. */
export const VITAL_LIMITS = { CLS: 10, FCP: 120_000, INP: 60_000, LCP: 120_000, TTFB: 120_000 } as const;
export type VitalName = keyof typeof VITAL_LIMITS;
export const VITAL_NAMES = Object.keys(VITAL_LIMITS) as VitalName[];

export interface VitalsBeacon {
  /** The page whose load the metrics measure. */
  path: string;
  metrics: { name: VitalName; value: number }[];
  /** Pages viewed since the last beacon (the first load and client-side navigations). */
  pageViews: string[];
}
