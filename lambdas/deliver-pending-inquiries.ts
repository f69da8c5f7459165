import type { Context, ScheduledEvent } from 'aws-lambda';
import { DELIVERY_POLICY } from '../shared/backend/delivery-policy';
import { inquiriesRepository } from './common/inquiries-repository';
import { redeliver, type DeliveryOutcome } from './common/inquiry-delivery';
import { logger } from './common/logger';

/**
 * Time a delivery may take, kept free at the end of a run: its two mails (each one SES try of 13 s
 * at most with its connection, SDK_TIME_LIMITS) and the database calls that record them, with the
 * retries of a recorded send.
 */
const RESERVE_MS = 40_000;

export type SweepSummary = { due: number } & Record<DeliveryOutcome, number>;

/**
 * The sweeper (EventBridge, every few minutes; a timer in the local runtime): delivers every
 * inquiry whose next attempt is due, left 'received' by a sender that stopped or 'failed' by
 * SES, and acknowledges every buyer whose acknowledgement did not go. Each is claimed before it is sent, so one being sent elsewhere is skipped, never doubled;
 * a failure backs off, and the last allowed one raises the undelivered alarm.
 */
export async function handler(_event?: Partial<ScheduledEvent>, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SweepSummary> {
  logger.resetKeys();
  const due = await inquiriesRepository.listDue(new Date(), DELIVERY_POLICY.sweepBatchSize);
  const summary: SweepSummary = { due: due.length, sent: 0, failed: 0, queued: 0, busy: 0 };
  for (const inquiry of due) {
    if (context && context.getRemainingTimeInMillis() < RESERVE_MS) break;
    logger.appendKeys({ reference: inquiry.reference });
    try {
      summary[(await redeliver(inquiry.id)).outcome] += 1;
    } catch (error) {
      // A database error on one leaves it due; the next run takes it up again.
      logger.error('could not deliver a due inquiry', error as Error);
    }
    logger.removeKeys(['reference']);
  }
  if (summary.due) logger.info('sweep done', summary);
  return summary;
}
