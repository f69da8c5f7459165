import { localizedPath } from '../../shared/site-routes';
import { WATCH_CONFIRM_PATH, WATCH_COPY, WATCH_UNSUBSCRIBE_PATH, watchLinkPath, type WatchLanguage, type WatchPageCopy } from '../../shared/watch';
import { FRENCH_WATCH_COPY } from '../../shared/watch-fr';
import { html, htmlPage, type Markup } from './html-page';
import type { HttpError, HttpResult } from './http';

/**
 * The pages the watch endpoints answer a browser with (docs/product.md#watching-the-listing): the
 * site's look, no script, each button a plain form post, in the watcher's language.
 */

const PAGE_COPY: Record<WatchLanguage, WatchPageCopy> = { en: WATCH_COPY, fr: FRENCH_WATCH_COPY };

/** The pages' and refusals' words in a language. */
export const watchPageCopy = (language: WatchLanguage): WatchPageCopy => PAGE_COPY[language];

const card = (language: WatchLanguage, statusCode: number, title: string, kind: 'success' | 'notice' | 'plain', lead: string, extra: Markup | string) =>
  htmlPage({
    statusCode,
    title,
    locale: language,
    body: html`<div class="card ${kind === 'plain' ? '' : kind}" role="${kind === 'notice' ? 'alert' : 'status'}"><h1>${title}</h1><p class="lead">${lead}</p>${extra}</div>`,
  });

/** A page with the way back to the listing's home page in its language. */
const cardWithWayBack = (language: WatchLanguage, statusCode: number, title: string, kind: 'success' | 'notice', lead: string) =>
  card(language, statusCode, title, kind, lead, html`<p class="actions"><a class="button quiet" href="${localizedPath('home', language)}">${PAGE_COPY[language].backToListing}</a></p>`);

/** After a form post: the same words whatever the address's state, so nobody learns whether it is subscribed. */
export const checkInboxPage = (language: WatchLanguage): HttpResult =>
  cardWithWayBack(language, 200, PAGE_COPY[language].checkInboxTitle, 'success', PAGE_COPY[language].checkInboxText);

/** A refused form post: its reason (a field's problem, a limit) and the way back. */
export const watchRefusalPage = (error: HttpError, language: WatchLanguage): HttpResult =>
  cardWithWayBack(language, error.statusCode, PAGE_COPY[language].notSavedTitle, 'notice', error.message);

/** A confirmation or unsubscribe link that is forged, used or too old. */
export const badLinkPage = (language: WatchLanguage, statusCode = 410): HttpResult =>
  cardWithWayBack(language, statusCode, PAGE_COPY[language].badLinkTitle, 'notice', PAGE_COPY[language].badLinkText);

/** A page whose one button posts the hidden fields to `action` (which names the page's language, so the answer is in it too). */
const buttonPage = (language: WatchLanguage, title: string, lead: string, action: string, fields: Record<string, string>, button: string): HttpResult =>
  card(
    language,
    200,
    title,
    'plain',
    lead,
    html`<form method="post" action="${action}">${Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}<p class="actions"><button class="button" type="submit">${button}</button></p></form>`,
  );

/**
 * The confirmation link's page: it asks for one click rather than confirming on the GET, since mail
 * scanners open links to check them and would otherwise use up (and confirm) every link.
 */
export const confirmPage = (token: string, language: WatchLanguage): HttpResult => {
  const copy = PAGE_COPY[language];
  return buttonPage(language, copy.confirmTitle, copy.confirmText, watchLinkPath(WATCH_CONFIRM_PATH, language), { token }, copy.confirmButton);
};

export const confirmedPage = (language: WatchLanguage): HttpResult =>
  cardWithWayBack(language, 200, PAGE_COPY[language].confirmedTitle, 'success', PAGE_COPY[language].confirmedText);

/** The unsubscribe link's page: its button posts what a mail client's one click posts (RFC 8058), to the link's own address. */
export const unsubscribePage = (token: string, language: WatchLanguage): HttpResult => {
  const copy = PAGE_COPY[language];
  return buttonPage(language, copy.unsubscribeTitle, copy.unsubscribeText, watchLinkPath(WATCH_UNSUBSCRIBE_PATH, language, token), { 'List-Unsubscribe': 'One-Click' }, copy.unsubscribeButton);
};

export const unsubscribedPage = (language: WatchLanguage): HttpResult =>
  cardWithWayBack(language, 200, PAGE_COPY[language].unsubscribedTitle, 'success', PAGE_COPY[language].unsubscribedText);
