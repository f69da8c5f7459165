import { setTimeout as sleep } from 'node:timers/promises';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import * as z from 'zod/mini';
import '../../shared/zod-config';
import { DELIVERY_METRICS, DELIVERY_POLICY } from '../../shared/backend/delivery-policy';
import { ENV } from '../../shared/backend/environment';
import { INQUIRY_MAIL_TAGS } from '../../shared/backend/mail-events';
import { environment } from './env';
import { inquiriesRepository, type ClaimedInquiry, type InquiryMail, type StoredInquiry } from './inquiries-repository';
import { appointmentInvite, buyerAcknowledgement, repeatedMail, sellerNotification } from './inquiry-email';
import { logger } from './logger';
import { sendEmail, type OutgoingEmail } from './mailer';
import { metrics } from './metrics';

const env = environment({ [ENV.sellerEmail]: z.email(), [ENV.sesSender]: z.email() });

/** The seller's address, the one the site mails, and the site's sender, in From. */
export function mailAddresses(): { seller: string; sender: string } {
  const { [ENV.sellerEmail]: seller, [ENV.sesSender]: sender } = env();
  return { seller, sender };
}

/**
 * What became of a delivery: the seller's mail went out ('sent'); SES refused it, so it did not go
 * and waits for the sweeper ('failed'); it is stored but whether SES took it is not known, or its
 * sending could not be recorded, and the sweeper finishes it ('queued'); or nothing was sent because
 * it is done already or another sender holds it ('busy').
 */
export type DeliveryOutcome = 'sent' | 'failed' | 'queued' | 'busy';

/** Waits between tries to record a mail SES accepted: a database hiccup must not make the sweeper mail it again. */
const RECORD_SENT_RETRY_MS = [250, 500, 1000, 2000, 4000];

