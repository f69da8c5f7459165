import { DELIVERED_COST_COPY } from '../shared/delivered-cost-copy';
import { DESTINATION_PARAM } from '../shared/delivered-cost-endpoint';
import { deliveredCostQuerySchema } from '../shared/delivered-cost-query';
import { estimateDeliveredCost } from '../shared/delivered-cost';
import { ENV } from '../shared/backend/environment';
import { deliveryRatesSetting } from './common/delivery-rates';
import { destinationOfText } from './common/destinations';
import { destinationProblemPage, estimatePage } from './common/delivered-cost-page';
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
 */
export const handler = httpHandler(async (event) => {
  const typed = event.queryStringParameters?.[DESTINATION_PARAM] ?? '';
  const query = deliveredCostQuerySchema.safeParse(event.queryStringParameters ?? {});
  if (!query.success) return destinationProblemPage(400, typed, query.error.issues[0]?.message ?? DELIVERED_COST_COPY.missingDestination);
  const place = await destinationOfText(query.data[DESTINATION_PARAM]);
  if (!place) return destinationProblemPage(404, typed, DELIVERED_COST_COPY.unknownDestination);
  const [listing, { facts }] = await Promise.all([listingRepository.read(), listingFactsRepository.read()]);
  const offer = { priceUsd: listing.priceUsd, cadRate: facts.cadRate };
  return estimatePage(typed, estimateDeliveredCost(place, env()[ENV.deliveryRates], offer), { status: listing.status, ...offer });
});
