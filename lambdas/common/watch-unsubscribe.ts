import { ONE_CLICK_BODY, WATCH_LANGUAGE_FIELD, WATCH_LIMITS, watchLanguageOf } from '../../shared/watch';
import { watchLinkQuerySchema } from '../../shared/watch-schema';
import { FORM_TYPE, mediaType } from './form-posts';
import { HttpError, httpHandler, parseQuery, rawBody } from './http';
import { badLinkPage, unsubscribedPage, unsubscribePage, watchRefusalPage } from './watch-pages';
import { watchersRepository } from './watchers-repository';

/**
 * GET /api/watchers/unsubscribe?token=…: the visible link's page, with one button. POST to the same
 * address with the body `List-Unsubscribe=One-Click` (RFC 8058, what a mail client's one click
 * sends, and the button): deletes the address at once, keeping its salted hash. No sign-in, no
 * question, and no same-origin check: the mail provider's servers post it, and the token is the
 * authority. A repeat is answered as the first; a forged token gets the bad-link page. Every page is
 * in the language the link names (`language=fr` in a French watcher's).
 */
export const unsubscribe = httpHandler(
  async (event) => {
    const { token, language = 'en' } = parseQuery(event, watchLinkQuerySchema);
    if (event.requestContext.http.method !== 'POST') {
      return (await watchersRepository.unsubscribeLinkIsGood(token)) ? unsubscribePage(token, language) : badLinkPage(language);
    }
    const body = rawBody(event, { maxBytes: WATCH_LIMITS.bodyBytes }).toString('utf8');
    if (mediaType(event) !== FORM_TYPE || new URLSearchParams(body).get('List-Unsubscribe') !== 'One-Click') {
      throw new HttpError(400, `Post ${ONE_CLICK_BODY} as ${FORM_TYPE} to unsubscribe`);
    }
    return (await watchersRepository.unsubscribe(token, new Date())) ? unsubscribedPage(language) : badLinkPage(language);
  },
  {
    errorAnswer: (event, error) => {
      // Read leniently: a refused query still names the language its page is in.
      const language = watchLanguageOf(event.queryStringParameters?.[WATCH_LANGUAGE_FIELD]);
      return error.statusCode === 400 && error.message.startsWith('token') ? badLinkPage(language, 400) : watchRefusalPage(error, language);
    },
  },
);
