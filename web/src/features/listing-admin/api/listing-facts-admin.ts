import useSWR from 'swr';
import { SITE_SWR, siteMutate } from '../../../lib/site-swr';
import { LISTING_FACTS_ENDPOINT, type AdminListingFacts } from '../../../../../shared/listing-facts';
import type { ListingFactsRequest } from '../../../../../shared/listing-facts-schema';
import type { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

/** GET /api/listing/facts (admin): the facts and their version. */
export function getAdminFacts(): Promise<AdminListingFacts> {
  return authorizedApiFetch<AdminListingFacts>(LISTING_FACTS_ENDPOINT);
}

/** The admin's view of the facts; `enabled` is false until the admin is known to be signed in. */
export function useAdminFacts(enabled: boolean) {
  return useSWR<AdminListingFacts, ApiError>(enabled ? LISTING_FACTS_ENDPOINT : null, getAdminFacts, SITE_SWR);
}

/** PUT /api/listing/facts (admin): the whole record, made on `version`; answers the facts after it, which the cache then holds. */
export function useSaveFacts() {
  return async (request: ListingFactsRequest): Promise<AdminListingFacts> => {
    const saved = await authorizedApiFetch<AdminListingFacts>(LISTING_FACTS_ENDPOINT, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    await siteMutate(LISTING_FACTS_ENDPOINT, saved, { revalidate: false });
    return saved;
  };
}
