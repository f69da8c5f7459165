import useSWR from 'swr';
import { SITE_SWR, siteMutate } from '../../../lib/site-swr';
import { LISTING_ENDPOINT, LISTING_HISTORY_ENDPOINT } from '../../../../../shared/listing-state';
import { publicListingState, type AdminListingState } from '../../../../../shared/listing-state-admin';
import type { ListingChangeRequest } from '../../../../../shared/listing-state-schema';
import type { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

/** GET /api/listing/history (admin): the state, its version and every change with who made it. */
export function getAdminListing(): Promise<AdminListingState> {
  return authorizedApiFetch<AdminListingState>(LISTING_HISTORY_ENDPOINT);
}

/** The admin's view of the listing; `enabled` is false until the admin is known to be signed in. */
export function useAdminListing(enabled: boolean) {
  return useSWR<AdminListingState, ApiError>(enabled ? LISTING_HISTORY_ENDPOINT : null, getAdminListing, SITE_SWR);
}

/** PUT /api/listing (admin): the whole editable state, made on `version`; answers the state after it. */
export function putListing(request: ListingChangeRequest): Promise<AdminListingState> {
  return authorizedApiFetch<AdminListingState>(LISTING_ENDPOINT, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
}

/**
 * Saves a change and puts its result in the cache: the panel's state, and the public state under
 * GET /api/listing's key, which this page's banner and price blocks show in place of the snapshot
 * (lib/listing-state.ts) until the published pages catch up.
 */
export function useSaveListing() {
  return async (request: ListingChangeRequest): Promise<AdminListingState> => {
    const state = await putListing(request);
    await Promise.all([
      siteMutate(LISTING_HISTORY_ENDPOINT, state, { revalidate: false }),
      siteMutate(LISTING_ENDPOINT, publicListingState(state), { revalidate: false }),
    ]);
    return state;
  };
}
