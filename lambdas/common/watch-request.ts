import { WATCH_COPY, WATCH_LIMITS } from '../../shared/watch';
import { watchRequestSchema, type WatchRequest } from '../../shared/watch-schema';
import { FORM_TYPE, JSON_TYPE, mediaType } from './form-posts';
import { HttpError, parseJsonBody, rawBody, type HttpEvent } from './http';
import { refuseCrossSite } from './same-origin';

/**
 * Reads POST /api/watchers's body under the inquiry form's rules (docs/decisions/same-origin-check.md):
 * a cross-site post is refused (403), JSON or the browser's form encoding is read, anything else is
 * 415. A form's `topics` checkboxes arrive as one field per ticked box; an empty organisation is none.
 */
export function readWatchRequest(event: HttpEvent): WatchRequest {
  refuseCrossSite(event, WATCH_COPY.crossSite);
  const type = mediaType(event);
  if (type === JSON_TYPE) return parseJsonBody(event, watchRequestSchema, { maxBytes: WATCH_LIMITS.bodyBytes });
  if (type !== FORM_TYPE) throw new HttpError(415, WATCH_COPY.unsupportedType);
  const form = new URLSearchParams(rawBody(event, { maxBytes: WATCH_LIMITS.bodyBytes }).toString('utf8'));
  const result = watchRequestSchema.safeParse({ email: form.get('email') ?? '', organisation: form.get('organisation') ?? '', topics: form.getAll('topics') });
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => issue.message);
  throw new HttpError(400, details.join('; '), details);
}
