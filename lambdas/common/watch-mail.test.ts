import { describe, expect, it } from 'vitest';
import { FRENCH_PATHS } from '../../shared/site-routes';
import { WATCH_CONFIRM_PATH, WATCH_UNSUBSCRIBE_PATH } from '../../shared/watch';
import { FRENCH_WATCH_COPY } from '../../shared/watch-fr';
import { alertMail, confirmationMail, type AlertChange, type WatchMail } from './watch-mail';
import { badLinkPage, checkInboxPage, confirmedPage, confirmPage, unsubscribedPage, unsubscribePage } from './watch-pages';

const TOKEN = `${'a'.repeat(64)}.${'B'.repeat(43)}`;
const HOST = 'trailer.example.com';
const AT = '2026-12-01T17:05:00Z';

/** A price change, a status change and a question the admin wrote a French version of, as the listing records them. */
const CHANGES: AlertChange[] = [
  { topic: 'price', before: '$129,000 USD', after: '$119,000 USD', at: AT, fr: { before: '129\u00a0000\u00a0$\u00a0US', after: '119\u00a0000\u00a0$\u00a0US' } },
  { topic: 'status', before: 'Available', after: 'Under offer', at: AT, fr: { before: 'Disponible', after: 'Offre en cours' } },
  { topic: 'questions', before: '', after: 'Is the generator included?', at: AT, fr: { before: '', after: 'La génératrice est-elle incluse\u00a0?' } },
];

/** Every sentence of a mail: its subject and each line of its text, without its links. */
const sentences = (mail: WatchMail) => [mail.subject, ...mail.text.split('\n')].map((line) => line.replace(/https:\/\/\S+/g, '').replace(/^- /, '').trim()).filter(Boolean);
/** The links of a mail's text. */
const links = (mail: WatchMail) => [...mail.text.matchAll(/https:\/\/\S+/g)].map(([link]) => new URL(link));
/** A clause-ending mark without the no-break space Quebec typography puts before it (docs/glossary-fr.md). */
const BADLY_SPACED = /(^|[^\u00a0\u202f])[:;?!](?=\s|$)/;

