import { createHash, randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import '../shared/zod-config';
import {
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  INQUIRY_RATE_LIMIT,
  contactReceiptUrl,
  type ContactResponse,
  type InquiryLanguage,
} from '../shared/contact';
import { FRENCH_CONTACT_MESSAGES, FRENCH_CONTACT_PROBLEMS } from '../shared/contact-form-fr';
import { contactInquirySchema } from '../shared/contact-schema';
import { mailboxKey } from '../shared/email-address';
import { clientAddress, HttpError, httpHandler, json, type HttpResult } from './common/http';
import { deliveryFailed } from './common/delivery-failed';
import { deliverClaimed, redeliver, type DeliveryOutcome } from './common/inquiry-delivery';
import { inquiryExpiry } from './common/inquiry-retention';
import { firstAttemptClaim, INQUIRY_KIND, inquiriesRepository, type StoredInquiry } from './common/inquiries-repository';
import { refusalPage } from './common/inquiry-pages';
import { answerFormat, formSubmissionKeys, type AnswerFormat } from './common/form-posts';
import { InquiryRefused, firstStored, readInquiry, type InquirySchemas } from './common/inquiry-request';
import { logger } from './common/logger';
import { clientNetwork } from './common/client-network';
import { withinRollingHourLimit } from './common/rate-limiter';

const schemas: InquirySchemas = { en: contactInquirySchema(), fr: contactInquirySchema(undefined, FRENCH_CONTACT_PROBLEMS) };

/** The answers' words in the inquiry's language. */
const ANSWER_WORDS = { en: CONTACT_MESSAGES, fr: FRENCH_CONTACT_MESSAGES } as const;

const idempotencyKeySchema = z.uuid({ error: () => `The ${IDEMPOTENCY_HEADER} header must be a UUID` });

/** A short, readable reference the buyer can quote, derived from the inquiry id. */
const referenceFor = (id: string, now: Date) =>
  `INQ-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${createHash('sha256').update(id).digest('hex').slice(0, 6).toUpperCase()}`;

/** A browser's own form post is sent on to the receipt page, so a reload never posts it again. */
const seeReceipt = (id: string): HttpResult => ({ statusCode: 303, headers: { location: contactReceiptUrl(id), 'cache-control': 'no-store' } });

/**
 * The answer for a delivery. The script's JSON: the seller has it (200); it is stored and on its way,
 * though not yet known to be with the seller (202, the sweeper finishes it); SES refused it and it
 * stays stored for the sweeper (502); or another sender holds it right now (409, try again shortly).
 * A form post: its receipt page, which shows each of these states.
 */
function resultOf(inquiry: Pick<StoredInquiry, 'id' | 'reference'>, outcome: DeliveryOutcome, format: AnswerFormat, language: InquiryLanguage): HttpResult {
  if (format === 'page') return seeReceipt(inquiry.id);
  const { reference } = inquiry;
  if (outcome === 'sent') return json(200, { success: true, reference } satisfies ContactResponse);
  if (outcome === 'queued') return json(202, { success: true, reference, queued: true, message: ANSWER_WORDS[language].onItsWay } satisfies ContactResponse);
  if (outcome === 'failed') return deliveryFailed(reference);
  throw new InquiryRefused(409, ANSWER_WORDS[language].inProgress, language);
}

/**
 * A submission whose inquiry is stored already (the visitor's retry, a double click, or two copies
 * racing): a sent one answers as before; an unsent one is delivered now unless another sender holds it.
 */
async function retried(id: string, now: Date, format: AnswerFormat, language: InquiryLanguage): Promise<HttpResult> {
  const { outcome, inquiry } = await redeliver(id);
  if (!inquiry) throw new InquiryRefused(409, ANSWER_WORDS[language].inProgress, language);
  logger.info('inquiry retried', { reference: inquiry.reference, status: inquiry.status, outcome });
  return resultOf(inquiry, outcome === 'busy' && inquiry.status === 'sent' ? 'sent' : outcome, format, language);
}

/**
 * POST /api/contact: stores the inquiry first, then mails it to the seller (Reply-To the
 * buyer) and an acknowledgement to the buyer. Nothing is lost: a failed send leaves the
 * inquiry stored, and in the sweeper's index until both mails went. The idempotency key (the script's, or one
 * derived from a form post) makes a retry deliver what is not delivered yet and change nothing else.
 */
export const handler = httpHandler(
  async (event) => {
    const inquiry = readInquiry(event, schemas);
    const { language } = inquiry;
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
    if (earlier) return retried(earlier.id, now, format, language);

    const allowed =
      (await withinRollingHourLimit('ip', clientNetwork(sourceIp), INQUIRY_RATE_LIMIT.perHour, now)) &&
      (await withinRollingHourLimit('email', mailboxKey(inquiry.email), INQUIRY_RATE_LIMIT.perHour, now));
    if (!allowed) throw new InquiryRefused(429, ANSWER_WORDS[language].rateLimited, language);

    const { [HONEYPOT_FIELD]: _honeypot, ...fields } = inquiry;
    // Stored with this request's claim on the first attempt: until it runs out, nobody else sends it.
    const stored = {
      ...fields,
      ...firstAttemptClaim(now),
      id,
      kind: INQUIRY_KIND,
      reference: referenceFor(id, now),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      expiresAt: inquiryExpiry(now),
    } satisfies StoredInquiry;
    if (!(await inquiriesRepository.createIfAbsent(stored))) {
      // Our own write, answered as a conflict when the SDK retried it after a lost reply: still ours to send.
      const existing = await inquiriesRepository.get(id);
      if (existing?.claimId !== stored.claimId) return retried(id, now, format, language);
    }
    logger.appendKeys({ reference: stored.reference });

    return resultOf(stored, await deliverClaimed(stored), format, language);
  },
  { errorAnswer: (event, error) => (answerFormat(event) === 'page' ? refusalPage(error) : undefined) },
);
