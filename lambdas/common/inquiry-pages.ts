import { CONTACT_ENDPOINT, CONTACT_MESSAGES, REQUIRED_CONTACT_FIELDS } from '../../shared/contact';
import { FRENCH_INQUIRY_COPY } from '../../shared/contact-fr';
import { CONTACT_FORM_TEXT } from '../../shared/contact-form';
import { FRENCH_CONTACT_FIELD_LABELS, FRENCH_CONTACT_FORM_TEXT, FRENCH_CONTACT_MESSAGES, FRENCH_CONTACT_OPTION_LABELS } from '../../shared/contact-form-fr';
import { MESSAGES } from '../../shared/messages';
import { localizedPath, type Locale } from '../../shared/site-routes';
import { html, htmlPage } from './html-page';
import type { HttpError, HttpResult } from './http';
import type { StoredInquiry } from './inquiries-repository';
import { ENGLISH_FORM_WORDS, inquiryFormMarkup, type InquiryFormWords } from './inquiry-form-markup';
import { contactLine, sellerContact } from './seller-contact';
import { FormRejected, InquiryRefused } from './inquiry-request';


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

/** The receipt's words in each language the form can be sent from. */
const RECEIPT_COPY = {
  en: {
    ...INQUIRY_PAGE_COPY,
    successTitle: CONTACT_MESSAGES.successTitle,
    successWithAppointment: CONTACT_MESSAGES.successWithAppointment,
    successWithoutAppointment: CONTACT_MESSAGES.successWithoutAppointment,
    referenceNumber: CONTACT_FORM_TEXT.reference,
    returnHome: MESSAGES.returnHome,
    contact: undefined,
  },
  fr: { ...FRENCH_INQUIRY_COPY, contact: FRENCH_INQUIRY_COPY },
} as const;

/** The words of the page a refused form post gets, in the language the form was posted in. */
const REFUSAL_COPY: Record<Locale, { notSentTitle: string; problemsTitle: string; backToForm: string; requiredTitle: string; requiredText: string; form: InquiryFormWords; contact?: typeof FRENCH_INQUIRY_COPY }> = {
  en: { ...INQUIRY_PAGE_COPY, requiredTitle: CONTACT_MESSAGES.requiredTitle, requiredText: CONTACT_MESSAGES.requiredText, form: ENGLISH_FORM_WORDS },
  fr: {
    ...FRENCH_INQUIRY_COPY,
    requiredTitle: FRENCH_CONTACT_MESSAGES.requiredTitle,
    requiredText: FRENCH_CONTACT_MESSAGES.requiredText,
    form: { language: 'fr', labels: FRENCH_CONTACT_FIELD_LABELS, text: FRENCH_CONTACT_FORM_TEXT, options: FRENCH_CONTACT_OPTION_LABELS },
    contact: FRENCH_INQUIRY_COPY,
  },
};

const referenceLine = (reference: string, label: string = CONTACT_FORM_TEXT.reference) =>
  html`<p class="reference">${label} <strong>${reference}</strong></p>`;

const homeActions = (locale: Locale = 'en', label: string = MESSAGES.returnHome) =>
  html`<p class="actions"><a class="button" href="${localizedPath('home', locale)}">${label}</a></p>`;

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
      body: html`<div class="card notice"><h1>${INQUIRY_PAGE_COPY.unknownTitle}</h1><p class="lead">${INQUIRY_PAGE_COPY.unknownText}</p>${homeActions()}${contactLine()}</div>`,
    });
  }
  // In the language of the page the form was sent from; an inquiry stored before the form carried one is English.
  const locale = stored.language ?? 'en';
  const copy = RECEIPT_COPY[locale];
  // A page still being sent reloads itself: it offers no way home until it is done.
  const footer = (home: boolean) => html`${referenceLine(stored.reference, copy.referenceNumber)}${home ? homeActions(locale, copy.returnHome) : ''}${contactLine(copy.contact)}`;
  if (stored.status === 'sent') {
    const text = stored.appointmentType === 'none' ? copy.successWithoutAppointment : copy.successWithAppointment;
    return htmlPage({
      statusCode: 200,
      locale,
      title: copy.successTitle,
      body: html`<div class="card success" role="status"><h1>${copy.successTitle}</h1><p class="lead">${text}</p>${footer(true)}</div>`,
    });
  }
  if (stored.status === 'failed') {
    const { SELLER_PHONE } = sellerContact();
    return htmlPage({
      statusCode: 200,
      locale,
      title: copy.savedTitle,
      body: html`<div class="card saved" role="status"><h1>${copy.savedTitle}</h1><p class="lead">${copy.savedText} <a href="tel:${SELLER_PHONE.replace(/[^0-9+]/g, '')}">${SELLER_PHONE}</a>.</p>${footer(true)}</div>`,
    });
  }
  return htmlPage({
    statusCode: 200,
    locale,
    title: copy.sendingTitle,
    refreshSeconds: 3,
    body: html`<div class="card" role="status"><h1>${copy.sendingTitle}</h1><p class="lead">${copy.sendingText}</p>${footer(false)}</div>`,
  });
}

/**
 * The answer to a form post the handler refused, in the language the form was posted in. A form that
 * failed the schema is shown again with what was typed and each field's problem (docs/product.md#contact-validation's
 * required-field notice when one is missing), posting to the same endpoint; any other refusal names
 * its reason and leads back to the form.
 */
export function refusalPage(error: HttpError): HttpResult {
  const locale = error instanceof InquiryRefused ? error.language : 'en';
  if (error instanceof FormRejected) return formProblemsPage(error, locale);
  const copy = REFUSAL_COPY[locale];
  return htmlPage({
    statusCode: error.statusCode,
    locale,
    title: copy.notSentTitle,
    body: html`<div class="card notice" role="alert"><h1>${copy.notSentTitle}</h1><p class="lead">${error.message}</p><p class="actions"><a class="button" href="${localizedPath('contact', locale)}">${copy.backToForm}</a></p>${contactLine(copy.contact)}</div>`,
  });
}

function formProblemsPage(rejected: FormRejected, locale: Locale): HttpResult {
  const copy = REFUSAL_COPY[locale];
  const missingRequired = REQUIRED_CONTACT_FIELDS.some((field) => rejected.problems.has(field) && !String(rejected.posted[field] ?? '').trim());
  const title = missingRequired ? copy.requiredTitle : copy.problemsTitle;
  const { summary, form } = inquiryFormMarkup(rejected.posted, rejected.problems, CONTACT_ENDPOINT, copy.form);
  return htmlPage({
    statusCode: 400,
    locale,
    title,
    body: html`<div class="card notice"><h1>${title}</h1>${missingRequired ? html`<p class="lead">${copy.requiredText}</p>` : ''}${summary}${form}${contactLine(copy.contact)}</div>`,
  });
}