describe('the French watcher’s mails', () => {
  it.each([
    ['the confirmation', confirmationMail(TOKEN, HOST, 'fr'), confirmationMail(TOKEN, HOST)],
    ['an alert of three changes', alertMail(CHANGES, TOKEN, HOST, 'fr'), alertMail(CHANGES, TOKEN, HOST)],
    ['an alert of one change', alertMail(CHANGES.slice(0, 1), TOKEN, HOST, 'fr'), alertMail(CHANGES.slice(0, 1), TOKEN, HOST)],
  ])('%s: no sentence left in English, each spaced as Quebec writes it', (_case, french, english) => {
    const englishSentences = new Set(sentences(english));
    for (const sentence of sentences(french)) {
      expect(englishSentences, sentence).not.toContain(sentence);
      expect(sentence, sentence).not.toMatch(BADLY_SPACED);
    }
    // The HTML part says the same: none of the English part's sentences.
    for (const sentence of englishSentences) expect(french.html).not.toContain(sentence);
  });

  it('confirmation: a French subject, and the link names the language so its pages answer in French', () => {
    const mail = confirmationMail(TOKEN, HOST, 'fr');

    expect(mail.subject).toBe('Confirmez vos alertes pour la remorque 3057');
    const [link] = links(mail);
    expect(link!.pathname).toBe(WATCH_CONFIRM_PATH);
    expect(Object.fromEntries(link!.searchParams)).toEqual({ token: TOKEN, language: 'fr' });
    expect(mail.html).toContain(`>${FRENCH_WATCH_COPY.confirmButton}</a>`);
  });

  it('alert: the French values and date, the French listing page and a French unsubscribe link, in the text and the headers', () => {
    const mail = alertMail(CHANGES, TOKEN, HOST, 'fr');

    expect(mail.subject).toBe('Remorque 3057\u00a0: 3\u00a0changements à l’annonce');
    expect(mail.text).toContain('Changement de prix\u00a0: 129\u00a0000\u00a0$\u00a0US → 119\u00a0000\u00a0$\u00a0US (1er décembre 2026 à 10\u00a0h\u00a005)');
    expect(mail.text).toContain('Changement de statut\u00a0: Disponible → Offre en cours');
    expect(mail.text).toContain('Nouvelle réponse à une question\u00a0: La génératrice est-elle incluse\u00a0?');
    const [listing, unsubscribe] = links(mail);
    expect(listing!.pathname).toBe(FRENCH_PATHS.home);
    expect(unsubscribe!.pathname).toBe(WATCH_UNSUBSCRIBE_PATH);
    expect(unsubscribe!.searchParams.get('language')).toBe('fr');
    expect(mail.headers).toContainEqual({ name: 'List-Unsubscribe', value: `<${unsubscribe!.href}>` });
  });

  it('alert of one change: the subject names it', () => {
    expect(alertMail(CHANGES.slice(1, 2), TOKEN, HOST, 'fr').subject).toBe('Remorque 3057\u00a0: Changement de statut\u00a0: Disponible → Offre en cours');
  });

  it('shows a change with no French words (a question the admin wrote only in English, a change recorded before) in English, marked as such', () => {
    const mail = alertMail([{ topic: 'questions', before: '', after: 'Is the generator included?', at: AT }], TOKEN, HOST, 'fr');

    expect(mail.text).toContain('Nouvelle réponse à une question\u00a0: Is the generator included? (en anglais)');
    expect(mail.html).toContain('<li>Nouvelle réponse à une question\u00a0: <span lang="en">Is the generator included?</span> (en anglais) (1er décembre 2026 à 10\u00a0h\u00a005)</li>');
  });

  it('leaves an English watcher’s mails as they were: no language in the links, the English listing page', () => {
    const mail = alertMail(CHANGES, TOKEN, HOST);

    expect(mail.text).toContain('Price change: $129,000 USD → $119,000 USD (December 1, 2026 at 10:05 AM)');
    expect(mail.text).toContain('New answered question: Is the generator included?');
    expect(mail.html).toContain('<li>Price change: $129,000 USD → $119,000 USD (December 1, 2026 at 10:05 AM)</li>');
    expect(mail.html).not.toContain('lang=');
    expect(links(mail).map((link) => [link.pathname, link.search])).toEqual([
      ['/', ''],
      [WATCH_UNSUBSCRIBE_PATH, `?token=${TOKEN}`],
    ]);
  });
});

describe('the French watcher’s pages', () => {
  const body = (result: { body?: string }) => result.body ?? '';

  it.each([
    ['check your inbox', checkInboxPage('fr'), FRENCH_WATCH_COPY.checkInboxTitle],
    ['confirm', confirmPage(TOKEN, 'fr'), FRENCH_WATCH_COPY.confirmTitle],
    ['confirmed', confirmedPage('fr'), FRENCH_WATCH_COPY.confirmedTitle],
    ['bad link', badLinkPage('fr'), FRENCH_WATCH_COPY.badLinkTitle],
    ['unsubscribe', unsubscribePage(TOKEN, 'fr'), FRENCH_WATCH_COPY.unsubscribeTitle],
    ['unsubscribed', unsubscribedPage('fr'), FRENCH_WATCH_COPY.unsubscribedTitle],
  ])('%s: a French page, its way back to the French listing', (_case, page, title) => {
    expect(body(page)).toContain('<html lang="fr-CA">');
    expect(body(page)).toContain(`<h1>${title}</h1>`);
    if (!body(page).includes('<form')) expect(body(page)).toContain(`href="${FRENCH_PATHS.home}">${FRENCH_WATCH_COPY.backToListing}</a>`);
  });

  it('its buttons post to an address that names the language, so the page they lead to is French too', () => {
    expect(body(confirmPage(TOKEN, 'fr'))).toContain(`action="${WATCH_CONFIRM_PATH}?language=fr"`);
    expect(body(unsubscribePage(TOKEN, 'fr'))).toContain(`action="${WATCH_UNSUBSCRIBE_PATH}?token=${TOKEN}&#38;language=fr"`);
  });
});
