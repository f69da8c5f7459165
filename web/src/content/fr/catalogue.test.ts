import { describe, expect, it } from 'vitest';
import { BUILT_IN_FIGURES } from '../../../../shared/built-in-snapshot';
import type { ConditionReport } from '../../../../shared/condition-report-facts';
import { LISTING_STATUSES } from '../../../../shared/listing-state';
import { TRAILER } from '../../../../shared/trailer';
import { ENGLISH_CHROME } from '../chrome';
import { CONDITION_COPY, type ConditionCopy } from '../condition';
import { HOME_HERO } from '../home';
import { OVERVIEW_COPY, type OverviewCopy } from '../overview';
import { SPECIFICATIONS_COPY, type SpecificationsCopy } from '../specifications';
import { FRENCH_CHROME } from './chrome';
import { FRENCH_CONDITION_COPY } from './condition';
import { FRENCH_HOME_HERO } from './home';
import { FRENCH_OVERVIEW_COPY } from './overview';
import { FRENCH_SPECIFICATIONS_COPY } from './specifications';

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

/**
 * The overview's, specifications' and condition report's messages take the listing's figures or a
 * report rather than a status: each is called here with the built-in figures and an inspected report.
 */
const UNIT = BUILT_IN_FIGURES.facts.unit;
const overviewTexts = (copy: OverviewCopy) => ({
  ...copy,
  hero: { ...copy.hero, facts: copy.hero.facts(UNIT) },
  narrative: copy.narrative(UNIT),
  unitSpecs: copy.unitSpecs(UNIT),
  keyFeatures: copy.keyFeatures(UNIT),
  quality: copy.quality(UNIT),
});
const specificationsTexts = (copy: SpecificationsCopy) => ({ ...copy, highlights: copy.highlights(UNIT), categories: copy.categories(BUILT_IN_FIGURES) });
const INSPECTED: ConditionReport = { ...BUILT_IN_FIGURES.facts.condition, inspectedOn: '2026-10-02', inspector: { kind: 'third-party', name: 'Northside', credential: 'CVIP 12345' } };
const conditionTexts = (copy: ConditionCopy) => ({
  ...copy,
  lead: [copy.lead(BUILT_IN_FIGURES), copy.lead({ ...BUILT_IN_FIGURES, facts: { ...BUILT_IN_FIGURES.facts, condition: INSPECTED } })],
  // The seller as inspector: a third party's name and credential read the same in both languages.
  inspector: copy.inspector(BUILT_IN_FIGURES.facts.condition),
  ageValue: [copy.ageValue(INSPECTED, '2027-01-05', 'page'), copy.ageValue(INSPECTED, '2026-10-09', 'document')],
  countsTotal: copy.countsTotal(18),
  photosLabel: copy.photosLabel(copy.componentLabels.generator),
  photoLink: copy.photoLink('Panel'),
  days: copy.days(7),
  documentLink: copy.documentLink(copy.documentKindLabels['cvip-certificate'], 'Northside', copy.formatDay('2026-03-14'), copy.fileSize(48_213)),
  formatDay: copy.formatDay('2026-11-25'),
  fileSize: copy.fileSize(3_500_000),
});

/** The catalogues of each part of the site, English first. */
const CATALOGUES = [
  { part: 'chrome', en: ENGLISH_CHROME, fr: FRENCH_CHROME },
  { part: 'home', en: HOME_HERO, fr: FRENCH_HOME_HERO },
  { part: 'overview', en: overviewTexts(OVERVIEW_COPY), fr: overviewTexts(FRENCH_OVERVIEW_COPY) },
  { part: 'specifications', en: specificationsTexts(SPECIFICATIONS_COPY), fr: specificationsTexts(FRENCH_SPECIFICATIONS_COPY) },
  { part: 'condition', en: conditionTexts(CONDITION_COPY), fr: conditionTexts(FRENCH_CONDITION_COPY) },
] as const;

describe('the French catalogues', () => {
  // The types make the French catalogue hold every key the components read (typecheck); the English
  // chrome is spread from older English modules and so holds more. Here: French has each key with the
  // same kind of value, lists of the same length, and no key English lacks.
  it.each(CATALOGUES)('$part: has the keys of the English one, with values of the same kind', ({ en, fr }) => {
    const { crumbLabels: enCrumbs, ...enRest } = en as typeof ENGLISH_CHROME;
    // The mark beside a seller's English text on a French page: English pages have none.
    const { crumbLabels: frCrumbs, inEnglishMark: _mark, ...frRest } = fr as typeof FRENCH_CHROME;
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
