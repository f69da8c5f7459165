import { DELIVERED_COST_COPY, type DeliveredCostCopy } from '../../shared/delivered-cost-copy';
import { DELIVERED_COST_ENDPOINT, DESTINATION_MAX_LENGTH, DESTINATION_PARAM, LANGUAGE_PARAM, destinationFragment } from '../../shared/delivered-cost-endpoint';
import { ENGLISH_ESTIMATE_WORDS, describeDistance, estimateInWords, type DeliveredCostEstimate, type EstimateWords, type MoneyRange } from '../../shared/delivered-cost';
import { type CadRate } from '../../shared/listing-facts';
import { cadRateNote, formatCadEquivalent } from '../../shared/listing-figures';
import { LISTING_STATUS_LABELS, UNIT_TAGLINE, formatUsd, type ListingStatus } from '../../shared/listing-state';
import { PLACES } from '../../shared/places';
import { LOCALE_TAGS, localizedPath, type Locale } from '../../shared/site-routes';
import { SITE_NAME } from '../../shared/trailer';
import { REVALIDATE } from '../../shared/cache-policy';
import { CONTACT_LIMITS } from '../../shared/contact';
import { QUOTATIONS_ENDPOINT } from '../../shared/quotation-endpoints';
import type { QuotationRequest } from '../../shared/quotation';
import { QUOTATION_COPY, type QuotationFormCopy } from '../../web/src/content/quotation';
import { html, htmlPage, type Markup } from './html-page';
import type { HttpError, HttpResult } from './http';
import { contactLine } from './seller-contact';

/** What the answer page says besides the estimator's own words. */
export const ESTIMATE_PAGE_COPY = {
  titleTo: (label: string) => `${DELIVERED_COST_COPY.title} to ${label}`,
  problemTitle: 'Which destination?',
  openOnSite: 'Open this estimate on the site',
  askSeller: 'Ask the seller',
  quotationRefusedTitle: 'No quotation issued',
  backToEstimator: 'Back to the estimator',
  /** The same answer in the other language, named in that language. */
  otherLanguage: 'Français',
};

/** Every word of the answer pages in one language (French: ./delivered-cost-page-fr.ts). */
export interface AnswerPageWords {
  locale: Locale;
  copy: DeliveredCostCopy;
  estimate: EstimateWords;
  page: typeof ESTIMATE_PAGE_COPY;
  quotationForm: Pick<QuotationFormCopy, 'title' | 'intro' | 'labels' | 'submit'>;
  /** The unit, its status and its price in both currencies. */
  listingLine: (listing: EstimatePageListing) => string;
  cadRateNote: (rate: CadRate) => string;
  contact?: { callSeller: string; orEmail: string };
}

export const ENGLISH_ANSWER_PAGE: AnswerPageWords = {
  locale: 'en',
  copy: DELIVERED_COST_COPY,
  estimate: ENGLISH_ESTIMATE_WORDS,
  page: ESTIMATE_PAGE_COPY,
  quotationForm: QUOTATION_COPY.form,
  listingLine: (listing) => `${SITE_NAME} · ${UNIT_TAGLINE} · ${LISTING_STATUS_LABELS[listing.status]} · ${formatUsd(listing.priceUsd)} (${formatCadEquivalent(listing.priceUsd, listing.cadRate)})`,
  cadRateNote,
};

/** The listing as the page states it: from the listing's state and facts as they are now. */
export interface EstimatePageListing {
  status: ListingStatus;
  priceUsd: number;
  cadRate: CadRate;
}

const PLACE_LIST_ID = 'places';

/** The quotation request's field naming the language its PDF is set in. */
const QUOTATION_LANGUAGE_FIELD = 'language' satisfies keyof QuotationRequest;

/** The hidden field that keeps a French form's answer in French; none for English, the default. */
const languageField = (name: string, locale: Locale): Markup | '' => (locale === 'en' ? '' : html`<input type="hidden" name="${name}" value="${locale}">`);

