import { IDEMPOTENCY_HEADER } from '../../../../shared/contact';
import type { QuotationRequest, QuotationResponse } from '../../../../shared/quotation';
import { QUOTATIONS_ENDPOINT } from '../../../../shared/quotation-endpoints';

/** POST /api/quotations: the server's quotation, or why there is none. Never thrown: every outcome is a value. */
export type QuotationResult = { ok: true; response: QuotationResponse } | { ok: false; status: number; error?: string };

/**
 * Asks the server for the quotation. Only the destination and who it is for are sent: the server
 * prices it from the listing's current state. The same key on a retry gets the same quotation.
 */
export async function requestQuotation(request: QuotationRequest, idempotencyKey: string): Promise<QuotationResult> {
  let response: Response;
  try {
    response = await fetch(QUOTATIONS_ENDPOINT, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, status: response.status };
  }
  if (response.ok) return { ok: true, response: body as QuotationResponse };
  const error = (body as { error?: unknown } | null)?.error;
  return { ok: false, status: response.status, error: typeof error === 'string' ? error : undefined };
}
