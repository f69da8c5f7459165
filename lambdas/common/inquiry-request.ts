import * as z from 'zod/mini';
import '../../shared/zod-config';
import { CONTACT_MAX_BODY_BYTES, CONTACT_MESSAGES, type InquiryLanguage } from '../../shared/contact';
import { formFields, toInquiryInput } from '../../shared/contact-form';
import type { contactInquirySchema, ContactInquiry } from '../../shared/contact-schema';
import { FORM_TYPE, JSON_TYPE, mediaType } from './form-posts';
import { HttpError, parseJsonBody, rawBody, validate, type HttpEvent } from './http';
import { inquiriesRepository, type StoredInquiry } from './inquiries-repository';
import { refuseCrossSite } from './same-origin';

type InquirySchema = ReturnType<typeof contactInquirySchema>;
/** The schema in each language the form is written in: its problems are named in the form's language. */
export type InquirySchemas = Record<InquiryLanguage, InquirySchema>;

/** The language a submission says it was written in: French only when it says so, as the schema's default is English. */
const languageOf = (input: unknown): InquiryLanguage =>
  typeof input === 'object' && input !== null && (input as Record<string, unknown>).language === 'fr' ? 'fr' : 'en';

/** A refusal of an inquiry whose language is known: its page is in that language. */
export class InquiryRefused extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly language: InquiryLanguage,
    details?: string[],
  ) {
    super(statusCode, message, details);
    this.name = 'InquiryRefused';
  }
}

/** A form post that failed the schema: what was posted and each field's problem, for the page that shows them. */
export class FormRejected extends InquiryRefused {
  constructor(
    readonly posted: Record<string, unknown>,
    readonly problems: ReadonlyMap<string, string>,
    details: string[],
    language: InquiryLanguage,
  ) {
    super(400, details.join('; '), language, details);
    this.name = 'FormRejected';
  }
}

/**
 * Reads POST /api/contact's body after refusing cross-site posts (403): JSON or the browser's form
 * encoding, anything else 415 (a text/plain post is what any web page can send another site without
 * asking). Both are checked by the one schema, in the language the submission names; a form's fields
 * are first mapped exactly as the page's script maps them.
 */
export function readInquiry(event: HttpEvent, schemas: InquirySchemas): ContactInquiry {
  refuseCrossSite(event);
  const type = mediaType(event);
  if (type === JSON_TYPE) {
    const input = parseJsonBody(event, z.unknown(), { maxBytes: CONTACT_MAX_BODY_BYTES });
    return validate(input, schemas[languageOf(input)]);
  }
  if (type !== FORM_TYPE) throw new HttpError(415, CONTACT_MESSAGES.unsupportedType);

  const posted = formFields(new URLSearchParams(rawBody(event, { maxBytes: CONTACT_MAX_BODY_BYTES }).toString('utf8')));
  const language = languageOf(posted);
  const result = schemas[language].safeParse(toInquiryInput(posted));
  if (result.success) return result.data;
  const problems = new Map<string, string>();
  const details: string[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    details.push(field ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  throw new FormRejected(posted, problems, details, language);
}

/** The first inquiry stored under one of these keys, if any. */
export async function firstStored(keys: readonly string[]): Promise<StoredInquiry | undefined> {
  for (const key of keys) {
    const stored = await inquiriesRepository.get(key);
    if (stored) return stored;
  }
  return undefined;
}
