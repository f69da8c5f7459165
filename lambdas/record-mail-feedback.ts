import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import '../shared/zod-config';
import { logger } from './common/logger';
import { mailboxHash } from './common/mailbox-hash';
import { watchersRepository } from './common/watchers-repository';

/**
 * SES's event record as the configuration set's SNS destination publishes it: only what this reads.
 * A transient bounce (a full mailbox, an auto-reply) suppresses nothing; a permanent one and every
 * complaint do.
 */
const feedbackSchema = z.looseObject({
  eventType: z.string(),
  bounce: z.optional(z.looseObject({ bounceType: z.string(), bouncedRecipients: z.array(z.looseObject({ emailAddress: z.string() })) })),
  complaint: z.optional(z.looseObject({ complainedRecipients: z.array(z.looseObject({ emailAddress: z.string() })) })),
});

/** An SNS message's SES event; undefined when it is not JSON or not such an event. */
function sesEvent(message: string): z.output<typeof feedbackSchema> | undefined {
  try {
    const parsed = feedbackSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The addresses one SES event asks to stop mailing, with why; none for any other event. */
function suppressedBy(message: z.output<typeof feedbackSchema>): { addresses: string[]; reason: 'bounce' | 'complaint' } | undefined {
  if (message.eventType === 'Bounce' && message.bounce?.bounceType === 'Permanent') {
    return { addresses: message.bounce.bouncedRecipients.map((recipient) => recipient.emailAddress), reason: 'bounce' };
  }
  if (message.eventType === 'Complaint' && message.complaint) {
    return { addresses: message.complaint.complainedRecipients.map((recipient) => recipient.emailAddress), reason: 'complaint' };
  }
  return undefined;
}

/**
 * The configuration set's Bounce and Complaint events, through SNS: each bounced or complaining
 * address is deleted from the watchers and kept only as its salted hash, suppressed, so nothing is
 * mailed to it again, not even a confirmation (docs/decisions/watch-alerts.md). A record that is not
 * such an event is logged and skipped; a database failure throws, and Lambda's retries of the SNS
 * delivery take it up again (the function's error alarm tells the operator).
 */
export async function handler(event: SNSEvent): Promise<{ suppressed: number }> {
  logger.resetKeys();
  let suppressed = 0;
  for (const record of event.Records) {
    const message = sesEvent(record.Sns.Message);
    if (!message) {
      logger.warn('an SNS message that is not an SES event was skipped', { messageId: record.Sns.MessageId });
      continue;
    }
    const stop = suppressedBy(message);
    if (!stop) continue;
    for (const address of stop.addresses) {
      await watchersRepository.suppress(mailboxHash(address), stop.reason, new Date());
      suppressed += 1;
    }
    logger.info('addresses suppressed', { reason: stop.reason, count: stop.addresses.length });
  }
  return { suppressed };
}
