import { SITE_NAME, TRAILER } from '../../shared/trailer';
import { ONE_CLICK_BODY, WATCH_CONFIRM_PATH, WATCH_POLICY, WATCH_TOPIC_LABELS, WATCH_UNSUBSCRIBE_PATH, type WatchTopic } from '../../shared/watch';
import { escapeHtml } from './html-page';

/** The mails of docs/product.md#watching-the-listing: the confirmation and the alert. */

/** A link to the site on `host`, the host it is served on (a custom domain, or the CloudFront domain without one). */
const siteUrl = (host: string, path: string) => `https://${host}${path}`;

/** One change as an alert shows it: what, the values before and after as words, and when (ISO). */
export interface AlertChange {
  topic: WatchTopic;
  before: string;
  after: string;
  at: string;
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
export function confirmationMail(token: string, host: string): WatchMail {
  const link = siteUrl(host, `${WATCH_CONFIRM_PATH}?token=${token}`);
  const lines = [
    `Someone, hopefully you, asked to be e-mailed when the listing of trailer ${TRAILER.unitNumber} changes.`,
    `To confirm, open this link within ${WATCH_POLICY.confirmHours} hours:`,
    link,
    'If it was not you, ignore this e-mail: nothing more will be sent.',
  ];
  return {
    subject: `Confirm your alerts for trailer ${TRAILER.unitNumber}`,
    text: lines.join('\n\n'),
    html: `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p><p><a href="${escapeHtml(link)}">Confirm my alerts</a></p><p>${escapeHtml(lines[3]!)}</p>`,
  };
}

const whenWords = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Edmonton' });

function changeLine({ topic, before, after, at }: AlertChange): string {
  const what = WATCH_TOPIC_LABELS[topic].replace(/ \(.*\)$/, '').replace(/s$/, '').replace(/^Newly answered buyer question$/, 'New answered question');
  return topic === 'questions' ? `${what}: ${after} (${whenWords(at)})` : `${what}: ${before} → ${after} (${whenWords(at)})`;
}

/**
 * One alert for a batch of changes: each change's old and new values and its date, the listing's link,
 * and the unsubscribe link, visible and in the List-Unsubscribe headers (RFC 2369, RFC 8058).
 */
export function alertMail(changes: readonly AlertChange[], unsubscribeToken: string, host: string): WatchMail {
  const unsubscribe = siteUrl(host, `${WATCH_UNSUBSCRIBE_PATH}?token=${unsubscribeToken}`);
  const listing = siteUrl(host, '/');
  const lines = changes.map(changeLine);
  const intro = `The listing of trailer ${TRAILER.unitNumber} (${SITE_NAME}) changed:`;
  const footer = 'You get this e-mail because you asked for alerts on this listing. Unsubscribe in one click:';
  return {
    subject: changes.length === 1 ? `Trailer ${TRAILER.unitNumber}: ${lines[0]!.replace(/ \(.*\)$/, '')}` : `Trailer ${TRAILER.unitNumber}: ${changes.length} changes to the listing`,
    text: [intro, lines.map((line) => `- ${line}`).join('\n'), `See the listing: ${listing}`, `${footer} ${unsubscribe}`].join('\n\n'),
    html: `<p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p><a href="${escapeHtml(listing)}">See the listing</a></p><p style="color:#555">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`,
    headers: [
      { name: 'List-Unsubscribe', value: `<${unsubscribe}>` },
      { name: 'List-Unsubscribe-Post', value: ONE_CLICK_BODY },
    ],
  };
}
