import useSWR from 'swr';
import { SITE_SWR } from './site-swr';
import { INQUIRY_COUNTS_ENDPOINT, type InquiryCounts } from '../../../shared/inquiries';
import type { ApiError } from './api-client';
import { authorizedApiFetch } from './auth/authorized-api-fetch';

/**
 * GET /api/inquiries/counts (admin): how many inquiries are new, for the admin's navigation (the
 * gallery's admin bar and the inquiries page); `enabled` once the admin is known.
 */
export function useInquiryCounts(enabled: boolean) {
  return useSWR<InquiryCounts, ApiError>(enabled ? INQUIRY_COUNTS_ENDPOINT : null, (path: typeof INQUIRY_COUNTS_ENDPOINT) => authorizedApiFetch<InquiryCounts>(path), SITE_SWR);
}
