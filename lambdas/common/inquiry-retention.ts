import * as z from 'zod/mini';
import '../../shared/zod-config';
import { ENV } from '../../shared/backend/environment';
import { environment } from './env';

const env = environment({ [ENV.inquiryRetentionMonths]: z.coerce.number().check(z.int(), z.gte(1)) });

/**
 * When DynamoDB's TTL deletes an inquiry stored at `storedAt`: the setting inquiryRetentionMonths
 * later, in epoch seconds (the TTL attribute's unit).
 */
export function inquiryExpiry(storedAt: Date): number {
  const expiry = new Date(storedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + env()[ENV.inquiryRetentionMonths]);
  return Math.floor(expiry.getTime() / 1000);
}
