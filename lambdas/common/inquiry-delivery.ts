import { setTimeout as sleep } from 'node:timers/promises';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import * as z from 'zod/mini';
import '../../shared/zod-config';
import { DELIVERY_METRICS, DELIVERY_POLICY } from '../../shared/backend/delivery-policy';
import { ENV } from '../../shared/backend/environment';
import { environment } from './env';
import { inquiriesRepository, type ClaimedInquiry, type StoredInquiry } from './inquiries-repository';
import { sellerNotification } from './inquiry-email';
import { logger } from './logger';
import { sendEmail } from './mailer';
import { metrics } from './metrics';

const env = environment({ [ENV.sellerEmail]: z.email(), [ENV.sesSender]: z.email() });

/** The seller's address, the one the site mails, and the site's sender, in From. */
export function mailAddresses(): { seller: string; sender: string } {
  const { [ENV.sellerEmail]: seller, [ENV.sesSender]: sender } = env();
  return { seller, sender };
}

/**
 * What became of a delivery: the seller's mail went out, it failed (stored as 'failed' and retried
 * later), or nothing was sent because the inquiry is sent already or another sender holds it.
 */
export type DeliveryOutcome = 'sent' | 'failed' | 'busy';

/** Waits between tries to record a sent mail: a database hiccup must not make the sweeper mail it again. */
const RECORD_SENT_RETRY_MS = [250, 500, 1000, 2000];

function count(metric: string) {
  metrics.addMetric(metric, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}

async function recordSent(inquiry: ClaimedInquiry, messageId: string | undefined): Promise<void> {
  for (const wait of [0, ...RECORD_SENT_RETRY_MS]) {
    await sleep(wait);
    try {
      if (!(await inquiriesRepository.markSent(inquiry.id, inquiry.claimId, messageId, new Date()))) {
        logger.error('the claim on this delivery ran out before it was recorded; the lease is shorter than a sender can run', { messageId });
      }
      return;
    } catch (error) {
      logger.warn('could not record the sent mail yet', { messageId, error: (error as Error).name });
    }
  }
  logger.error('the seller has the inquiry but it could not be recorded as sent; the sweeper may mail it again after the lease', { messageId });
}

async function recordFailure(inquiry: ClaimedInquiry, error: Error): Promise<void> {
  const attempts = inquiry.deliveryAttempts;
  count(DELIVERY_METRICS.attemptFailed);
  logger.error('the seller e-mail failed; the inquiry stays stored', { attempt: attempts, error });
  try {
    await inquiriesRepository.markFailed(inquiry.id, inquiry.claimId, attempts, error.name, new Date());
  } catch (recordError) {
    // The inquiry keeps its claim, which runs out into the sweeper's hands.
    logger.error('could not record the failed attempt', recordError as Error);
  }
  if (attempts >= DELIVERY_POLICY.maxAttempts) {
    count(DELIVERY_METRICS.undelivered);
    logger.error(`ALARM: inquiry ${inquiry.reference} undelivered after ${attempts} attempts; resend it from /inquiries`, {
      alarm: DELIVERY_METRICS.undelivered,
    });
  }
}

/**
 * Mails a claimed inquiry to the seller (Reply-To the buyer) and records the outcome on it under
 * its claim: 'sent' with SES's message id, or 'failed' with the time of the next attempt.
 */
export async function deliverClaimed(inquiry: ClaimedInquiry): Promise<'sent' | 'failed'> {
  const { seller, sender } = mailAddresses();
  let messageId: string | undefined;
  try {
    messageId = await sendEmail({ from: sender, to: seller, replyTo: inquiry.email, ...sellerNotification(inquiry, inquiry.reference) });
  } catch (error) {
    await recordFailure(inquiry, error as Error);
    return 'failed';
  }
  await recordSent(inquiry, messageId);
  count(DELIVERY_METRICS.delivered);
  logger.info('inquiry sent to the seller', { appointment: inquiry.appointmentType, attempt: inquiry.deliveryAttempts, messageId });
  return 'sent';
}

/**
 * Delivers a stored inquiry again (the visitor's retry, the admin's resend, the sweeper): claims it
 * first, so an inquiry sent already, or being sent right now by another sender, is never mailed twice.
 */
export async function redeliver(id: string): Promise<{ outcome: DeliveryOutcome; inquiry: StoredInquiry | undefined }> {
  const claimed = await inquiriesRepository.claim(id, new Date());
  if (!claimed) return { outcome: 'busy', inquiry: await inquiriesRepository.get(id) };
  return { outcome: await deliverClaimed(claimed), inquiry: claimed };
}
