import { createHash } from 'node:crypto';
import { CONTACT_CONTENT_TYPES } from '../../shared/contact';
import type { ContactInquiry } from '../../shared/contact-schema';
import type { QuotationRequest } from '../../shared/quotation';
import type { HttpEvent } from './http';

/*
 * The browser's own form posts (the contact form, the estimator answer page's quotation form): how
 * one is recognised, and the idempotency key it is given in place of the script's.
 */

/** How the caller wants its answer: JSON for the page's script, an HTML page for the browser's own form post. */
export type AnswerFormat = 'json' | 'page';

export const [JSON_TYPE, FORM_TYPE] = CONTACT_CONTENT_TYPES;

/** The media type of the request, lowercased, without its parameters. */
export const mediaType = (event: HttpEvent) => (event.headers?.['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** A form post gets pages, also for its refusals; anything else gets JSON. */
export const answerFormat = (event: HttpEvent): AnswerFormat => (mediaType(event) === FORM_TYPE ? 'page' : 'json');

/**
 * How long a form posted without JavaScript counts as the same submission. A prerendered page is one
 * HTML file for everyone, so it cannot carry a per-visit idempotency key; the handler derives one from
 * the client's address, the checked inquiry and this window instead. A double click, a resubmitted
 * page or a retry on a flaky link within it finds the first inquiry, never a second one.
 */
const FORM_SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

/** A UUID (version 8: custom, RFC 9562) from a digest, so it fits where the script's keys go. */
function uuidFrom(digest: Buffer): string {
  const bytes = Buffer.from(digest.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency keys of a form post: this window's first (the id a new inquiry gets), then the
 * previous window's, so a double click across a window's edge still finds the first inquiry.
 */
export function formSubmissionKeys(clientAddress: string, checked: ContactInquiry | QuotationRequest, now: Date): [string, string] {
  const window = Math.floor(now.getTime() / FORM_SUBMISSION_WINDOW_MS);
  const body = JSON.stringify(checked);
  const key = (slot: number) => uuidFrom(createHash('sha256').update(`form-post\n${slot}\n${clientAddress}\n${body}`).digest());
  return [key(window), key(window - 1)];
}
