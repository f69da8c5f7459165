import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  INQUIRY_RATE_LIMIT,
  contactReceiptUrl,
  type ContactResponse,
} from '../shared/contact';
import { contactInquirySchema } from '../shared/contact-schema';
import { mailboxKey } from '../shared/email-address';
import { clientAddress, HttpError, httpHandler, json, type HttpResult } from './common/http';
import { deliverToSeller, sellerAddresses } from './common/inquiry-delivery';
import { appointmentInvite, buyerAcknowledgement } from './common/inquiry-email';
import { inquiryExpiry } from './common/inquiry-retention';
import { INQUIRY_KIND, inquiriesRepository, type StoredInquiry } from './common/inquiries-repository';
import { refusalPage } from './common/inquiry-pages';
import { answerFormat, firstStored, formSubmissionKeys, readInquiry, type AnswerFormat } from './common/inquiry-request';
import { logger } from './common/logger';
import { sendEmail } from './common/mailer';
import { withinHourlyLimit } from './common/rate-limiter';

const schema = contactInquirySchema();

const idempotencyKeySchema = z.uuid({ error: () => `The ${IDEMPOTENCY_HEADER} header must be a UUID` });

/** A short, readable reference the buyer can quote, derived from the inquiry id. */
const referenceFor = (id: string, now: Date) =>
  `INQ-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${createHash('sha256').update(id).digest('hex').slice(0, 6).toUpperCase()}`;

/** A browser's own form post is sent on to the receipt page, so a reload never posts it again. */
const seeReceipt = (id: string): HttpResult => ({ statusCode: 303, headers: { location: contactReceiptUrl(id), 'cache-control': 'no-store' } });

/** The answer for an inquiry already stored: the first result, so a retry changes nothing. */
function resultOf(stored: StoredInquiry, format: AnswerFormat): HttpResult {
  if (format === 'page') return seeReceipt(stored.id);
  if (stored.status === 'sent') return json(200, { success: true, reference: stored.reference } satisfies ContactResponse);
  if (stored.status === 'failed') {
    return json(502, { success: false, error: CONTACT_MESSAGES.sendFailed, reference: stored.reference } satisfies ContactResponse);
  }
  throw new HttpError(409, CONTACT_MESSAGES.inProgress);
}

/**
 * POST /api/contact: stores the inquiry first, then mails it to the seller (Reply-To the
 * buyer) and an acknowledgement to the buyer. Nothing is lost: a failed send leaves the
 * inquiry stored and marked 'failed'. The form's idempotency key makes a retry a no-op.
 */
export const handler = httpHandler(async (event) => {
  const inquiry = readInquiry(event, schema);
  const format = answerFormat(event);
  const now = new Date();

  if (inquiry[HONEYPOT_FIELD]) {
    // Bots get the answer a person would, so they learn nothing; nothing is stored or sent.
    logger.info('inquiry dropped: honeypot filled');
    if (format === 'page') return seeReceipt(randomUUID());
    return json(200, { success: true, reference: referenceFor(randomUUID(), now) } satisfies ContactResponse);
  }

  const keyHeader = event.headers?.[IDEMPOTENCY_HEADER];
  const key = keyHeader === undefined ? undefined : idempotencyKeySchema.safeParse(keyHeader);
  if (key && !key.success) throw new HttpError(400, key.error.issues[0]?.message ?? 'Invalid idempotency key');
  const sourceIp = clientAddress(event);
  // A form posted without the script carries no key: it gets one derived from what was sent.
  const keys = key ? [key.data] : format === 'page' ? formSubmissionKeys(sourceIp, inquiry, now) : [];
  const id = keys[0] ?? randomUUID();

  const earlier = await firstStored(keys);
  if (earlier) {
    logger.info('inquiry retried', { reference: earlier.reference, status: earlier.status });
    return resultOf(earlier, format);
  }

  const allowed =
    (await withinHourlyLimit('ip', sourceIp, INQUIRY_RATE_LIMIT.perHour, now)) &&
    (await withinHourlyLimit('email', mailboxKey(inquiry.email), INQUIRY_RATE_LIMIT.perHour, now));
  if (!allowed) throw new HttpError(429, CONTACT_MESSAGES.rateLimited);

  const { [HONEYPOT_FIELD]: _honeypot, ...fields } = inquiry;
  const stored: StoredInquiry = {
    ...fields,
    id,
    kind: INQUIRY_KIND,
    reference: referenceFor(id, now),
    status: 'received',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: inquiryExpiry(now),
  };
  if (!(await inquiriesRepository.createIfAbsent(stored))) {
    // Two copies of one submission raced; the other one is handling it.
    const winner = await inquiriesRepository.get(id);
    if (!winner) throw new HttpError(409, CONTACT_MESSAGES.inProgress);
    return resultOf(winner, format);
  }
  logger.appendKeys({ reference: stored.reference });

  if (!(await deliverToSeller(stored))) return resultOf({ ...stored, status: 'failed' }, format);

  const { SELLER_EMAIL, SES_SENDER } = sellerAddresses();
  const invite = appointmentInvite(inquiry, stored.reference, SELLER_EMAIL, now);
  try {
    await sendEmail({
      from: SES_SENDER,
      to: inquiry.email,
      replyTo: SELLER_EMAIL,
      ...buyerAcknowledgement(inquiry, stored.reference),
      attachments: invite ? [{ fileName: 'viewing-request.ics', contentType: 'text/calendar; method=REQUEST', content: invite }] : undefined,
    });
  } catch (error) {
    // The seller has the inquiry; a missing acknowledgement is worth a log line, not a failure.
    logger.warn('buyer acknowledgement failed', error as Error);
  }
  return resultOf({ ...stored, status: 'sent' }, format);
}, { errorAnswer: (event, error) => (answerFormat(event) === 'page' ? refusalPage(error) : undefined) });
