import { WATCH_COPY, WATCH_LANGUAGE_FIELD, WATCH_LIMITS, watchLanguageOf, type WatchLanguage } from '../../shared/watch';
import { FRENCH_WATCH_PROBLEMS } from '../../shared/watch-fr';
import { watchRequestSchema, watchRequestSchemaIn, type WatchRequest } from '../../shared/watch-schema';
import { FORM_TYPE, JSON_TYPE, mediaType } from './form-posts';
import { HttpError, parseJsonBody, rawBody, type HttpEvent } from './http';
import { refuseCrossSite } from './same-origin';

/** The schema in each language the form is written in: its problems are named in the form's language. */
const SCHEMAS = { en: watchRequestSchema, fr: watchRequestSchemaIn(FRENCH_WATCH_PROBLEMS) } as const;

/** A refusal of a form post whose language is known: its page is in that language. */
export class WatchRefused extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly language: WatchLanguage,
    details?: string[],
  ) {
    super(statusCode, message, details);
    this.name = 'WatchRefused';
  }
}

/**
 * Reads POST /api/watchers's body under the inquiry form's rules (docs/decisions/same-origin-check.md):
 * a cross-site post is refused (403), JSON or the browser's form encoding is read, anything else is
 * 415. A form's `topics` checkboxes arrive as one field per ticked box; an empty organisation is none.
 * A form post is checked by the schema in the language it names, and refused in it.
 */
export function readWatchRequest(event: HttpEvent): WatchRequest {
  refuseCrossSite(event, WATCH_COPY.crossSite);
  const type = mediaType(event);
  if (type === JSON_TYPE) return parseJsonBody(event, watchRequestSchema, { maxBytes: WATCH_LIMITS.bodyBytes });
  if (type !== FORM_TYPE) throw new HttpError(415, WATCH_COPY.unsupportedType);
  const form = new URLSearchParams(rawBody(event, { maxBytes: WATCH_LIMITS.bodyBytes }).toString('utf8'));
  const posted = { email: form.get('email') ?? '', organisation: form.get('organisation') ?? '', topics: form.getAll('topics') };
  const named = form.get(WATCH_LANGUAGE_FIELD);
  const language = watchLanguageOf(named);
  const result = SCHEMAS[language].safeParse(named === null ? posted : { ...posted, [WATCH_LANGUAGE_FIELD]: named });
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => issue.message);
  throw new WatchRefused(400, details.join('; '), language, details);
}
