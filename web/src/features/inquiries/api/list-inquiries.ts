import useSWRInfinite from 'swr/infinite';
import { SITE_SWR } from '../../../lib/site-swr';
import { INQUIRIES_ENDPOINT, type InquiriesPage, type InquiryDeskState } from '../../../../../shared/inquiries';
import type { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

type PageKey = readonly [typeof INQUIRIES_ENDPOINT, InquiryDeskState | undefined, string | undefined];

/** GET /api/inquiries (admin): one page, newest first, of one desk state or of all. */
export function getInquiriesPage([endpoint, state, cursor]: PageKey): Promise<InquiriesPage> {
  const query = new URLSearchParams({ ...(state ? { state } : {}), ...(cursor ? { cursor } : {}) }).toString();
  return authorizedApiFetch<InquiriesPage>(query ? `${endpoint}?${query}` : endpoint);
}

/** The leads list in pages, filtered to `state` when given; `enabled` is false until the admin is known to be signed in. */
export function useInquiries(enabled: boolean, state: InquiryDeskState | undefined) {
  return useSWRInfinite<InquiriesPage, ApiError>((index, previous: InquiriesPage | null) => {
    if (!enabled) return null;
    // The first page, then one per cursor the API gave out; null after the last.
    if (index === 0) return [INQUIRIES_ENDPOINT, state, undefined] satisfies PageKey;
    return previous?.nextCursor ? ([INQUIRIES_ENDPOINT, state, previous.nextCursor] satisfies PageKey) : null;
  }, getInquiriesPage, SITE_SWR);
}
