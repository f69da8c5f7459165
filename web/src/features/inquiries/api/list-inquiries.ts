import useSWRInfinite from 'swr/infinite';
import { INQUIRIES_ENDPOINT, type InquiriesPage } from '../../../../../shared/inquiries';
import type { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';

type PageKey = readonly [typeof INQUIRIES_ENDPOINT, string | undefined];

/** The SWR key of each page: the first, then one per cursor the API gave out; null after the last. */
function pageKey(index: number, previous: InquiriesPage | null): PageKey | null {
  if (index === 0) return [INQUIRIES_ENDPOINT, undefined];
  return previous?.nextCursor ? [INQUIRIES_ENDPOINT, previous.nextCursor] : null;
}

/** GET /api/inquiries (admin): one page, newest first. */
export function getInquiriesPage([endpoint, cursor]: PageKey): Promise<InquiriesPage> {
  return authorizedApiFetch<InquiriesPage>(cursor ? `${endpoint}?cursor=${encodeURIComponent(cursor)}` : endpoint);
}

/** The leads list in pages; `enabled` is false until the admin is known to be signed in. */
export function useInquiries(enabled: boolean) {
  return useSWRInfinite<InquiriesPage, ApiError>((index, previous: InquiriesPage | null) => (enabled ? pageKey(index, previous) : null), getInquiriesPage);
}
