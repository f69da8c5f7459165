import { CONTACT_ENDPOINT, CONTACT_MESSAGES, REQUIRED_CONTACT_FIELDS } from '../../shared/contact';
import { CONTACT_FORM_TEXT } from '../../shared/contact-form';
import { MESSAGES } from '../../shared/messages';
import { PATHS } from '../../shared/site-routes';
import { html, htmlPage, type Markup } from './html-page';
import type { HttpError, HttpResult } from './http';
import type { StoredInquiry } from './inquiries-repository';
import { inquiryFormMarkup } from './inquiry-form-markup';
import { contactLine, sellerContact } from './seller-contact';
import { FormRejected } from './inquiry-request';


/** What the pages a browser's own form post leads to say, besides the messages of docs/product.md#contact-messages. */
export const INQUIRY_PAGE_COPY = {
  savedTitle: 'Your inquiry is saved',
  savedText:
    'The e-mail to the seller could not be sent just now, but your inquiry is stored under the reference below and will reach the seller automatically. For anything urgent, call',
  sendingTitle: 'Your inquiry is being sent',
  sendingText: 'It is saved. This page updates by itself in a few seconds.',
  unknownTitle: 'No inquiry at this address',
  unknownText: 'This link does not lead to an inquiry. If you sent one, the reference number is in the acknowledgement e-mail.',
  notSentTitle: 'Your inquiry was not sent',
  problemsTitle: 'Please check these fields',
  backToForm: 'Back to the contact form',
} as const;

const referenceLine = (reference: string) => html`<p class="reference">${CONTACT_FORM_TEXT.reference} <strong>${reference}</strong></p>`;

const homeActions = html`<p class="actions"><a class="button" href="/">${MESSAGES.returnHome}</a></p>`;

/**
 * The receipt of a stored inquiry, by its delivery status: docs/product.md#contact-messages's success text and the reference
 * once the seller has it; saved-but-not-mailed with the seller's phone when the e-mail failed; a
 * page that reloads itself while it is still being sent.
 */
export function receiptPage(stored: StoredInquiry | undefined): HttpResult {
  if (!stored) {
    return htmlPage({
      statusCode: 404,
      title: INQUIRY_PAGE_COPY.unknownTitle,
      body: html`<div class="card notice"><h1>${INQUIRY_PAGE_COPY.unknownTitle}</h1><p class="lead">${INQUIRY_PAGE_COPY.unknownText}</p>${homeActions}${contactLine()}</div>`,
    });
  }
  if (stored.status === 'sent') {
    const text = stored.appointmentType === 'none' ? CONTACT_MESSAGES.successWithoutAppointment : CONTACT_MESSAGES.successWithAppointment;
    return htmlPage({
      statusCode: 200,
      title: CONTACT_MESSAGES.successTitle,
      body: html`<div class="card success" role="status"><h1>${CONTACT_MESSAGES.successTitle}</h1><p class="lead">${text}</p>${referenceLine(stored.reference)}${homeActions}${contactLine()}</div>`,
    });
  }
  if (stored.status === 'failed') {
    const { SELLER_PHONE } = sellerContact();
    return htmlPage({
      statusCode: 200,
      title: INQUIRY_PAGE_COPY.savedTitle,
      body: html`<div class="card saved" role="status"><h1>${INQUIRY_PAGE_COPY.savedTitle}</h1><p class="lead">${INQUIRY_PAGE_COPY.savedText} <a href="tel:${SELLER_PHONE.replace(/[^0-9+]/g, '')}">${SELLER_PHONE}</a>.</p>${referenceLine(stored.reference)}${homeActions}${contactLine()}</div>`,
    });
  }
  return htmlPage({
    statusCode: 200,
    title: INQUIRY_PAGE_COPY.sendingTitle,
    refreshSeconds: 3,
    body: html`<div class="card" role="status"><h1>${INQUIRY_PAGE_COPY.sendingTitle}</h1><p class="lead">${INQUIRY_PAGE_COPY.sendingText}</p>${referenceLine(stored.reference)}${contactLine()}</div>`,
  });
}

/**
 * The answer to a form post the handler refused. A form that failed the schema is shown again with
 * what was typed and each field's problem (docs/product.md#contact-validation's required-field notice when one is missing),
 * posting to the same endpoint; any other refusal names its reason and leads back to the form.
 */
export function refusalPage(error: HttpError): HttpResult {
  if (error instanceof FormRejected) return formProblemsPage(error);
  return htmlPage({
    statusCode: error.statusCode,
    title: INQUIRY_PAGE_COPY.notSentTitle,
    body: html`<div class="card notice" role="alert"><h1>${INQUIRY_PAGE_COPY.notSentTitle}</h1><p class="lead">${error.message}</p><p class="actions"><a class="button" href="${PATHS.contact}">${INQUIRY_PAGE_COPY.backToForm}</a></p>${contactLine()}</div>`,
  });
}

function formProblemsPage(rejected: FormRejected): HttpResult {
  const missingRequired = REQUIRED_CONTACT_FIELDS.some((field) => rejected.problems.has(field) && !String(rejected.posted[field] ?? '').trim());
  const title = missingRequired ? CONTACT_MESSAGES.requiredTitle : INQUIRY_PAGE_COPY.problemsTitle;
  const { summary, form } = inquiryFormMarkup(rejected.posted, rejected.problems, CONTACT_ENDPOINT);
  return htmlPage({
    statusCode: 400,
    title,
    body: html`<div class="card notice"><h1>${title}</h1>${missingRequired ? html`<p class="lead">${CONTACT_MESSAGES.requiredText}</p>` : ''}${summary}${form}${contactLine()}</div>`,
  });
}