function count(metric: string) {
  metrics.addMetric(metric, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}

/** Whether SES answered the send: an answered refusal did not send the mail, a timeout or a dropped connection may have. */
const answeredBySes = (error: unknown) => typeof (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 'number';

/**
 * Records what SES accepted, trying again through a database hiccup. True once recorded (or found
 * lost to another claim); false when the database stayed unreachable, so the sweeper will send it
 * again, as a marked repeat, once the claim runs out.
 */
async function recordAccepted(record: () => Promise<boolean>, messageId: string | undefined): Promise<boolean> {
  for (const wait of [0, ...RECORD_SENT_RETRY_MS]) {
    await sleep(wait);
    try {
      if (!(await record())) {
        logger.error('the claim on this delivery ran out before it was recorded; the lease is shorter than a sender can run', { messageId });
      }
      return true;
    } catch (error) {
      logger.warn('could not record the sent mail yet', { messageId, error: (error as Error).name });
    }
  }
  logger.error('SES has the mail but it could not be recorded as sent; the sweeper will send it again, marked as a repeat, after the lease', { messageId });
  return false;
}

async function recordFailure(inquiry: ClaimedInquiry, mail: InquiryMail, error: Error): Promise<void> {
  const attempts = inquiry.deliveryAttempts;
  const outcomeUnknown = !answeredBySes(error);
  if (mail === 'seller') count(DELIVERY_METRICS.attemptFailed);
  logger.error(`the ${mail} e-mail failed; the inquiry stays stored`, { attempt: attempts, outcomeUnknown, error });
  try {
    await inquiriesRepository.markFailed(inquiry.id, inquiry.claimId, { mail, attempts, errorName: error.name, outcomeUnknown }, new Date());
  } catch (recordError) {
    // The inquiry keeps its claim, which runs out into the sweeper's hands.
    logger.error('could not record the failed attempt', recordError as Error);
  }
  if (mail === 'seller' && attempts >= DELIVERY_POLICY.maxAttempts) {
    count(DELIVERY_METRICS.undelivered);
    logger.error(`ALARM: inquiry ${inquiry.reference} undelivered after ${attempts} attempts; resend it from /inquiries`, {
      alarm: DELIVERY_METRICS.undelivered,
    });
  }
}

/**
 * What a send under a claim came to: SES's message id; or not accepted, either refused by SES
 * (it did not go) or with the outcome unknown (it may have gone, or was not sent and is left to
 * the sweeper).
 */
type SendResult = { accepted: true; messageId: string | undefined } | { accepted: false; outcomeUnknown: boolean };

/**
 * Hands one of the inquiry's mails to SES under the claim: first records that it is being sent, so a
 * sender that stops before recording the outcome leaves SES's Send event to record it, and, should
 * SES not have taken it, the next send marked as a possible repeat; every copy carries the inquiry's
 * References line, so a repeat joins the first one's thread.
 */
async function sendUnderClaim(inquiry: ClaimedInquiry, mail: InquiryMail, email: OutgoingEmail): Promise<SendResult> {
  const isRepeat = inquiry.mailing === mail;
  try {
    if (!(await inquiriesRepository.markMailing(inquiry, mail, new Date()))) {
      logger.error('the claim on this delivery ran out before its mail was sent; nothing was sent');
      return { accepted: false, outcomeUnknown: true };
    }
  } catch (error) {
    // Nothing was sent; the claim runs out into the sweeper's hands.
    logger.warn(`could not record that the ${mail} e-mail is being sent; not sent now`, { error: (error as Error).name });
    return { accepted: false, outcomeUnknown: true };
  }
  try {
    // Tagged, so SES's Send event names the inquiry and the mail, and records it should this sender stop.
    const tags = [
      { name: INQUIRY_MAIL_TAGS.inquiry, value: inquiry.id },
      { name: INQUIRY_MAIL_TAGS.mail, value: mail },
    ];
    const messageId = await sendEmail({ ...(isRepeat ? repeatedMail(email) : email), tags });
    if (isRepeat) logger.warn(`the ${mail} e-mail was sent again, marked as a repeat: an earlier send may have gone`, { messageId });
    return { accepted: true, messageId };
  } catch (error) {
    await recordFailure(inquiry, mail, error as Error);
    return { accepted: false, outcomeUnknown: !answeredBySes(error) };
  }
}

/** The header that threads every copy of an inquiry's mail to one recipient together. */
function threadHeaders(inquiry: StoredInquiry, mail: InquiryMail, sender: string): OutgoingEmail['headers'] {
  const domain = sender.slice(sender.lastIndexOf('@') + 1);
  return [{ name: 'References', value: `<${mail}.${inquiry.id}@${domain}>` }];
}

/** Mails the buyer their acknowledgement (with the tentative calendar entry of an appointment). */
async function acknowledge(inquiry: ClaimedInquiry): Promise<SendResult> {
  const { seller, sender } = mailAddresses();
  const invite = appointmentInvite(inquiry, inquiry.reference, seller, new Date());
  return sendUnderClaim(inquiry, 'acknowledgement', {
    from: sender,
    to: inquiry.email,
    replyTo: seller,
    ...buyerAcknowledgement(inquiry, inquiry.reference),
    headers: threadHeaders(inquiry, 'acknowledgement', sender),
    attachments: invite ? [{ fileName: 'viewing-request.ics', contentType: 'text/calendar; method=REQUEST', content: invite }] : undefined,
  });
}

/**
 * Delivers a claimed inquiry's mails and records each outcome on it under its claim: the seller's
 * (Reply-To the buyer) unless sent already, then the buyer's acknowledgement if still due. The
 * outcome is the seller's mail's: a failed acknowledgement is only recorded, for the sweeper.
 */
export async function deliverClaimed(inquiry: ClaimedInquiry): Promise<Exclude<DeliveryOutcome, 'busy'>> {
  const { seller, sender } = mailAddresses();
  const acknowledgementDue = inquiry.acknowledgement === 'pending';
  if (inquiry.status !== 'sent') {
    const result = await sendUnderClaim(inquiry, 'seller', {
      from: sender,
      to: seller,
      replyTo: inquiry.email,
      ...sellerNotification(inquiry, inquiry.reference),
      headers: threadHeaders(inquiry, 'seller', sender),
    });
    if (!result.accepted) return result.outcomeUnknown ? 'queued' : 'failed';
    const { messageId } = result;
    count(DELIVERY_METRICS.delivered);
    logger.info('inquiry sent to the seller', { appointment: inquiry.appointmentType, attempt: inquiry.deliveryAttempts, messageId });
    const recorded = await recordAccepted(
      () => inquiriesRepository.markSent(inquiry.id, inquiry.claimId, messageId, new Date(), acknowledgementDue),
      messageId,
    );
    // Unrecorded, the acknowledgement waits: the sweeper sends both once the claim runs out.
    if (!recorded) return 'sent';
  }
  if (acknowledgementDue) {
    const result = await acknowledge(inquiry);
    if (result.accepted) await recordAccepted(() => inquiriesRepository.markAcknowledged(inquiry.id, inquiry.claimId, new Date()), result.messageId);
  }
  return 'sent';
}

/**
 * Delivers a stored inquiry again (the visitor's retry, the admin's resend, the sweeper): claims it
 * first, so an inquiry done already, or being sent right now by another sender, is never mailed twice.
 */
export async function redeliver(id: string): Promise<{ outcome: DeliveryOutcome; inquiry: StoredInquiry | undefined }> {
  const claimed = await inquiriesRepository.claim(id, new Date());
  if (!claimed) return { outcome: 'busy', inquiry: await inquiriesRepository.get(id) };
  return { outcome: await deliverClaimed(claimed), inquiry: claimed };
}
