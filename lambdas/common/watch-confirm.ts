import { WATCH_LANGUAGE_FIELD, WATCH_LIMITS, watchLanguageOf } from '../../shared/watch';
import { watchConfirmFormSchema, watchLinkQuerySchema, watchPageQuerySchema } from '../../shared/watch-schema';
import { FORM_TYPE, mediaType } from './form-posts';
import { HttpError, httpHandler, parseQuery, rawBody, validate } from './http';
import { refuseCrossSite } from './same-origin';
import { badLinkPage, confirmedPage, confirmPage, watchPageCopy, watchRefusalPage } from './watch-pages';
import { watchersRepository } from './watchers-repository';

/**
 * GET /api/watchers/confirm?token=…: the confirmation link's page, with one button (a mail scanner
 * opening the link confirms nothing). POST (the button, token in the form): confirms, once, within
 * 48 hours. A forged, used or expired link gets a page saying so (410); a malformed one, 400. Every
 * page is in the language the address names (`language=fr` in a French watcher's), even a refusal.
 */
export const confirm = httpHandler(
  async (event) => {
    const now = new Date();
    if (event.requestContext.http.method !== 'POST') {
      const { token, language = 'en' } = parseQuery(event, watchLinkQuerySchema);
      return (await watchersRepository.pendingFor(token, now)) ? confirmPage(token, language) : badLinkPage(language);
    }
    const { language = 'en' } = parseQuery(event, watchPageQuerySchema);
    refuseCrossSite(event, watchPageCopy(language).crossSite);
    if (mediaType(event) !== FORM_TYPE) throw new HttpError(415, watchPageCopy(language).unsupportedType);
    const form = Object.fromEntries(new URLSearchParams(rawBody(event, { maxBytes: WATCH_LIMITS.bodyBytes }).toString('utf8')));
    const { token } = validate(form, watchConfirmFormSchema);
    return (await watchersRepository.confirm(token, now)) ? confirmedPage(language) : badLinkPage(language);
  },
  {
    errorAnswer: (event, error) => {
      // Read leniently: a refused query still names the language its page is in.
      const language = watchLanguageOf(event.queryStringParameters?.[WATCH_LANGUAGE_FIELD]);
      return error.statusCode === 400 ? badLinkPage(language, 400) : watchRefusalPage(error, language);
    },
  },
);
