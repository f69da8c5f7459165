import { CONTACT_MESSAGES, type ContactResponse } from '../../shared/contact';
import { json, type HttpResult } from './http';

/**
 * The API's answer when the seller's mail failed (the buyer's submission or the admin's resend):
 * 502 with the reference; the inquiry stays stored and the sweeper retries it.
 */
export const deliveryFailed = (reference: string): HttpResult =>
  json(502, { success: false, error: CONTACT_MESSAGES.sendFailed, reference } satisfies ContactResponse);
