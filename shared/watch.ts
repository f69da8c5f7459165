/**
 * Watching the listing (docs/product.md#watching-the-listing): a visitor asks to be mailed when the
 * price or status changes or a question is published. Endpoints, limits, the copy of the form and of
 * the API's pages. Free of zod, so a page can use it without loading it; the schema is in
 * watch-schema.ts.
 */
import type { Locale } from './site-routes';

export const WATCHERS_ENDPOINT = '/api/watchers';
/** The confirmation link's page (GET) and its button's post (POST). */
export const WATCH_CONFIRM_PATH = `${WATCHERS_ENDPOINT}/confirm` as const;
/** The unsubscribe link's page (GET) and the one-click post (POST, RFC 8058). */
export const WATCH_UNSUBSCRIBE_PATH = `${WATCHERS_ENDPOINT}/unsubscribe` as const;
/** The admin's counts: watchers per topic, confirmed and pending. */
export const WATCH_COUNTS_ENDPOINT = `${WATCHERS_ENDPOINT}/counts` as const;
/** GET (admin, only with the operator's watcherExport setting on): the watchers as a CSV download. */
export const WATCH_EXPORT_ENDPOINT = `${WATCHERS_ENDPOINT}/export` as const;
/** The export's columns, in order. */
export const WATCH_EXPORT_COLUMNS = ['E-mail', 'Organisation', 'Topics', 'Language', 'State', 'Asked on', 'Confirmed on'] as const;
/** Why the export is refused when the setting is off. */
export const WATCH_EXPORT_OFF = "Exporting the watchers' addresses is off: the operator turns it on with the watcherExport setting";

export const WATCH_TOPICS = ['price', 'status', 'questions'] as const;
export type WatchTopic = (typeof WATCH_TOPICS)[number];
export const WATCH_TOPIC_LABELS: Record<WatchTopic, string> = {
  price: 'Price changes',
  status: 'Status changes (under offer, sold)',
  questions: 'Newly answered buyer questions',
};

/** The body a mail client posts for a one-click unsubscribe (RFC 8058), and the header that announces it. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/** The numbers of docs/product.md#watching-the-listing. */
export const WATCH_POLICY = {
  /** A confirmation link works this long. */
  confirmHours: 48,
  /** An unconfirmed subscription is deleted (TTL) this long after it was asked for. */
  pendingDays: 7,
  /** At most one confirmation mail per address in this many hours, however often it is asked for. */
  confirmationEveryHours: 24,
  /** Subscriptions asked for per client network per hour (the inquiry form allows 5 inquiries). */
  perClientPerHour: 5,
  /** A confirmed address is deleted after this many months without a change to the listing. */
  idleMonths: 24,
  /** Changes within this many minutes of the first go out as one mail. */
  batchMinutes: 60,
  /** Alert mails a second: below SES's lowest production sending rate (14 a second). */
  mailsPerSecond: 10,
  /** Sends of one alert to one watcher that SES refused before it is given up (the alarm counts it). */
  maxAttempts: 5,
} as const;

export const WATCH_LIMITS = { email: 254, organisation: 150, bodyBytes: 2048 } as const;

/**
 * The languages a watcher can be mailed in: the page's they signed up on. The form posts it, and the
 * mails' links carry it, in this field (a watcher stored before it existed is English).
 */
export const WATCH_LANGUAGES = ['en', 'fr'] as const satisfies readonly Locale[];
export type WatchLanguage = (typeof WATCH_LANGUAGES)[number];
export const WATCH_LANGUAGE_FIELD = 'language';
/** The watcher's language as the seller's (English) screens name it. */
export const WATCH_LANGUAGE_NAMES = { en: 'English', fr: 'French' } as const satisfies Record<WatchLanguage, string>;
/**
 * A confirmation or unsubscribe address, with the link's token where it is a mail's link: a French
 * watcher's names the language, so the pages it answers (and its button's) are in French.
 */
export function watchLinkPath(path: typeof WATCH_CONFIRM_PATH | typeof WATCH_UNSUBSCRIBE_PATH, language: WatchLanguage, token?: string): string {
  const query = new URLSearchParams({ ...(token === undefined ? {} : { token }), ...(language === 'en' ? {} : { [WATCH_LANGUAGE_FIELD]: language }) }).toString();
  return query ? `${path}?${query}` : path;
}

/** A language a request names, read leniently for choosing a page's words: anything but French is English. */
export const watchLanguageOf = (value: unknown): WatchLanguage => (value === 'fr' ? 'fr' : 'en');

/** The subscribe form's words in one language, its topics' names with them. */
export interface WatchFormCopy {
  /** The language the form's page is in: the form posts it, and the watcher is mailed in it. */
  locale: WatchLanguage;
  heading: string;
  intro: string;
  emailLabel: string;
  organisationLabel: string;
  topicsLegend: string;
  submit: string;
  compactTopics: string;
  moreChoices: string;
  privacy: string;
  topics: Record<WatchTopic, string>;
}

