import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { EventBridgeEvent } from 'aws-lambda';
import { DELIVERY_METRICS } from '../shared/backend/delivery-policy';
import { INQUIRY_MAIL_TAGS, sesSendEventSchema } from '../shared/backend/mail-events';
import { inquiriesRepository } from './common/inquiries-repository';
import { logger } from './common/logger';
import { metrics } from './common/metrics';

/** What one event came to: the mail recorded now, or found recorded already (by its sender, or an earlier copy of the event). */
export type MailSentOutcome = 'recorded' | 'already-recorded';

/**
 * SES's Send event of an inquiry mail (EventBridge rule, shared/backend/mail-events.ts; locally the
 * runtime publishes the same event when the local SES accepts a mail): records the mail as sent with
 * SES's message id, the mark its sender makes, so a sender that died after SES took the mail does not
 * leave it to be sent again. Idempotent: EventBridge may deliver an event more than once. An event
 * that does not read as an inquiry's Send event throws (the function's error alarm), as does a
 * database error, which Lambda's retries of the asynchronous invocation take up again.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<MailSentOutcome> {
  logger.resetKeys();
  const parsed = sesSendEventSchema.safeParse(event);
  if (!parsed.success) {
    const problem = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Not an inquiry mail's SES Send event: ${problem}`);
  }
  const { messageId, tags } = parsed.data.detail.mail;
  const [id] = tags[INQUIRY_MAIL_TAGS.inquiry];
  const [mail] = tags[INQUIRY_MAIL_TAGS.mail];
  logger.appendKeys({ inquiryId: id, mail, messageId });
  if (!(await inquiriesRepository.markSentBySes(id, mail, messageId, new Date()))) {
    logger.info('SES sent a mail that was recorded already');
    return 'already-recorded';
  }
  metrics.addMetric(DELIVERY_METRICS.recordedBySes, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
  logger.info(`the ${mail} e-mail was recorded from SES's Send event, before its sender recorded it (if it still can)`);
  return 'recorded';
}
