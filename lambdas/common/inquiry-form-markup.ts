import {
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  PREFERRED_CONTACT_METHODS,
  REQUESTED_DOCUMENTS,
} from '../../shared/contact';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_FORM_TEXT,
  CONTACT_OPTION_LABELS,
  appointmentOptions,
  timeOptions,
  type ContactFieldLabels,
  type ContactFormText,
  type ContactOptionLabels,
} from '../../shared/contact-form';
import type { InquiryLanguage } from '../../shared/contact';
import { html, type Markup } from './html-page';

type TextField = keyof typeof CONTACT_LIMITS;

const TEXT_FIELDS: Record<TextField, { type: 'text' | 'email' | 'tel'; required: boolean; autocomplete?: string; rows?: number }> = {
  name: { type: 'text', required: true, autocomplete: 'name' },
  email: { type: 'email', required: true, autocomplete: 'email' },
  phone: { type: 'tel', required: false, autocomplete: 'tel' },
  organization: { type: 'text', required: false, autocomplete: 'organization' },
  intendedUse: { type: 'text', required: false, rows: 2 },
  message: { type: 'text', required: true, rows: 5 },
};

/** The same element ids as the page's form, so links to a field work on both. */
const fieldId = (field: string) => `contact-${field}`;

/** The form's words in one language, and that language, which the form posts again. */
export interface InquiryFormWords {
  language: InquiryLanguage;
  labels: ContactFieldLabels;
  text: ContactFormText;
  options: ContactOptionLabels;
}

export const ENGLISH_FORM_WORDS: InquiryFormWords = { language: 'en', labels: CONTACT_FIELD_LABELS, text: CONTACT_FORM_TEXT, options: CONTACT_OPTION_LABELS };

/**
 * The inquiry form again, as plain HTML posting to `action`, with what was posted in it (escaped)
 * and each field's problem beside it, plus a summary linking to every field with a problem. The same
 * labels, names and native constraints as the page's own form, in the language it was posted in.
 */
export function inquiryFormMarkup(
  posted: Record<string, unknown>,
  problems: ReadonlyMap<string, string>,
  action: string,
  words: InquiryFormWords = ENGLISH_FORM_WORDS,
): { summary: Markup; form: Markup } {
  const { labels, text: formText, options } = words;
  const value = (field: string) => {
    const raw = posted[field];
    return typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
  };
  const listed = (field: string) => (Array.isArray(posted[field]) ? (posted[field] as unknown[]) : [posted[field]]).filter((item) => typeof item === 'string');
  const errorText = (field: string) => {
    const problem = problems.get(field);
    return problem ? html`<p class="error" id="${fieldId(field)}-error">${problem}</p>` : '';
  };
  const invalid = (field: string) =>
    problems.has(field) ? html` aria-invalid="true" aria-describedby="${fieldId(field)}-error"` : '';
  const label = (field: string) => (labels as Record<string, string>)[field] ?? field;

  const text = (field: TextField) => {
    const { type, required, autocomplete, rows } = TEXT_FIELDS[field];
    const attributes = html`id="${fieldId(field)}" name="${field}" maxlength="${CONTACT_LIMITS[field]}"${required ? html` required` : ''}${autocomplete ? html` autocomplete="${autocomplete}"` : ''}${invalid(field)}`;
    return html`<div class="field"><label for="${fieldId(field)}">${label(field)}${required ? html`<span aria-hidden="true"> *</span>` : ''}</label>${
      rows ? html`<textarea ${attributes} rows="${rows}">${value(field)}</textarea>` : html`<input type="${type}" ${attributes} value="${value(field)}">`
    }${errorText(field)}</div>`;
  };

  const select = (field: string, options: readonly { value: string; label: string }[]) =>
    html`<div class="field"><label for="${fieldId(field)}">${label(field)}</label><select id="${fieldId(field)}" name="${field}"${invalid(field)}>${options.map(
      (option) => html`<option value="${option.value}"${option.value === value(field) ? html` selected` : ''}>${option.label}</option>`,
    )}</select>${errorText(field)}</div>`;

  const chosenContact = value('preferredContact') || PREFERRED_CONTACT_METHODS[0];
  const documents = listed('requestedDocuments');
  // Fields the form does not have (an unknown one posted) are named in the summary only.
  const summaryItems = [...problems.keys()].map((field) => {
    const problem = problems.get(field) ?? '';
    return field in labels ? html`<li><a href="#${fieldId(field)}">${problem}</a></li>` : html`<li>${field ? `${field}: ` : ''}${problem}</li>`;
  });

  return {
    summary: html`<ul class="problems" role="alert">${summaryItems}</ul>`,
    form: html`<form method="post" action="${action}">
<div class="pair">${text('name')}${text('email')}</div>
<div class="pair">${text('phone')}${text('organization')}</div>
<fieldset id="${fieldId('preferredContact')}"><legend>${label('preferredContact')}</legend><div class="choices">${PREFERRED_CONTACT_METHODS.map(
      (method) =>
        html`<label><input type="radio" name="preferredContact" value="${method}"${method === chosenContact ? html` checked` : ''}> ${options.preferredContact[method]}</label>`,
    )}</div>${errorText('preferredContact')}</fieldset>
<fieldset id="${fieldId('requestedDocuments')}"><legend>${label('requestedDocuments')}</legend><p class="hint">${formText.hints.requestedDocuments}</p><div class="choices">${REQUESTED_DOCUMENTS.map(
      (document) =>
        html`<label><input type="checkbox" name="requestedDocuments" value="${document}"${documents.includes(document) ? html` checked` : ''}> ${options.documents[document]}</label>`,
    )}</div>${errorText('requestedDocuments')}</fieldset>
<fieldset><legend>${label('appointment')}</legend>
${select('appointmentType', appointmentOptions(options))}
<div class="pair"><div class="field"><label for="${fieldId('preferredDate')}">${label('preferredDate')}</label><input type="date" id="${fieldId('preferredDate')}" name="preferredDate" value="${value('preferredDate')}"${invalid('preferredDate')}><p class="hint">${formText.hints.preferredDate}</p>${errorText('preferredDate')}</div>
${select('preferredTime', timeOptions(options))}</div>
</fieldset>
${text('intendedUse')}
${text('message')}
<div class="trap" aria-hidden="true"><label for="${fieldId(HONEYPOT_FIELD)}">${formText.honeypotLabel}</label><input type="text" id="${fieldId(HONEYPOT_FIELD)}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></div>
<input type="hidden" name="language" value="${words.language}">
<p class="actions"><button class="button" type="submit">${formText.submit}</button></p>
</form>`,
  };
}