/** The estimator's form again, with what was typed and, when it named no destination, why. */
function destinationForm(words: AnswerPageWords, typed: string, problem: string | undefined): Markup {
  const { copy } = words;
  return html`<form class="search" method="get" action="${DELIVERED_COST_ENDPOINT}" role="search">
${languageField(LANGUAGE_PARAM, words.locale)}<div class="field"><label for="destination">${copy.destinationLabel}</label>
<input type="text" id="destination" name="${DESTINATION_PARAM}" value="${typed}" list="${PLACE_LIST_ID}" required maxlength="${DESTINATION_MAX_LENGTH}" autocomplete="off" placeholder="${copy.destinationPlaceholder}" aria-describedby="destination-help"${problem ? html` aria-invalid="true"` : ''}>
<p id="destination-help" class="${problem ? 'error' : 'hint'}">${problem ?? copy.destinationHint}</p></div>
<datalist id="${PLACE_LIST_ID}">${PLACES.map((place) => html`<option value="${words.estimate.placeLabel(place)}"></option>`)}</datalist>
<p><button class="button" type="submit">${copy.submit}</button></p>
</form>`;
}

/** The buyer's fields of a quotation request, with the limits the schema checks. */
const QUOTATION_FIELDS = [
  { name: 'organization', type: 'text', autocomplete: 'organization', max: CONTACT_LIMITS.organization },
  { name: 'contactName', type: 'text', autocomplete: 'name', max: CONTACT_LIMITS.name },
  { name: 'email', type: 'email', autocomplete: 'email', max: CONTACT_LIMITS.email },
] as const;

/**
 * 'Download quotation (PDF)' without a script: a real form post to the quotations endpoint, which
 * answers a form post with the PDF itself (lambdas/request-quotation.ts).
 */
function quotationForm(words: AnswerPageWords, destination: string): Markup {
  const form = words.quotationForm;
  return html`<form class="quotation" method="post" action="${QUOTATIONS_ENDPOINT}" aria-labelledby="quotation-title">
<h2 id="quotation-title">${form.title}</h2>
<p class="hint">${form.intro}</p>
<input type="hidden" name="destination" value="${destination}">${languageField(QUOTATION_LANGUAGE_FIELD, words.locale)}
<div class="pair">${QUOTATION_FIELDS.map(({ name, type, autocomplete, max }) => html`<div class="field"><label for="quotation-${name}">${form.labels[name]}</label><input type="${type}" id="quotation-${name}" name="${name}" required maxlength="${max}" autocomplete="${autocomplete}"></div>`)}</div>
<p><button class="button" type="submit">${form.submit}</button></p>
</form>`;
}

/** The estimate as the site's estimator shows it (web/src/features/delivered-cost/components/estimate-table.tsx), in `words`' language. */
function estimateMarkup(words: AnswerPageWords, english: DeliveredCostEstimate): Markup {
  const { copy } = words;
  const estimate = estimateInWords(english, words.estimate);
  const amounts = (money: MoneyRange | null) =>
    (['usd', 'cad'] as const).map((currency) => html`<td>${money ? html`${words.estimate.amountRange(money[currency])} <span class="currency">${copy.columns[currency]}</span>` : copy.quotedByCarrier}</td>`);
  const sourced = estimate.lines.filter((line) => line.source);
  return html`<section class="estimate" aria-labelledby="estimate-caption">
<p id="estimate-caption" class="caption">${words.estimate.placeLabel(estimate.place)}${copy.labelSeparator}${describeDistance(estimate, words.estimate)} ${copy.fromEdmonton}</p>
<table aria-labelledby="estimate-caption">
<thead><tr><th scope="col">${copy.columns.item}</th><th scope="col">${copy.columns.usd}</th><th scope="col">${copy.columns.cad}</th></tr></thead>
<tbody>${estimate.lines.map((line) => html`<tr><th scope="row">${line.label}${line.id === 'price' ? '' : html` <span class="muted">(${copy.estimateMark})</span>`}</th>${amounts(line.amount)}</tr>`)}</tbody>
<tfoot><tr><th scope="row">${copy.total}</th>${amounts(estimate.total)}</tr></tfoot>
</table>
<p class="hint">${words.cadRateNote(estimate.offer.cadRate)}</p>
<ul class="notes">${estimate.notes.map((note) => html`<li>${note}</li>`)}</ul>
${sourced.length > 0 ? html`<details><summary>${copy.sourcesSummary}</summary><ul class="notes">${sourced.map((line) => html`<li>${line.label}${copy.labelSeparator}${line.source?.source}, ${copy.checkedOn} ${line.source && words.estimate.day(line.source.checkedOn)}.</li>`)}</ul></details>` : ''}
</section>`;
}

