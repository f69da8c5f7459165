import { DELIVERED_COST_COPY as COPY } from '../../shared/delivered-cost-copy';
import { DELIVERED_COST_ENDPOINT, DESTINATION_MAX_LENGTH, DESTINATION_PARAM, destinationFragment } from '../../shared/delivered-cost-endpoint';
import { describeDistance, formatAmountRange, type DeliveredCostEstimate, type MoneyRange } from '../../shared/delivered-cost';
import { type CadRate } from '../../shared/listing-facts';
import { cadRateNote, formatCadEquivalent } from '../../shared/listing-figures';
import { LISTING_STATUS_LABELS, UNIT_TAGLINE, formatUsd, type ListingStatus } from '../../shared/listing-state';
import { PLACES, placeLabel } from '../../shared/places';
import { PATHS } from '../../shared/site-routes';
import { SITE_NAME } from '../../shared/trailer';
import { REVALIDATE } from '../../shared/cache-policy';
import { CONTACT_LIMITS } from '../../shared/contact';
import { QUOTATIONS_ENDPOINT } from '../../shared/quotation-endpoints';
import { QUOTATION_COPY } from '../../web/src/content/quotation';
import { html, htmlPage, type Markup } from './html-page';
import type { HttpError, HttpResult } from './http';
import { contactLine } from './seller-contact';

/** What the answer page says besides the estimator's own words. */
export const ESTIMATE_PAGE_COPY = {
  titleTo: (label: string) => `${COPY.title} to ${label}`,
  problemTitle: 'Which destination?',
  openOnSite: 'Open this estimate on the site',
  askSeller: 'Ask the seller',
  quotationRefusedTitle: 'No quotation issued',
  backToEstimator: 'Back to the estimator',
} as const;

/** The listing as the page states it: from the listing's state and facts as they are now. */
export interface EstimatePageListing {
  status: ListingStatus;
  priceUsd: number;
  cadRate: CadRate;
}

const PLACE_LIST_ID = 'places';

