/*
 * The estimator form's address and its one parameter, apart from the query's schema: the route table
 * and the pages' first load read these without pulling zod in.
 */

/**
 * GET (public): the estimator form's own answer, a page with the delivered cost to `?to=` (the
 * form's GET without a script; docs/decisions/estimator-answer-page.md).
 */
export const DELIVERED_COST_ENDPOINT = '/api/delivered-cost';

/** The query parameter naming a destination, on the estimator's page and in its form: `?to=saskatoon`. */
export const DESTINATION_PARAM = 'to';

/** The longest destination a buyer may type: a place's label, a postal code or a ZIP+4 fit well inside. */
export const DESTINATION_MAX_LENGTH = 64;