export const WATCH_FORM_COPY = {
  locale: 'en',
  heading: 'Watch this listing',
  intro: 'Not ready today? Get one e-mail when the price or the status changes, or a buyer question is answered.',
  emailLabel: 'E-mail',
  organisationLabel: 'Organisation (optional)',
  topicsLegend: 'Tell me about',
  submit: 'Watch this listing',
  /** The short form's line in place of the topics: what it signs up for, and where to choose. */
  compactTopics: 'You will hear of price and status changes.',
  moreChoices: 'Choose other topics on the contact page',
  privacy: `Your address is used for these e-mails and nothing else. It is kept until you unsubscribe (one click in any e-mail), or ${WATCH_POLICY.idleMonths} months without a change to the listing. Nothing is sent until you confirm.`,
  topics: WATCH_TOPIC_LABELS,
} as const satisfies WatchFormCopy;

/** The words of the API's pages and refusals (French: shared/watch-fr.ts). */
export const WATCH_COPY = {
  checkInboxTitle: 'Check your inbox',
  checkInboxText: `If this address can receive alerts, an e-mail with a confirmation link is on its way. Nothing is sent until you confirm; the link works for ${WATCH_POLICY.confirmHours} hours.`,
  notSavedTitle: 'Your request was not saved',
  confirmTitle: 'Confirm your alerts',
  confirmText: 'One click and you will get an e-mail when the listing changes.',
  confirmButton: 'Confirm my alerts',
  confirmedTitle: 'You are watching this listing',
  confirmedText: 'You will get an e-mail when the listing changes. Every e-mail has a one-click unsubscribe link.',
  badLinkTitle: 'This link does not work',
  badLinkText: `The link is wrong, was already used, or is more than ${WATCH_POLICY.confirmHours} hours old. Ask for alerts again from the listing.`,
  unsubscribeTitle: 'Stop the alerts',
  unsubscribeText: 'One click and no more e-mails about this listing are sent to you; your address is deleted.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedText: 'No more e-mails about this listing will be sent to you, and your address is deleted.',
  backToListing: 'Back to the listing',
  crossSite: 'Alerts are accepted only from this site\'s own form',
  unsupportedType: 'Send the request as application/json or application/x-www-form-urlencoded',
  rateLimited: 'Too many requests from your network: please try again in an hour',
  noTopic: 'Choose at least one thing to hear about',
} as const;
export type WatchPageCopy = Record<keyof typeof WATCH_COPY, string>;

/** How the subscription's fields are refused, in one language (the schema's messages). */
export interface WatchProblems {
  emailNotText: string;
  emailRequired: string;
  emailTooLong: string;
  emailMalformed: string;
  organisationNotText: string;
  organisationTooLong: string;
  /** A character the well-formed-text rule refuses (docs/decisions/well-formed-text.md), by field. */
  badCharacter: Record<'email' | 'organisation', string>;
  topicsNotList: string;
  topicUnknown: string;
  topicsRepeat: string;
  noTopic: string;
  languageUnknown: string;
}

/** The mails' words in one language (docs/product.md#watching-the-listing; French: shared/watch-fr.ts). */
export interface WatchMailWords {
  confirmSubject: string;
  confirmAsked: string;
  confirmWithin: string;
  confirmLink: string;
  confirmIgnore: string;
  /** What each kind of change is called on its line. */
  changeNames: Record<WatchTopic, string>;
  /** 'Price change: $129,000 USD → $119,000 USD': a label and its value, punctuated as the language wants. */
  labelled: (label: string, value: string) => string;
  /** When a change was made, in the seller's time zone. */
  changedAt: (at: string) => string;
  /** A subject naming the one change (its summary); one counting several. */
  oneChangeSubject: (summary: string) => string;
  changesSubject: (count: number) => string;
  alertIntro: string;
  seeListing: string;
  footer: string;
  unsubscribe: string;
  /** The mark on a change whose words exist only in English (a question without a French version); empty in English. */
  inEnglish: string;
}

/** What POST /api/watchers answers a script: the same whatever the address's state. */
export interface WatchResponse {
  success: true;
  message: string;
}

/** The admin's counts (GET WATCH_COUNTS_ENDPOINT). */
export interface WatchCounts {
  confirmed: number;
  pending: number;
  /** Confirmed watchers by topic. */
  topics: Record<WatchTopic, number>;
  /** Confirmed watchers by the language they are mailed in (one stored before the language was kept is English). */
  languages: Record<WatchLanguage, number>;
  /** Whether the operator lets the admin download the addresses (the watcherExport setting). */
  exportEnabled: boolean;
}
