import * as z from 'zod/mini';
import './zod-config';
import { DELIVERED_COST_COPY } from './delivered-cost-copy';
import { textRule } from './text-schema';

/**
 * GET (public): the estimator form's own answer, a page with the delivered cost to `?to=` (the
 * form's GET without a script; docs/decisions/estimator-answer-page.md).
 */
export const DELIVERED_COST_ENDPOINT = '/api/delivered-cost';

/** The query parameter naming a destination, on the estimator's page and in its form: `?to=saskatoon`. */
export const DESTINATION_PARAM = 'to';

/** The longest destination a buyer may type: a place's label, a postal code or a ZIP+4 fit well inside. */
export const DESTINATION_MAX_LENGTH = 64;

/** What the estimator form's GET may carry: one destination, typed text of one line. */
export const deliveredCostQuerySchema = z.object({
  [DESTINATION_PARAM]: z
    .string({ error: () => DELIVERED_COST_COPY.missingDestination })
    .check(
      ...textRule('The destination', 'one-line'),
      z.minLength(1, DELIVERED_COST_COPY.missingDestination),
      z.maxLength(DESTINATION_MAX_LENGTH, `The destination must be at most ${DESTINATION_MAX_LENGTH} characters`),
    ),
});
