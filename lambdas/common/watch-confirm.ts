import * as z from 'zod/mini';
import '../../shared/zod-config';
import { WATCH_COPY, WATCH_LIMITS } from '../../shared/watch';
import { watchLinkQuerySchema, watchTokenSchema } from '../../shared/watch-schema';
import { FORM_TYPE, mediaType } from './form-posts';
import { HttpError, httpHandler, parseQuery, rawBody } from './http';
import { refuseCrossSite } from './same-origin';
import { badLinkPage, confirmedPage, confirmPage, watchRefusalPage } from './watch-pages';
import { watchersRepository } from './watchers-repository';

const confirmFormSchema = z.strictObject({ token: watchTokenSchema });

/**
 * GET /api/watchers/confirm?token=…: the confirmation link's page, with one button (a mail scanner
 * opening the link confirms nothing). POST (the button, token in the form): confirms, once, within
 * 48 hours. A forged, used or expired link gets a page saying so (410); a malformed one, 400.
 */
export const confirm = httpHandler(
  async (event) => {
    const now = new Date();
    if (event.requestContext.http.method !== 'POST') {
      const { token } = parseQuery(event, watchLinkQuerySchema);
      return (await watchersRepository.pendingFor(token, now)) ? confirmPage(token) : badLinkPage();
    }
    refuseCrossSite(event, WATCH_COPY.crossSite);
    if (mediaType(event) !== FORM_TYPE) throw new HttpError(415, WATCH_COPY.unsupportedType);
    const form = Object.fromEntries(new URLSearchParams(rawBody(event, { maxBytes: WATCH_LIMITS.bodyBytes }).toString('utf8')));
    const parsed = confirmFormSchema.safeParse(form);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join('; '));
    return (await watchersRepository.confirm(parsed.data.token, now)) ? confirmedPage() : badLinkPage();
  },
  { errorAnswer: (_event, error) => (error.statusCode === 400 ? badLinkPage(400) : watchRefusalPage(error)) },
);
