import { describe, expect, it } from 'vitest';
import { BUILT_IN_FACTS } from '../../../../shared/listing-facts';
import { LISTING_STATUSES } from '../../../../shared/listing-state';
import { TRAILER } from '../../../../shared/trailer';
import { ENGLISH_CHROME } from '../chrome';
import { GALLERY_COPY } from '../gallery';
import { HOME_HERO } from '../home';
import { HOME_SECTIONS, type HomeSectionsCopy } from '../home-sections';
import { TOUR_COPY } from '../walkthrough';
import { FRENCH_VIEWER_COPY } from './viewer';
import { FRENCH_CHROME } from './chrome';
import { FRENCH_GALLERY_COPY } from './gallery';
import { FRENCH_HOME_HERO } from './home';
import { FRENCH_HOME_SECTIONS } from './home-sections';
import { FRENCH_TOUR_COPY } from './walkthrough';
import { VIEWER_COPY } from '../../components/image-viewer/viewer-copy';

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

/** Home's sections with the messages that take a record (the unit's facts, a testimonial's month) written for the built-in ones. */
const withUnitFacts = (copy: HomeSectionsCopy) => ({
  ...copy,
  compliance: copy.compliance(BUILT_IN_FACTS.unit),
  testimonials: { ...copy.testimonials, month: BUILT_IN_FACTS.testimonials.map((testimonial) => copy.testimonials.month(testimonial.date)) },
});

/** The catalogues of each part of the site, English first. */
const CATALOGUES = [
  { part: 'chrome', en: ENGLISH_CHROME, fr: FRENCH_CHROME },
  { part: 'home', en: HOME_HERO, fr: FRENCH_HOME_HERO },
  { part: 'gallery', en: GALLERY_COPY, fr: FRENCH_GALLERY_COPY },
  { part: 'home sections', en: withUnitFacts(HOME_SECTIONS), fr: withUnitFacts(FRENCH_HOME_SECTIONS) },
  { part: 'walkthrough', en: TOUR_COPY, fr: FRENCH_TOUR_COPY },
  { part: 'image viewer', en: VIEWER_COPY.en, fr: FRENCH_VIEWER_COPY },
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