/** The answer page's address in a language, for the same destination: the link to the other language's answer. */
function answerInLanguage(typed: string, locale: Locale): string {
  const query = new URLSearchParams(locale === 'en' ? { [DESTINATION_PARAM]: typed } : { [LANGUAGE_PARAM]: locale, [DESTINATION_PARAM]: typed });
  return `${DELIVERED_COST_ENDPOINT}?${query}`;
}

/**
 * The estimator form's answer without a script (GET /api/delivered-cost?to=): the delivered cost to
 * the destination typed, from the same estimate function and words as the site's estimator, at the
 * listing's price, status and rate as they are now. Revalidated on every use like the site's pages.
 */
export function estimatePage(typed: string, estimate: DeliveredCostEstimate, listing: EstimatePageListing, words: AnswerPageWords = ENGLISH_ANSWER_PAGE): HttpResult {
  const { page, locale } = words;
  const title = page.titleTo(words.estimate.placeLabel(estimate.place));
  const onSite = `${localizedPath('deliveredCost', locale)}${destinationFragment(estimate.place.id)}`;
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return htmlPage({
    statusCode: 200,
    title,
    locale,
    headers: { 'cache-control': REVALIDATE },
    body: html`<div class="card wide"><p class="unit">${words.listingLine(listing)} · <a href="${answerInLanguage(typed, other)}" hreflang="${LOCALE_TAGS[other]}" lang="${LOCALE_TAGS[other]}">${page.otherLanguage}</a></p><h1>${title}</h1>
${estimateMarkup(words, estimate)}
<p class="actions"><a class="button quiet" href="${onSite}">${page.openOnSite}</a><a class="button quiet" href="${localizedPath('contact', locale)}">${page.askSeller}</a></p>
${listing.status === 'sold' ? '' : quotationForm(words, estimate.place.id)}
${destinationForm(words, typed, undefined)}
${contactLine(words.contact)}</div>`,
  });
}

/**
 * The answer when the query names no destination: the form again, with what was typed and the
 * problem, 400 for a query the schema refuses and 404 for a destination that is no place we know.
 */
export function destinationProblemPage(statusCode: 400 | 404, typed: string, problem: string, words: AnswerPageWords = ENGLISH_ANSWER_PAGE): HttpResult {
  return htmlPage({
    statusCode,
    title: words.page.problemTitle,
    locale: words.locale,
    body: html`<div class="card notice"><h1>${words.page.problemTitle}</h1>
<p class="lead">${words.copy.intro}</p>
${destinationForm(words, typed, problem)}
${contactLine(words.contact)}</div>`,
  });
}

/**
 * The answer to a quotation form post the handler refused (a field's problem, a sold trailer, the
 * hourly limit): the reason, and the way back, in the form's language. The server words its reasons
 * in English: another language's page marks the reason as English (`lang`).
 */
export function quotationRefusalPage(error: HttpError, words: AnswerPageWords = ENGLISH_ANSWER_PAGE): HttpResult {
  const { page, locale } = words;
  const reason = locale === 'en' ? error.message : html`<span lang="${LOCALE_TAGS.en}">${error.message}</span>`;
  return htmlPage({
    statusCode: error.statusCode,
    title: page.quotationRefusedTitle,
    locale,
    body: html`<div class="card notice" role="alert"><h1>${page.quotationRefusedTitle}</h1><p class="lead">${reason}</p><p class="actions"><a class="button" href="${localizedPath('deliveredCost', locale)}">${page.backToEstimator}</a></p>${contactLine(words.contact)}</div>`,
  });
}
