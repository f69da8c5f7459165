import { createHash, randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import '../shared/zod-config';
import { IDEMPOTENCY_HEADER, INQUIRY_RATE_LIMIT } from '../shared/contact';
import { QUOTATION_COPY } from '../web/src/content/quotation';
import { mailboxKey } from '../shared/email-address';
import type { Locale } from '../shared/site-routes';
import {
  QUOTATION_MAX_BODY_BYTES,
  QUOTATION_MESSAGES,
  QUOTATION_RATE_LIMIT,
  computeQuotation,
  quotationNumber,
  type Quotation,
  type QuotationRequest,
  type QuotationResponse,
  type SellerCopy,
} from '../shared/quotation';
import { quotationRequestSchema } from '../shared/quotation-schema';
import { ENV } from '../shared/backend/environment';
import { destinationPlace } from './common/destinations';
import { environment } from './common/env';
import { attachment, clientAddress, HttpError, httpHandler, json, parseFormBody, parseJsonBody, rawBody, type HttpEvent, type HttpResult } from './common/http';
import { answerFormat, formSubmissionKeys, FORM_TYPE, JSON_TYPE, mediaType } from './common/form-posts';
import { ENGLISH_ANSWER_PAGE, quotationRefusalPage, type AnswerPageWords } from './common/delivered-cost-page';
import { FRENCH_ANSWER_PAGE } from './common/delivered-cost-page-fr';
import { lazy } from './common/lazy';
import { inquiryExpiry } from './common/inquiry-retention';
import { listingRepository } from './common/listing-repository';
import { logger } from './common/logger';
import { sendEmail } from './common/mailer';
import { provideWebBuildSettings, publicSettings } from './common/public-settings';
import { sellerQuotationCopy } from './common/quotation-email';
import { listingFactsRepository } from './common/listing-facts-repository';
import { quotationSeller, quotationsRepository, type StoredQuotation } from './common/quotations';
import { clientNetwork } from './common/client-network';
import { withinRollingHourLimit } from './common/rate-limiter';
import { refuseCrossSite } from './common/same-origin';

const env = environment({ [ENV.sesSender]: z.email() });

const idempotencyKeySchema = z.uuid({ error: () => `The ${IDEMPOTENCY_HEADER} header must be a UUID` });

/** The quotation as the buyer holds it: the stored record without the buyer's address or the request's bookkeeping. */
function issued({ email: _email, requestKey: _key, writeId: _write, sellerCopy: _copy, expiresAt: _expires, ...quotation }: StoredQuotation): Quotation {
  return quotation;
}

/** The quotation's PDF and file name in `language`: the buyer's page's (the seller's copy is English). */
async function quotationPdfIn(language: Locale) {
  provideWebBuildSettings();
  return language === 'fr' ? import('../web/src/features/quotation/french-quotation-pdf') : import('../web/src/features/quotation/quotation-pdf');
}

/** The PDF of a quotation, the same document the buyer's page sets and the seller receives. */
async function quotationPdfOf(quotation: Quotation, language: Locale = 'en'): Promise<Uint8Array> {
  return (await quotationPdfIn(language)).quotationPdf(quotation);
}

/**
 * The answer: the quotation as JSON for the page's script; for the browser's own form post (the
 * estimator's answer page, without a script) the PDF itself, saved under its number.
 */
async function answer(event: HttpEvent, stored: StoredQuotation, status: 200 | 201, language: Locale, englishPdf = lazy(() => quotationPdfOf(issued(stored)))): Promise<HttpResult> {
  if (answerFormat(event) === 'page') {
    const { quotationFileName } = await quotationPdfIn(language);
    const pdf = language === 'en' ? await englishPdf() : await quotationPdfOf(issued(stored), language);
    return attachment(quotationFileName(stored.number), 'application/pdf', pdf);
  }
  const sellerCopy: SellerCopy = stored.sellerCopy === 'pending' ? 'failed' : stored.sellerCopy;
  return json(status, { quotation: issued(stored), sellerCopy } satisfies QuotationResponse);
}

/**
 * The words of a refused form post's page: French when the form said so. Read from the raw body, since
 * the refusal may be the body's own (a field the schema refused); a body too large to read is English.
 */
function refusalWords(event: HttpEvent): AnswerPageWords {
  try {
    const language = new URLSearchParams(rawBody(event, { maxBytes: QUOTATION_MAX_BODY_BYTES }).toString('utf8')).get('language');
    return language === FRENCH_ANSWER_PAGE.locale ? FRENCH_ANSWER_PAGE : ENGLISH_ANSWER_PAGE;
  } catch {
    return ENGLISH_ANSWER_PAGE;
  }
}

/** The request: the script's JSON or the browser's form post, each checked by the one schema; anything else 415. */
function readRequest(event: HttpEvent): QuotationRequest {
  const type = mediaType(event);
  if (type === JSON_TYPE) return parseJsonBody(event, quotationRequestSchema, { maxBytes: QUOTATION_MAX_BODY_BYTES });
  if (type === FORM_TYPE) return parseFormBody(event, quotationRequestSchema, { maxBytes: QUOTATION_MAX_BODY_BYTES });
  throw new HttpError(415, QUOTATION_MESSAGES.unsupportedType);
}

/**
 * The request's idempotency key: the script's; for a form post, one derived from the client, the
 * request and a 10-minute window (a prerendered page cannot carry a key:
 * docs/decisions/contact-form-without-javascript.md), so a double click gets the same quotation;
 * otherwise a new one (each call then issues its own quotation).
 */
function requestKey(event: HttpEvent, request: QuotationRequest, now: Date): string {
  const header = event.headers?.[IDEMPOTENCY_HEADER];
  if (header === undefined) return answerFormat(event) === 'page' ? formSubmissionKeys(clientAddress(event), request, now)[0] : randomUUID();
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid idempotency key');
  return parsed.data;
}

/**
 * Mails the seller the quotation with its PDF, within the inquiry limit (the seller's copy is an
 * inquiry in all but name); the buyer has the quotation whatever becomes of it.
 */
async function mailSeller(stored: StoredQuotation, pdf: () => Promise<Uint8Array>, sourceIp: string, now: Date): Promise<SellerCopy> {
  const allowed =
    (await withinRollingHourLimit('ip', clientNetwork(sourceIp), INQUIRY_RATE_LIMIT.perHour, now)) &&
    (await withinRollingHourLimit('email', mailboxKey(stored.email), INQUIRY_RATE_LIMIT.perHour, now));
  if (!allowed) return 'over-limit';
  const quotation = issued(stored);
  try {
    const content = await pdf();
    await sendEmail({
      from: env()[ENV.sesSender],
      to: publicSettings().sellerEmail,
      replyTo: stored.email,
      ...sellerQuotationCopy(quotation, stored.email),
      attachments: [{ fileName: QUOTATION_COPY.fileName(quotation.number), contentType: 'application/pdf', content }],
    });
    return 'sent';
  } catch (error) {
    logger.error("the seller's copy of a quotation failed", error as Error);
    return 'failed';
  }
}

/**
 * POST /api/quotations: prices the trailer to the buyer's destination from the listing's current
 * price and status, the places module and the carrier rates (nothing the browser computed is read),
 * numbers and stores the quotation, mails the seller a copy with the PDF, and answers the quotation
 * the buyer's PDF is set from. A retry with the same idempotency key answers the same quotation.
 */
export const handler = httpHandler(async (event) => {
  refuseCrossSite(event, QUOTATION_MESSAGES.crossSite);
  const request = readRequest(event);
  const language = request.language ?? 'en';
  const now = new Date();
  const key = requestKey(event, request, now);
  const number = quotationNumber(now, createHash('sha256').update(key).digest('hex'));

  const earlier = await quotationsRepository.get(number);
  if (earlier?.requestKey === key) return answer(event, earlier, 200, language);

  const place = await destinationPlace(request.destination);
  if (!place) throw new HttpError(404, QUOTATION_MESSAGES.unknownDestination);
  const sourceIp = clientAddress(event);
  if (!(await withinRollingHourLimit('quotation-ip', clientNetwork(sourceIp), QUOTATION_RATE_LIMIT.perHour, now))) throw new HttpError(429, QUOTATION_MESSAGES.rateLimited);

  const settings = publicSettings();
  const [listing, { facts }] = await Promise.all([listingRepository.read(), listingFactsRepository.read()]);
  const quotation = computeQuotation({
    number,
    issuedAt: now,
    buyer: request,
    place,
    listing,
    rates: settings.deliveryRates,
    validDays: settings.quotationValidDays,
    terms: { payment: settings.paymentTerms, viewing: settings.viewingTerms },
    facts: { ...facts, seller: quotationSeller(facts.seller, settings) },
  });
  if (!quotation) throw new HttpError(409, QUOTATION_MESSAGES.sold);

  const stored: StoredQuotation = {
    ...quotation,
    email: request.email,
    requestKey: key,
    writeId: randomUUID(),
    sellerCopy: 'pending',
    expiresAt: inquiryExpiry(now),
  };
  if (!(await quotationsRepository.createIfAbsent(stored))) {
    const existing = await quotationsRepository.get(number);
    // Refused only because the SDK sent our own write again after a lost answer: the quotation is ours to mail.
    if (existing?.writeId !== stored.writeId) {
      // A second request with this key racing this one: theirs is the quotation, and theirs to mail.
      if (existing?.requestKey === key) return answer(event, existing, 200, language);
      throw new HttpError(409, QUOTATION_MESSAGES.numberTaken);
    }
  }
  logger.appendKeys({ quotation: number });

  const pdf = lazy(() => quotationPdfOf(issued(stored)));
  const sellerCopy = await mailSeller(stored, pdf, sourceIp, now);
  try {
    await quotationsRepository.setSellerCopy(number, sellerCopy);
  } catch (error) {
    logger.warn("the seller's copy is not recorded on the stored quotation", { error, sellerCopy });
  }
  return answer(event, { ...stored, sellerCopy }, 201, language, pdf);
  // A form post's refusal is a page naming it, with the way back to the estimator, in the form's language.
}, { errorAnswer: (event, error) => (answerFormat(event) === 'page' ? quotationRefusalPage(error, refusalWords(event)) : undefined) });
