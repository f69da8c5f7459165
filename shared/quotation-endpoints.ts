/** POST: a buyer asks for a quotation (public). */
export const QUOTATIONS_ENDPOINT = '/api/quotations';
/** GET (admin): a stored quotation by its number, as the buyer holds it. */
export const QUOTATION_ENDPOINT = `${QUOTATIONS_ENDPOINT}/{number}` as const;
export const quotationUrl = (number: string) => QUOTATION_ENDPOINT.replace('{number}', encodeURIComponent(number));
