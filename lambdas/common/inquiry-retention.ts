import { z } from 'zod';
import { INQUIRY_RETENTION_ENV } from '../../infra/tables';
import { environment } from './env';

const env = environment({ [INQUIRY_RETENTION_ENV]: z.coerce.number().int().min(1) });

/**
 * When DynamoDB's TTL deletes an inquiry stored at `storedAt`: the setting inquiryRetentionMonths
 * later, in epoch seconds (the TTL attribute's unit).
 */
export function inquiryExpiry(storedAt: Date): number {
  const expiry = new Date(storedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + (env()[INQUIRY_RETENTION_ENV] as number));
  return Math.floor(expiry.getTime() / 1000);
}