/** The estimator's form again, with what was typed and, when it named no destination, why. */
function destinationForm(typed: string, problem: string | undefined, submitClass: 'button' | 'button quiet'): Markup {
  return html`<form class="search" method="get" action="${DELIVERED_COST_ENDPOINT}" role="search">
<div class="field"><label for="destination">${COPY.destinationLabel}</label>
<input type="text" id="destination" name="${DESTINATION_PARAM}" value="${typed}" list="${PLACE_LIST_ID}" required maxlength="${DESTINATION_MAX_LENGTH}" autocomplete="off" placeholder="${COPY.destinationPlaceholder}" aria-describedby="destination-help"${problem ? html` aria-invalid="true"` : ''}>
<p id="destination-help" class="${problem ? 'error' : 'hint'}">${problem ?? COPY.destinationHint}</p></div>
<datalist id="${PLACE_LIST_ID}">${PLACES.map((place) => html`<option value="${placeLabel(place)}"></option>`)}</datalist>
<p><button class="button" type="submit">${COPY.submit}</button></p>
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
function quotationForm(destination: string): Markup {
  const { form } = QUOTATION_COPY;
  return html`<form class="quotation" method="post" action="${QUOTATIONS_ENDPOINT}" aria-labelledby="quotation-title">
<h2 id="quotation-title">${form.title}</h2>
<p class="hint">${form.intro}</p>
<input type="hidden" name="destination" value="${destination}">
<div class="pair">${QUOTATION_FIELDS.map(({ name, type, autocomplete, max }) => html`<div class="field"><label for="quotation-${name}">${form.labels[name]}</label><input type="${type}" id="quotation-${name}" name="${name}" required maxlength="${max}" autocomplete="${autocomplete}"></div>`)}</div>
<p><button class="button" type="submit">${form.submit}</button></p>
</form>`;
}

/** The unit, its status and its price in both currencies: the first lines a printed estimate carries. */
function listingLine(listing: EstimatePageListing): Markup {
  return html`<p class="unit">${SITE_NAME} · ${UNIT_TAGLINE} · ${LISTING_STATUS_LABELS[listing.status]} · ${formatUsd(listing.priceUsd)} (${formatCadEquivalent(listing.priceUsd, listing.cadRate)})</p>`;
}

const amounts = (money: MoneyRange | null) =>
  (['usd', 'cad'] as const).map((currency) => html`<td>${money ? html`${formatAmountRange(money[currency])} <span class="currency">${COPY.columns[currency]}</span>` : COPY.quotedByCarrier}</td>`);

/** The estimate as the site's estimator shows it (web/src/features/delivered-cost/components/estimate-table.tsx). */
function estimateMarkup(estimate: DeliveredCostEstimate): Markup {
  const sourced = estimate.lines.filter((line) => line.source);
  return html`<section class="estimate" aria-labelledby="estimate-caption">
<p id="estimate-caption" class="caption">${placeLabel(estimate.place)}: ${describeDistance(estimate)} ${COPY.fromEdmonton}</p>
<table aria-labelledby="estimate-caption">
<thead><tr><th scope="col">${COPY.columns.item}</th><th scope="col">${COPY.columns.usd}</th><th scope="col">${COPY.columns.cad}</th></tr></thead>
<tbody>${estimate.lines.map((line) => html`<tr><th scope="row">${line.label}${line.id === 'price' ? '' : html` <span class="muted">(${COPY.estimateMark})</span>`}</th>${amounts(line.amount)}</tr>`)}</tbody>
<tfoot><tr><th scope="row">${COPY.total}</th>${amounts(estimate.total)}</tr></tfoot>
</table>
<p class="hint">${cadRateNote(estimate.offer.cadRate)}</p>
<ul class="notes">${estimate.notes.map((note) => html`<li>${note}</li>`)}</ul>
${sourced.length > 0 ? html`<details><summary>${COPY.sourcesSummary}</summary><ul class="notes">${sourced.map((line) => html`<li>${line.label}: ${line.source?.source}, ${COPY.checkedOn} ${line.source?.checkedOn}.</li>`)}</ul></details>` : ''}
</section>`;
}

/**
 * The estimator form's answer without a script (GET /api/delivered-cost?to=): the delivered cost to
 * the destination typed, from the same estimate function and words as the site's estimator, at the
 * listing's price, status and rate as they are now. Revalidated on every use like the site's pages.
 */
export function estimatePage(typed: string, estimate: DeliveredCostEstimate, listing: EstimatePageListing): HttpResult {
  const title = ESTIMATE_PAGE_COPY.titleTo(placeLabel(estimate.place));
  const onSite = `${PATHS.deliveredCost}${destinationFragment(estimate.place.id)}`;
  return htmlPage({
    statusCode: 200,
    title,
    headers: { 'cache-control': REVALIDATE },
    body: html`<div class="card wide">${listingLine(listing)}<h1>${title}</h1>
${estimateMarkup(estimate)}
<p class="actions"><a class="button quiet" href="${onSite}">${ESTIMATE_PAGE_COPY.openOnSite}</a><a class="button quiet" href="${PATHS.contact}">${ESTIMATE_PAGE_COPY.askSeller}</a></p>
${listing.status === 'sold' ? '' : quotationForm(estimate.place.id)}
${destinationForm(typed, undefined, 'button quiet')}
${contactLine()}</div>`,
  });
}

/**
 * The answer when the query names no destination: the form again, with what was typed and the
 * problem, 400 for a query the schema refuses and 404 for a destination that is no place we know.
 */
export function destinationProblemPage(statusCode: 400 | 404, typed: string, problem: string): HttpResult {
  return htmlPage({
    statusCode,
    title: ESTIMATE_PAGE_COPY.problemTitle,
    body: html`<div class="card notice"><h1>${ESTIMATE_PAGE_COPY.problemTitle}</h1>
<p class="lead">${COPY.intro}</p>
${destinationForm(typed, problem, 'button')}
${contactLine()}</div>`,
  });
}

/** The answer to a quotation form post the handler refused (a field's problem, a sold trailer, the hourly limit): the reason, and the way back. */
export function quotationRefusalPage(error: HttpError): HttpResult {
  return htmlPage({
    statusCode: error.statusCode,
    title: ESTIMATE_PAGE_COPY.quotationRefusedTitle,
    body: html`<div class="card notice" role="alert"><h1>${ESTIMATE_PAGE_COPY.quotationRefusedTitle}</h1><p class="lead">${error.message}</p><p class="actions"><a class="button" href="${PATHS.deliveredCost}">${ESTIMATE_PAGE_COPY.backToEstimator}</a></p>${contactLine()}</div>`,
  });
}
