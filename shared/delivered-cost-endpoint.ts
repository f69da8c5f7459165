/*
 * The estimator form's address and its one parameter, apart from the query's schema: the route table
 * and the pages' first load read these without pulling zod in.
 */

/**
 * GET (public): the estimator form's own answer, a page with the delivered cost to `?to=` (the
 * form's GET without a script; docs/decisions/estimator-answer-page.md).
 */
export const DELIVERED_COST_ENDPOINT = '/api/delivered-cost';

/**
 * The parameter naming a destination: in the form's query (`/api/delivered-cost?to=saskatoon`) and in
 * the fragment of a link to the estimator's page (`/delivered-cost#to=saskatoon`). The edge sends the
 * page's own `?to=` to the answer page, which needs no script (docs/decisions/estimator-answer-page.md).
 */
export const DESTINATION_PARAM = 'to';

/**
 * The parameter asking for the answer page in French (`lang=fr`): the French estimator's form sends it,
 * and the edge adds it when it sends /fr/cout-livre?to= on (docs/decisions/estimator-answer-page.md).
 */
export const LANGUAGE_PARAM = 'lang';

/** The destination a link's fragment names (`#to=saskatoon`), or null. */
export function destinationInFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(DESTINATION_PARAM);
}

/** The fragment that opens the estimator's page on a destination. */
export function destinationFragment(destination: string): string {
  return `#${new URLSearchParams({ [DESTINATION_PARAM]: destination })}`;
}

/** The longest destination a buyer may type: a place's label, a postal code or a ZIP+4 fit well inside. */
export const DESTINATION_MAX_LENGTH = 64;
