import * as z from 'zod/mini';
import './zod-config';
import { VITAL_LIMITS, VITAL_NAMES, type VitalsBeacon } from './vitals';

const sitePath = z
  .string()
  .check(z.maxLength(200, 'path must be at most 200 characters'), z.regex(/^\/[A-Za-z0-9/_-]*$/, 'path must be a site path such as /overview'));

const metricSchema = z
  .strictObject({
    name: z.enum(VITAL_NAMES, { error: () => `metric name must be one of: ${VITAL_NAMES.join(', ')}` }),
    // zod's number refuses Infinity and NaN itself.
    value: z.number().check(z.gte(0, 'metric value must not be negative')),
  })
  .check(
    z.refine((metric) => metric.value <= VITAL_LIMITS[metric.name], {
      message: 'metric value is out of range',
      path: ['value'],
    }),
  );

/** What POST /api/vitals accepts. */
export const vitalsBeaconSchema = z.strictObject({
  path: sitePath,
  metrics: z.array(metricSchema).check(z.maxLength(VITAL_NAMES.length * 2, 'too many metrics')),
  pageViews: z.array(sitePath).check(z.maxLength(50, 'too many page views')),
}) satisfies z.ZodMiniType<VitalsBeacon>;
