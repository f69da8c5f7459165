import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '../../../../shared/listing-state';
import { TRAILER } from '../../../../shared/trailer';
import { ENGLISH_CHROME } from '../chrome';
import { CONTACT_PAGE_COPY, type ContactPageCopy } from '../contact';
import { HOME_HERO } from '../home';
import { FRENCH_CHROME } from './chrome';
import { FRENCH_CONTACT_PAGE_COPY } from './contact';
import { FRENCH_HOME_HERO } from './home';
import { FRENCH_NOT_FOUND } from './not-found';
import { BUILT_IN_FIGURES } from '../../../../shared/built-in-snapshot';
import { MESSAGES } from '../../../../shared/messages';
import { PATHS } from '../../../../shared/site-routes';
import { WATCH_FORM_COPY } from '../../../../shared/watch';
import { SITE_COPY } from '../site';

/** Every key path of a catalogue, with the kind of value it holds ('string', 'function', an array's length). */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`, ...value.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => shape(item, `${path}.${key}`));
  return [`${path}: ${typeof value}`];
}

/** Every text a catalogue holds, its messages called with each listing status and a room count. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [...LISTING_STATUSES.map((status) => value(status)), value(2)].flatMap(texts);
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

/** Names, the same in every language. */
const NAMES: readonly string[] = [TRAILER.location];

/** A contact page catalogue's messages: those of the listing's figures written out, its choices' labels without the values they post, the watch form's (English by default). */
const contactMessages = ({ language: _language, ...copy }: ContactPageCopy) => ({
  watch: WATCH_FORM_COPY,
  ...copy,
  form: { ...copy.form, appointmentOptions: copy.form.appointmentOptions.map(({ label }) => label), timeOptions: copy.form.timeOptions.map(({ label }) => label) },
  delivery: copy.delivery(BUILT_IN_FIGURES),
  faqItems: copy.faqItems(BUILT_IN_FIGURES),
});

/** The catalogues of each part of the site, English first. */
const CATALOGUES = [
  { part: 'chrome', en: ENGLISH_CHROME, fr: FRENCH_CHROME },
  { part: 'home', en: HOME_HERO, fr: FRENCH_HOME_HERO },
  { part: 'contact', en: contactMessages(CONTACT_PAGE_COPY), fr: contactMessages(FRENCH_CONTACT_PAGE_COPY) },
  { part: 'not-found', en: { title: MESSAGES.notFoundTitle, text: SITE_COPY.notFoundText, homeLabel: MESSAGES.returnHome, homePath: PATHS.home }, fr: FRENCH_NOT_FOUND },
] as const;

describe('the French catalogues', () => {
  // The types make the French catalogue hold every key the components read (typecheck); the English
  // chrome is spread from older English modules and so holds more. Here: French has each key with the
  // same kind of value, lists of the same length, and no key English lacks.
  it.each(CATALOGUES)('$part: has the keys of the English one, with values of the same kind', ({ en, fr }) => {
    const { crumbLabels: enCrumbs, ...enRest } = en as typeof ENGLISH_CHROME;
    const { crumbLabels: frCrumbs, ...frRest } = fr as typeof FRENCH_CHROME;
    const english = shape(enRest);
    for (const entry of shape(frRest)) expect(english).toContain(entry);
    // The breadcrumb names are by page: a language names the pages it has.
    for (const page of Object.keys(frCrumbs ?? {})) expect(enCrumbs).toHaveProperty(page);
  });

  it('home: has exactly the keys of the English one', () => {
    expect(shape(FRENCH_HOME_HERO)).toEqual(shape(HOME_HERO));
  });

  it.each(CATALOGUES)('$part: no message is empty or left in English', ({ en, fr }) => {
    const english = new Set(texts(en));
    for (const text of texts(fr).filter((text) => !NAMES.includes(text))) {
      expect(text.trim()).not.toBe('');
      // Names and numbers are the same in both languages; a sentence never is.
      if (text.includes(' ') && /[a-z]{3}/.test(text)) expect(english, text).not.toContain(text);
    }
  });
});
