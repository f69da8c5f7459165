import { WATCH_CONFIRM_PATH, WATCH_COPY, WATCH_UNSUBSCRIBE_PATH } from '../../shared/watch';
import { html, htmlPage, type Markup } from './html-page';
import type { HttpError, HttpResult } from './http';

/**
 * The pages the watch endpoints answer a browser with (docs/product.md#watching-the-listing): the
 * site's look, no script, each button a plain form post.
 */

const backToListing = html`<p class="actions"><a class="button quiet" href="/">${WATCH_COPY.backToListing}</a></p>`;

const card = (statusCode: number, title: string, kind: 'success' | 'notice' | 'plain', lead: string, extra: Markup | string = '') =>
  htmlPage({
    statusCode,
    title,
    body: html`<div class="card ${kind === 'plain' ? '' : kind}" role="${kind === 'notice' ? 'alert' : 'status'}"><h1>${title}</h1><p class="lead">${lead}</p>${extra}</div>`,
  });

/** After a form post: the same words whatever the address's state, so nobody learns whether it is subscribed. */
export const checkInboxPage = (): HttpResult => card(200, WATCH_COPY.checkInboxTitle, 'success', WATCH_COPY.checkInboxText, backToListing);

/** A refused form post: its reason (a field's problem, a limit) and the way back. */
export const watchRefusalPage = (error: HttpError): HttpResult => card(error.statusCode, WATCH_COPY.notSavedTitle, 'notice', error.message, backToListing);

/** A confirmation or unsubscribe link that is forged, used or too old. */
export const badLinkPage = (statusCode = 410): HttpResult => card(statusCode, WATCH_COPY.badLinkTitle, 'notice', WATCH_COPY.badLinkText, backToListing);

/** A page whose one button posts the hidden fields to `action`. */
const buttonPage = (title: string, lead: string, action: string, fields: Record<string, string>, button: string): HttpResult =>
  card(
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
export const confirmPage = (token: string): HttpResult => buttonPage(WATCH_COPY.confirmTitle, WATCH_COPY.confirmText, WATCH_CONFIRM_PATH, { token }, WATCH_COPY.confirmButton);

export const confirmedPage = (): HttpResult => card(200, WATCH_COPY.confirmedTitle, 'success', WATCH_COPY.confirmedText, backToListing);

/** The unsubscribe link's page: its button posts what a mail client's one click posts (RFC 8058). */
export const unsubscribePage = (token: string): HttpResult =>
  buttonPage(WATCH_COPY.unsubscribeTitle, WATCH_COPY.unsubscribeText, `${WATCH_UNSUBSCRIBE_PATH}?token=${token}`, { 'List-Unsubscribe': 'One-Click' }, WATCH_COPY.unsubscribeButton);

export const unsubscribedPage = (): HttpResult => card(200, WATCH_COPY.unsubscribedTitle, 'success', WATCH_COPY.unsubscribedText, backToListing);
