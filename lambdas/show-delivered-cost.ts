import { DESTINATION_PARAM, LANGUAGE_PARAM } from '../shared/delivered-cost-endpoint';
import { deliveredCostQuerySchema } from '../shared/delivered-cost-query';
import { estimateDeliveredCost } from '../shared/delivered-cost';
import { ENV } from '../shared/backend/environment';
import { deliveryRatesSetting } from './common/delivery-rates';
import { destinationOfText } from './common/destinations';
import { ENGLISH_ANSWER_PAGE, destinationProblemPage, estimatePage } from './common/delivered-cost-page';
import { FRENCH_ANSWER_PAGE } from './common/delivered-cost-page-fr';
import { environment } from './common/env';
import { httpHandler } from './common/http';
import { listingFactsRepository } from './common/listing-facts-repository';
import { listingRepository } from './common/listing-repository';

const env = environment({ [ENV.deliveryRates]: deliveryRatesSetting });

/**
 * GET /api/delivered-cost?to=: the estimator form's own answer when no script runs (or none has
 * arrived yet): a page with the delivered cost to the destination typed (a listed place, a Canadian
 * postal code or a US ZIP code), priced at the listing's current price, status and rate. A query that
 * names no destination gets the form again with its problem (400), an unknown place likewise (404).
 * With `lang=fr` (the French page's form and links) the page is in French.
 */
export const handler = httpHandler(async (event) => {
  const typed = event.queryStringParameters?.[DESTINATION_PARAM] ?? '';
  // The language is read before the query is checked, so a refused query is answered in it too.
  const words = event.queryStringParameters?.[LANGUAGE_PARAM] === FRENCH_ANSWER_PAGE.locale ? FRENCH_ANSWER_PAGE : ENGLISH_ANSWER_PAGE;
  const query = deliveredCostQuerySchema.safeParse(event.queryStringParameters ?? {});
  if (!query.success) {
    // The schema words its problems in English; a French page names the problem in its own words.
    const englishProblem = query.error.issues[0]?.message ?? words.copy.missingDestination;
    const problem = words === ENGLISH_ANSWER_PAGE ? englishProblem : typed.trim() ? words.copy.unknownDestination : words.copy.missingDestination;
    return destinationProblemPage(400, typed, problem, words);
  }
  const place = await destinationOfText(query.data[DESTINATION_PARAM]);
  if (!place) return destinationProblemPage(404, typed, words.copy.unknownDestination, words);
  const [listing, { facts }] = await Promise.all([listingRepository.read(), listingFactsRepository.read()]);
  const offer = { priceUsd: listing.priceUsd, cadRate: facts.cadRate };
  return estimatePage(typed, estimateDeliveredCost(place, env()[ENV.deliveryRates], offer), { status: listing.status, ...offer }, words);
});
