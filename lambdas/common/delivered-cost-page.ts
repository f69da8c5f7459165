import { DELIVERED_COST_COPY as COPY } from '../../shared/delivered-cost-copy';
import { DELIVERED_COST_ENDPOINT, DESTINATION_MAX_LENGTH, DESTINATION_PARAM } from '../../shared/delivered-cost-query';
import { describeDistance, formatAmountRange, type DeliveredCostEstimate, type MoneyRange } from '../../shared/delivered-cost';
import { cadRateNote, formatCadEquivalent, type CadRate } from '../../shared/listing-facts';
import { LISTING_STATUS_LABELS, UNIT_TAGLINE, formatUsd, type ListingStatus } from '../../shared/listing-state';
import { PLACES, placeLabel } from '../../shared/places';
import { PATHS } from '../../shared/site-routes';
import { REVALIDATE } from '../../shared/cache-policy';
import { html, htmlPage, type Markup } from './html-page';
import type { HttpResult } from './http';
import { contactLine } from './inquiry-pages';

/** What the answer page says besides the estimator's own words. */
export const ESTIMATE_PAGE_COPY = {
  titleTo: (label: string) => `${COPY.title} to ${label}`,
  problemTitle: 'Which destination?',
  openOnSite: 'Open this estimate on the site',
  quotationWithoutScript:
    'The quotation PDF is made by the estimator on the site, which needs JavaScript: open this estimate on the site with scripts allowed, or ask the seller for a quotation.',
  askSeller: 'Ask the seller',
} as const;

/** The listing as the page states it: from the listing's state and facts as they are now. */
export interface EstimatePageListing {
  status: ListingStatus;
  priceUsd: number;
  cadRate: CadRate;
}

const PLACE_LIST_ID = 'places';

/** The estimator's form again, with what was typed and, when it named no destination, why. */
function destinationForm(typed: string, problem: string | undefined): Markup {
  return html`<form class="search" method="get" action="${DELIVERED_COST_ENDPOINT}" role="search">
<div class="field"><label for="destination">${COPY.destinationLabel}</label>
<input type="text" id="destination" name="${DESTINATION_PARAM}" value="${typed}" list="${PLACE_LIST_ID}" required maxlength="${DESTINATION_MAX_LENGTH}" autocomplete="off" placeholder="${COPY.destinationPlaceholder}" aria-describedby="destination-help"${problem ? html` aria-invalid="true"` : ''}>
<p id="destination-help" class="${problem ? 'error' : 'hint'}">${problem ?? COPY.destinationHint}</p></div>
<datalist id="${PLACE_LIST_ID}">${PLACES.map((place) => html`<option value="${placeLabel(place)}"></option>`)}</datalist>
<p><button class="button" type="submit">${COPY.submit}</button></p>
</form>`;
}

/** The unit, its status and its price in both currencies: the first lines a printed estimate carries. */
function listingLine(listing: EstimatePageListing): Markup {
  return html`<p class="unit">${UNIT_TAGLINE} · ${LISTING_STATUS_LABELS[listing.status]} · ${formatUsd(listing.priceUsd)} (${formatCadEquivalent(listing.priceUsd, listing.cadRate)})</p>`;
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
  const onSite = `${PATHS.deliveredCost}?${new URLSearchParams({ [DESTINATION_PARAM]: estimate.place.id })}`;
  return htmlPage({
    statusCode: 200,
    title,
    headers: { 'cache-control': REVALIDATE },
    body: html`<div class="card wide">${listingLine(listing)}<h1>${title}</h1>
${estimateMarkup(estimate)}
${listing.status === 'sold' ? '' : html`<p class="hint quotation">${ESTIMATE_PAGE_COPY.quotationWithoutScript}</p>`}
<p class="actions"><a class="button" href="${onSite}">${ESTIMATE_PAGE_COPY.openOnSite}</a><a class="button quiet" href="${PATHS.contact}">${ESTIMATE_PAGE_COPY.askSeller}</a></p>
${destinationForm(typed, undefined)}
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
${destinationForm(typed, problem)}
${contactLine()}</div>`,
  });
}
