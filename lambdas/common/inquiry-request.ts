import { createHash } from 'node:crypto';
import { CONTACT_CONTENT_TYPES, CONTACT_MAX_BODY_BYTES, CONTACT_MESSAGES } from '../../shared/contact';
import { formFields, toInquiryInput } from '../../shared/contact-form';
import type { contactInquirySchema, ContactInquiry } from '../../shared/contact-schema';
import type { QuotationRequest } from '../../shared/quotation';
import { HttpError, parseJsonBody, rawBody, type HttpEvent } from './http';
import { inquiriesRepository, type StoredInquiry } from './inquiries-repository';
import { refuseCrossSite } from './same-origin';

type InquirySchema = ReturnType<typeof contactInquirySchema>;

/** How the caller wants its answer: JSON for the page's script, an HTML page for the browser's own form post. */
export type AnswerFormat = 'json' | 'page';

const [JSON_TYPE, FORM_TYPE] = CONTACT_CONTENT_TYPES;

/** The media type of the request, lowercased, without its parameters. */
export const mediaType = (event: HttpEvent) => (event.headers?.['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** A form post gets pages, also for its refusals; anything else gets JSON. */
export const answerFormat = (event: HttpEvent): AnswerFormat => (mediaType(event) === FORM_TYPE ? 'page' : 'json');

/** A form post that failed the schema: what was posted and each field's problem, for the page that shows them. */
export class FormRejected extends HttpError {
  constructor(
    readonly posted: Record<string, unknown>,
    readonly problems: ReadonlyMap<string, string>,
    details: string[],
  ) {
    super(400, details.join('; '), details);
    this.name = 'FormRejected';
  }
}

/**
 * Reads POST /api/contact's body after refusing cross-site posts (403): JSON or the browser's form
 * encoding, anything else 415 (a text/plain post is what any web page can send another site without
 * asking). Both are checked by the one schema; a form's fields are first mapped exactly as the page's
 * script maps them.
 */
export function readInquiry(event: HttpEvent, schema: InquirySchema): ContactInquiry {
  refuseCrossSite(event);
  const type = mediaType(event);
  if (type === JSON_TYPE) return parseJsonBody(event, schema, { maxBytes: CONTACT_MAX_BODY_BYTES });
  if (type !== FORM_TYPE) throw new HttpError(415, CONTACT_MESSAGES.unsupportedType);

  const posted = formFields(new URLSearchParams(rawBody(event, { maxBytes: CONTACT_MAX_BODY_BYTES }).toString('utf8')));
  const result = schema.safeParse(toInquiryInput(posted));
  if (result.success) return result.data;
  const problems = new Map<string, string>();
  const details: string[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    details.push(field ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  throw new FormRejected(posted, problems, details);
}

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

/** The first inquiry stored under one of these keys, if any. */
export async function firstStored(keys: readonly string[]): Promise<StoredInquiry | undefined> {
  for (const key of keys) {
    const stored = await inquiriesRepository.get(key);
    if (stored) return stored;
  }
  return undefined;
}
