import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '../../../../shared/listing-state';
import { TRAILER } from '../../../../shared/trailer';
import { ENGLISH_CHROME } from '../chrome';
import { HOME_HERO } from '../home';
import { FRENCH_CHROME } from './chrome';
import { FRENCH_HOME_HERO } from './home';
import { DELIVERED_COST_COPY } from '../../../../shared/delivered-cost-copy';
import { ENGLISH_ESTIMATE_WORDS } from '../../../../shared/delivered-cost';
import { QUOTATION_COPY } from '../quotation';
import { ENGLISH_QUOTATION_WORDS } from '../../features/quotation/quotation-document';
import { FRENCH_DELIVERED_COST_COPY } from './delivered-cost';
import { FRENCH_ESTIMATE_WORDS } from './delivered-cost-estimate';
import { FRENCH_QUOTATION_FORM, FRENCH_QUOTATION_WORDS } from './quotation';

/** Every key path of a catalogue, with the kind of value it holds ('string', 'function', an array's length). */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`, ...value.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => shape(item, `${path}.${key}`));
  return [`${path}: ${typeof value}`];
}

/** What a catalogue's messages are called with by default: each listing status, and a room count. */
const STATUS_AND_COUNT_CALLS: readonly (readonly unknown[])[] = [...LISTING_STATUSES.map((status) => [status]), [2]];

/** Every text a catalogue holds, its messages called with each of `calls`' arguments. */
function texts(value: unknown, calls: readonly (readonly unknown[])[] = STATUS_AND_COUNT_CALLS): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return calls.flatMap((args) => texts(value(...args), calls));
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, calls));
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap((item) => texts(item, calls));
  return [];
}

/** The estimate's and quotation's messages take a day or a label, and figures. */
const DAY_AND_FIGURES_CALLS = [['2026-11-23', 2, 3, 4]] as const;

/** Names, the same in every language. */
const NAMES: readonly string[] = [TRAILER.location];

/** The catalogues of each part of the site, English first. */
const CATALOGUES = [
  { part: 'chrome', en: ENGLISH_CHROME, fr: FRENCH_CHROME },
  { part: 'home', en: HOME_HERO, fr: FRENCH_HOME_HERO },
  { part: 'delivered cost', en: DELIVERED_COST_COPY, fr: FRENCH_DELIVERED_COST_COPY },
  // A place's label is its name, the same in both languages but for a few (shared/places.test.ts).
  { part: 'estimate', en: { ...ENGLISH_ESTIMATE_WORDS, placeLabel: null }, fr: { ...FRENCH_ESTIMATE_WORDS, placeLabel: null }, calls: DAY_AND_FIGURES_CALLS },
  { part: 'quotation form', en: QUOTATION_COPY.form, fr: FRENCH_QUOTATION_FORM },
  // Its estimate's words are the 'estimate' entry's.
  { part: 'quotation', en: { ...ENGLISH_QUOTATION_WORDS, estimate: null }, fr: { ...FRENCH_QUOTATION_WORDS, estimate: null }, calls: DAY_AND_FIGURES_CALLS },
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

  it.each(CATALOGUES)('$part: no message is empty or left in English', (catalogue) => {
    const { en, fr } = catalogue;
    const calls = 'calls' in catalogue ? catalogue.calls : undefined;
    const english = new Set(texts(en, calls));
    for (const text of texts(fr, calls).filter((text) => !NAMES.includes(text))) {
      expect(text.trim()).not.toBe('');
      // Names and numbers are the same in both languages; a sentence never is.
      if (text.includes(' ') && /[a-z]{3}/.test(text)) expect(english, text).not.toContain(text);
    }
  });
});
