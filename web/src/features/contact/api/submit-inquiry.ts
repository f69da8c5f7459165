import { useCallback, useState } from 'react';
import { CONTACT_ENDPOINT, IDEMPOTENCY_HEADER } from '../../../../../shared/contact';
import type { ContactInquiry } from '../../../../../shared/contact-schema';

/** POST /api/contact: what became of one submission. Never thrown: every outcome is a value. */
export type InquiryResult =
  | {
      sent: true;
      reference: string;
      /** Stored and on its way (202), though not yet known to be in the seller's mailbox. */
      queued: boolean;
    }
  | {
      sent: false;
      /** HTTP status; 0 when no answer arrived. */
      status: number;
      /** The API's own error text, when it sent one. */
      error?: string;
      details: readonly string[];
      /** Set when the inquiry was stored although the e-mail failed (502). */
      reference?: string;
      /**
       * False when the request may or may not have been handled (no answer, a gateway error, still in
       * progress) or was stored but not yet mailed (502): retrying the unchanged submission must then
       * reuse its idempotency key.
       */
      settled: boolean;
    };

export interface SubmitInquiryArg {
  inquiry: ContactInquiry;
  /** One per submission attempt-set, sent as IDEMPOTENCY_HEADER. */
  idempotencyKey: string;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const asText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

async function readBody(response: Response): Promise<Record<string, unknown>> {
  try {
    return asRecord(await response.json());
  } catch {
    return {};
  }
}

/**
 * Sends the inquiry. The API answers 200 { success: true, reference }; 202 { success: true, reference,
 * queued: true } when it is stored and on its way; 400, 413 and 429 with { error };
 * 502 { success: false, error, reference } when the e-mail failed but the inquiry was stored.
 * Reads the body of error answers too, which the shared apiFetch does not hand back.
 */
export async function submitInquiry({ inquiry, idempotencyKey }: SubmitInquiryArg): Promise<InquiryResult> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(inquiry),
    });
  } catch {
    return { sent: false, status: 0, details: [], settled: false };
  }

  const body = await readBody(response);
  if (response.ok && body.success === true) {
    return { sent: true, reference: asText(body.reference) ?? '', queued: body.queued === true };
  }
  const { status } = response;
  const answeredByHandler = body.success === false || asText(body.error) !== undefined;
  // A 502 from the handler means stored but not yet mailed: sending the same key again delivers that
  // inquiry, where a new key would store a second one beside it.
  const inDoubt = status === 408 || status === 409 || status >= 500;
  return {
    sent: false,
    status,
    error: answeredByHandler ? asText(body.error) : undefined,
    details: Array.isArray(body.details) ? body.details.filter((detail): detail is string => typeof detail === 'string') : [],
    reference: asText(body.reference),
    settled: !inDoubt,
  };
}

/**
 * The submit action for the form: `trigger({ inquiry, idempotencyKey })`, `isMutating` while it runs.
 * Plain state rather than SWR's mutation hook: nothing reads the answer from SWR's cache, and that
 * hook brought SWR's fetching hook (about 2.7 KB gzip) into the contact page's first load.
 */
export function useSubmitInquiry() {
  const [isMutating, setMutating] = useState(false);
  const trigger = useCallback(async (arg: SubmitInquiryArg): Promise<InquiryResult> => {
    setMutating(true);
    try {
      return await submitInquiry(arg);
    } finally {
      setMutating(false);
    }
  }, []);
  return { trigger, isMutating };
}
