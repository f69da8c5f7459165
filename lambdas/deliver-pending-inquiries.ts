import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { DELIVERY_METRICS, DELIVERY_POLICY } from '../shared/backend/delivery-policy';
import { inquiriesRepository, type StoredInquiry } from './common/inquiries-repository';
import { redeliver, type DeliveryOutcome } from './common/inquiry-delivery';
import { logger } from './common/logger';
import { metrics } from './common/metrics';

/**
 * Time a delivery may take, kept free at the end of a run: its two mails (each one SES try of 13 s
 * at most with its connection, SDK_TIME_LIMITS) and the database calls that record them, with the
 * retries of a recorded send.
 */
const RESERVE_MS = 40_000;

/** What one run did: inquiries due in the index, each outcome, and how many the table shows overdue. */
export type SweepSummary = { due: number; overdue: number } & Record<DeliveryOutcome, number>;

const MINUTE_MS = 60_000;

/**
 * The overdue check: every inquiry stored more than DELIVERY_POLICY.overdueMinutes ago whose mails
 * have not both gone, read from the table itself, so one the sweeper's index is missing is found
 * too. Each is counted in the overdue metric (the alarm) and logged as an ALARM line.
 */
async function findOverdue(now: Date): Promise<StoredInquiry[]> {
  const overdue = await inquiriesRepository.listOverdue(new Date(now.getTime() - DELIVERY_POLICY.overdueMinutes * MINUTE_MS), DELIVERY_POLICY.overdueScanMaxItems);
  if (overdue.length === 0) return overdue;
  metrics.addMetric(DELIVERY_METRICS.overdue, MetricUnit.Count, overdue.length);
  metrics.publishStoredMetrics();
  for (const inquiry of overdue) {
    const waited = Math.floor((now.getTime() - Date.parse(inquiry.createdAt)) / MINUTE_MS);
    logger.error(
      `ALARM: inquiry ${inquiry.reference} has waited ${waited} minutes for its mails (seller: ${inquiry.status}, acknowledgement: ${inquiry.acknowledgement ?? 'sent'}); resend it from /inquiries if it stays`,
      { alarm: DELIVERY_METRICS.overdue, inIndex: inquiry.pending !== undefined },
    );
  }
  return overdue;
}

/**
 * The sweeper (EventBridge, every few minutes; a timer in the local runtime): delivers every
 * inquiry whose next attempt is due, left 'received' by a sender that stopped or 'failed' by
 * SES, and acknowledges every buyer whose acknowledgement did not go. Each is claimed before it is
 * sent, so one being sent elsewhere is skipped, never doubled; a failure backs off, and the last
 * allowed one raises the undelivered alarm. Overdue inquiries raise the overdue alarm, and those the
 * index is missing (with attempts left) are delivered from the table's own record.
 */
export async function handler(_event?: Partial<ScheduledEvent>, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SweepSummary> {
  logger.resetKeys();
  const now = new Date();
  const due = await inquiriesRepository.listDue(now, DELIVERY_POLICY.sweepBatchSize);
  const overdue = await findOverdue(now);
  const dueIds = new Set(due.map((inquiry) => inquiry.id));
  const missingFromIndex = overdue.filter(
    (inquiry) => !dueIds.has(inquiry.id) && inquiry.pending === undefined && inquiry.deliveryAttempts < DELIVERY_POLICY.maxAttempts,
  );
  const summary: SweepSummary = { due: due.length, overdue: overdue.length, sent: 0, failed: 0, queued: 0, busy: 0 };
  for (const inquiry of [...due, ...missingFromIndex]) {
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
  if (summary.due || summary.overdue) logger.info('sweep done', summary);
  return summary;
}
