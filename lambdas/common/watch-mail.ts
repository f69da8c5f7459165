import { SELLER_TIME_ZONE } from '../../shared/calendar-day';
import { localizedPath } from '../../shared/site-routes';
import { SITE_NAME, TRAILER } from '../../shared/trailer';
import {
  ONE_CLICK_BODY,
  WATCH_CONFIRM_PATH,
  WATCH_COPY,
  WATCH_POLICY,
  WATCH_UNSUBSCRIBE_PATH,
  watchLinkPath,
  type WatchLanguage,
  type WatchMailWords,
  type WatchTopic,
} from '../../shared/watch';
import { FRENCH_WATCH_MAIL_WORDS } from '../../shared/watch-fr';
import { escapeHtml } from './html-page';

/** The mails of docs/product.md#watching-the-listing: the confirmation and the alert, in the watcher's language. */

const UNIT = TRAILER.unitNumber;

const ENGLISH_MAIL_WORDS: WatchMailWords = {
  confirmSubject: `Confirm your alerts for trailer ${UNIT}`,
  confirmAsked: `Someone, hopefully you, asked to be e-mailed when the listing of trailer ${UNIT} changes.`,
  confirmWithin: `To confirm, open this link within ${WATCH_POLICY.confirmHours} hours:`,
  confirmLink: WATCH_COPY.confirmButton,
  confirmIgnore: 'If it was not you, ignore this e-mail: nothing more will be sent.',
  changeNames: { price: 'Price change', status: 'Status change', questions: 'New answered question' },
  labelled: (label, value) => `${label}: ${value}`,
  changedAt: (at) => new Date(at).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: SELLER_TIME_ZONE }),
  oneChangeSubject: (summary) => `Trailer ${UNIT}: ${summary}`,
  changesSubject: (count) => `Trailer ${UNIT}: ${count} changes to the listing`,
  alertIntro: `The listing of trailer ${UNIT} (${SITE_NAME}) changed:`,
  seeListing: 'See the listing',
  footer: 'You get this e-mail because you asked for alerts on this listing. Unsubscribe in one click:',
  unsubscribe: WATCH_COPY.unsubscribeButton,
  inEnglish: '',
};

const MAIL_WORDS: Record<WatchLanguage, WatchMailWords> = { en: ENGLISH_MAIL_WORDS, fr: FRENCH_WATCH_MAIL_WORDS };

/** A link to the site on `host`, the host it is served on (a custom domain, or the CloudFront domain without one). */
const siteUrl = (host: string, path: string) => `https://${host}${path}`;

/** A change's values as words in one language: the price and status in both, a question as the admin wrote it in each. */
export interface ChangeWords {
  before: string;
  after: string;
}

/**
 * One change as an alert shows it: what, the values before and after as words, and when (ISO). The
 * words are the English ones, with the French in `fr` (docs/decisions/watch-alerts-in-french.md): a
 * question the admin wrote no French version of, and a change recorded before the French alerts, have
 * none, and a French alert shows them in English, marked as such.
 */
export interface AlertChange extends ChangeWords {
  topic: WatchTopic;
  at: string;
  fr?: ChangeWords;
}

export interface WatchMail {
  subject: string;
  text: string;
  html: string;
  headers?: { name: string; value: string }[];
}

/**
 * The confirmation: the link and fixed words, nothing the visitor typed (not the organisation), so a
 * stranger cannot use it to send someone a message (docs/decisions/abuse-bounds.md).
 */
export function confirmationMail(token: string, host: string, language: WatchLanguage = 'en'): WatchMail {
  const words = MAIL_WORDS[language];
  const link = siteUrl(host, watchLinkPath(WATCH_CONFIRM_PATH, language, token));
  return {
    subject: words.confirmSubject,
    text: [words.confirmAsked, words.confirmWithin, link, words.confirmIgnore].join('\n\n'),
    html: `<p>${escapeHtml(words.confirmAsked)}</p><p>${escapeHtml(words.confirmWithin)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.confirmLink)}</a></p><p>${escapeHtml(words.confirmIgnore)}</p>`,
  };
}

/**
 * A change's summary ('Price change: $129,000 USD → $119,000 USD') and its line, with when it was made,
 * as text and as HTML, where words in English on a French line are marked `lang="en"` for screen readers.
 */
function describeChange(change: AlertChange, language: WatchLanguage) {
  const words = MAIL_WORDS[language];
  const own = language === 'fr' ? change.fr : change;
  const { before, after } = own ?? change;
  const values = change.topic === 'questions' ? after : `${before} → ${after}`;
  const name = words.changeNames[change.topic];
  const when = ` (${words.changedAt(change.at)})`;
  const mark = own ? '' : ` (${words.inEnglish})`;
  const summary = words.labelled(name, `${values}${mark}`);
  const valuesHtml = own ? escapeHtml(values) : `<span lang="en">${escapeHtml(values)}</span>${escapeHtml(mark)}`;
  return { summary, line: `${summary}${when}`, lineHtml: `${words.labelled(escapeHtml(name), valuesHtml)}${escapeHtml(when)}` };
}

/**
 * One alert for a batch of changes: each change's old and new values and its date, the listing's link,
 * and the unsubscribe link, visible and in the List-Unsubscribe headers (RFC 2369, RFC 8058). All in
 * the watcher's language, its links to the pages in it.
 */
export function alertMail(changes: readonly AlertChange[], unsubscribeToken: string, host: string, language: WatchLanguage = 'en'): WatchMail {
  const words = MAIL_WORDS[language];
  const unsubscribe = siteUrl(host, watchLinkPath(WATCH_UNSUBSCRIBE_PATH, language, unsubscribeToken));
  const listing = siteUrl(host, localizedPath('home', language));
  const described = changes.map((change) => describeChange(change, language));
  const lines = described.map(({ line }) => line);
  const linesHtml = described.map(({ lineHtml }) => `<li>${lineHtml}</li>`).join('');
  return {
    subject: described.length === 1 ? words.oneChangeSubject(described[0]!.summary) : words.changesSubject(described.length),
    text: [words.alertIntro, lines.map((line) => `- ${line}`).join('\n'), words.labelled(words.seeListing, listing), `${words.footer} ${unsubscribe}`].join('\n\n'),
    html: `<p>${escapeHtml(words.alertIntro)}</p><ul>${linesHtml}</ul><p><a href="${escapeHtml(listing)}">${escapeHtml(words.seeListing)}</a></p><p style="color:#555">${escapeHtml(words.footer)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>`,
    headers: [
      { name: 'List-Unsubscribe', value: `<${unsubscribe}>` },
      { name: 'List-Unsubscribe-Post', value: ONE_CLICK_BODY },
    ],
  };
}
