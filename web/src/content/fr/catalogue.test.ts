import { describe, expect, it } from 'vitest';
import { BUILT_IN_FACTS } from '../../../../shared/listing-facts';
import { LISTING_STATUSES } from '../../../../shared/listing-state';
import { TRAILER } from '../../../../shared/trailer';
import { ENGLISH_CHROME } from '../chrome';
import { GALLERY_COPY } from '../gallery';
import { CONTACT_PAGE_COPY, type ContactPageCopy } from '../contact';
import { HOME_HERO } from '../home';
import { QUESTIONS_COPY } from '../questions';
import { HOME_SECTIONS, type HomeSectionsCopy } from '../home-sections';
import { TOUR_COPY } from '../walkthrough';
import { FRENCH_VIEWER_COPY } from './viewer';
import { FRENCH_CHROME } from './chrome';
import { FRENCH_GALLERY_COPY } from './gallery';
import { FRENCH_HOME_HERO } from './home';
import { FRENCH_QUESTIONS_COPY } from './questions';
import { BUILT_IN_FIGURES } from '../../../../shared/built-in-snapshot';
import { CANADA_USA_PAGE } from '../canada-usa';
import { canadaUsaServices } from '../canada-usa-services';
import { ALBERTA_SECTIONS, SASKATCHEWAN_SECTIONS } from '../regional-sections';
import { ALBERTA_PAGE, SASKATCHEWAN_PAGE } from '../regions';
import { RESOURCE_ARTICLES } from '../resource-articles';
import { DOWNLOAD_BUTTON_COPY } from '../documents';
import { RESOURCES_COPY, RESOURCE_DOWNLOADS } from '../resources';
import { FRENCH_CANADA_USA_PAGE } from './canada-usa';
import { frenchCanadaUsaServices } from './canada-usa-services';
import { FRENCH_ALBERTA_SECTIONS, FRENCH_SASKATCHEWAN_SECTIONS } from './regional-sections';
import { FRENCH_ALBERTA_PAGE } from './alberta';
import { FRENCH_SASKATCHEWAN_PAGE } from './saskatchewan';
import { FRENCH_RESOURCE_ARTICLES } from './resource-articles';
import { FRENCH_RESOURCES_COPY, FRENCH_RESOURCE_DOWNLOADS } from './resources';
import { FRENCH_HOME_SECTIONS } from './home-sections';
import { FRENCH_TOUR_COPY } from './walkthrough';
import { VIEWER_COPY } from '../../components/image-viewer/viewer-copy';
import type { ConditionReport } from '../../../../shared/condition-report-facts';
import { CONDITION_COPY, type ConditionReportCopy } from '../condition';
import { CONDITION_DETAILS } from '../condition-details';
import { OVERVIEW_COPY, type OverviewCopy, type OverviewSectionsCopy } from '../overview';
import { OVERVIEW_SECTIONS } from '../overview-sections';
import { specCategories } from '../spec-categories';
import { specificationsHighlights } from '../spec-highlights';
import { SPECIFICATIONS_COPY, type SpecHighlightsCopy, type SpecificationsCopy } from '../specifications';
import { FRENCH_CONDITION_COPY } from './condition';
import { FRENCH_CONDITION_DETAILS } from './condition-details';
import { FRENCH_OVERVIEW_COPY } from './overview';
import { FRENCH_OVERVIEW_SECTIONS } from './overview-sections';
import { frenchSpecCategories } from './spec-categories';
import { frenchSpecificationsHighlights } from './spec-highlights';
import { FRENCH_SPECIFICATIONS_COPY } from './specifications';
import { FRENCH_CONTACT_PAGE_COPY } from './contact';
import { FRENCH_NOT_FOUND } from './not-found';
import { MESSAGES } from '../../../../shared/messages';
import { PATHS } from '../../../../shared/site-routes';
import { WATCH_FORM_COPY } from '../../../../shared/watch';
import { SITE_COPY } from '../site';
import { DELIVERED_COST_COPY } from '../../../../shared/delivered-cost-copy';
import { ENGLISH_ESTIMATE_WORDS } from '../../../../shared/delivered-cost';
import { QUOTATION_COPY } from '../quotation';
import { ENGLISH_QUOTATION_WORDS } from '../../features/quotation/quotation-document';
import { FRENCH_DELIVERED_COST_COPY } from './delivered-cost';
import { FRENCH_ESTIMATE_WORDS } from './delivered-cost-estimate';
import { FRENCH_QUOTATION_FORM, FRENCH_QUOTATION_WORDS } from './quotation';
import { FRENCH_WATCH_FORM_COPY } from './watch';
import { DOCUMENTATION_COPY } from '../documents';
import { FRENCH_DOCUMENTATION_COPY } from './documents';
import { ENGLISH_DOCUMENT_LANGUAGE } from '../documents-print';
import { ENGLISH_CONDITION_REPORT_WORDS } from '../documents-condition';
import { FRENCH_DOCUMENT_LANGUAGE } from './documents-print';
import { FRENCH_CONDITION_REPORT_WORDS } from './documents-condition';
import { ENGLISH_TRAILER_DOCUMENT_WORDS } from '../documents-trailer';
import { FRENCH_TRAILER_DOCUMENT_WORDS } from './documents-trailer';
import { ENGLISH_RESOURCE_DOCUMENT_WORDS, ROI_MODEL, type ResourceDocumentWords } from '../documents-resources';
import { FRENCH_RESOURCE_DOCUMENT_WORDS, FRENCH_ROI_MODEL } from './documents-resources';

/** Every key path of a catalogue, with the kind of value it holds ('string', 'function', an array's length). */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`, ...value.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => shape(item, `${path}.${key}`));
  return [`${path}: ${typeof value}`];
}

/** Every text a catalogue holds, its messages called with each listing status and a room count. */
function texts(value: unknown, args: readonly unknown[] = STATUS_ARGUMENTS): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return messagesOf(value as (...argument: unknown[]) => unknown, args).flatMap((text) => texts(text, args));
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, args));
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap((item) => texts(item, args));
  return [];
}

/** Names, the same in every language: the trailer's city, and the cities of the regional pages. */
const NAMES: readonly string[] = [TRAILER.location, ...[...ALBERTA_SECTIONS.distances.rows, ...SASKATCHEWAN_SECTIONS.distances.rows].map((row) => row.city)];

/** What the chrome's and Home's messages are called with: a listing status, a room count. */
const STATUS_ARGUMENTS: readonly unknown[] = [...LISTING_STATUSES, 2];
/** What the pages' messages are called with: the listing's figures, its unit's facts, a count of minutes. */
const FIGURE_ARGUMENTS: readonly unknown[] = [BUILT_IN_FIGURES, BUILT_IN_FIGURES.facts.unit, 15];

/** What a document's link to a page is called with: the page's address. */
const PAGE_URL = 'https://trailer.example.com/fr/condition';

/** What the estimate's and quotation's messages are called with: a day and figures. */
const DAY_AND_FIGURES_ARGUMENTS: readonly unknown[] = [['2026-11-23', 2, 3, 4]];

/** What `message` says for each argument it takes; an argument of another kind makes it throw, and is passed over. */
function messagesOf(message: (...argument: unknown[]) => unknown, args: readonly unknown[]): unknown[] {
  return args.flatMap((argument) => {
    try {
      // A list is a call's arguments: the estimate's and quotation's messages take a day and figures.
      return [message(...(Array.isArray(argument) ? argument : [argument]))];
    } catch {
      return [];
    }
  });
}

/** Home's sections with the messages that take a record (the unit's facts, a testimonial's month) written for the built-in ones. */
const withUnitFacts = (copy: HomeSectionsCopy) => ({
  ...copy,
  compliance: copy.compliance(BUILT_IN_FACTS.unit),
  testimonials: { ...copy.testimonials, month: BUILT_IN_FACTS.testimonials.map((testimonial) => copy.testimonials.month(testimonial.date)) },
});

/**
 * The overview's, specifications' and condition report's messages take the listing's figures or a
 * report rather than a status: each is called here with the built-in figures and an inspected report.
 */
const UNIT = BUILT_IN_FIGURES.facts.unit;
const overviewTexts = (copy: OverviewCopy, sections: OverviewSectionsCopy) => ({
  ...copy,
  hero: { ...copy.hero, facts: copy.hero.facts(UNIT) },
  ...sections,
  narrative: sections.narrative(UNIT),
  unitSpecs: sections.unitSpecs(UNIT),
  keyFeatures: sections.keyFeatures(UNIT),
  quality: sections.quality(UNIT),
});
const specificationsTexts = (copy: SpecificationsCopy, highlights: SpecHighlightsCopy, categories: typeof specCategories) => ({ ...copy, highlights: highlights(UNIT), categories: categories(BUILT_IN_FIGURES) });
const INSPECTED: ConditionReport = { ...BUILT_IN_FIGURES.facts.condition, inspectedOn: '2026-10-02', inspector: { kind: 'third-party', name: 'Northside', credential: 'CVIP 12345' } };
const conditionTexts = (copy: ConditionReportCopy) => ({
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

/** A contact page catalogue's messages: those of the listing's figures written out, its choices' labels without the values they post, the watch form's (English by default). */
const contactMessages = ({ language: _language, ...copy }: ContactPageCopy) => ({
  watch: WATCH_FORM_COPY,
  ...copy,
  form: { ...copy.form, appointmentOptions: copy.form.appointmentOptions.map(({ label }) => label), timeOptions: copy.form.timeOptions.map(({ label }) => label) },
  delivery: copy.delivery(BUILT_IN_FIGURES),
  faqItems: copy.faqItems(BUILT_IN_FIGURES),
});

/** The resource PDFs' own words: the guides, their figures and the specifications rows are the 'resource guides', 'documents' and 'specifications' entries'. */
const resourcePdfWords = ({ template, checklist, schedule }: ResourceDocumentWords) => ({ template, checklist, schedule });

/** The catalogues of each part of the site, English first. */
const CATALOGUES = [
  { part: 'chrome', args: STATUS_ARGUMENTS, en: ENGLISH_CHROME, fr: FRENCH_CHROME },
  { part: 'home', args: STATUS_ARGUMENTS, en: HOME_HERO, fr: FRENCH_HOME_HERO },
  { part: 'questions', args: STATUS_ARGUMENTS, en: QUESTIONS_COPY, fr: FRENCH_QUESTIONS_COPY },
  { part: 'resources', args: FIGURE_ARGUMENTS, en: RESOURCES_COPY, fr: FRENCH_RESOURCES_COPY },
  // The English cards' button reads the download cards' own label.
  { part: 'resource downloads', args: FIGURE_ARGUMENTS, en: { ...RESOURCE_DOWNLOADS, buttonLabel: DOWNLOAD_BUTTON_COPY.label }, fr: FRENCH_RESOURCE_DOWNLOADS },
  { part: 'resource guides', args: FIGURE_ARGUMENTS, en: RESOURCE_ARTICLES, fr: FRENCH_RESOURCE_ARTICLES },
  { part: 'alberta', args: FIGURE_ARGUMENTS, en: ALBERTA_PAGE, fr: FRENCH_ALBERTA_PAGE },
  { part: 'saskatchewan', args: FIGURE_ARGUMENTS, en: SASKATCHEWAN_PAGE, fr: FRENCH_SASKATCHEWAN_PAGE },
  { part: 'alberta sections', args: FIGURE_ARGUMENTS, en: ALBERTA_SECTIONS, fr: FRENCH_ALBERTA_SECTIONS },
  { part: 'saskatchewan sections', args: FIGURE_ARGUMENTS, en: SASKATCHEWAN_SECTIONS, fr: FRENCH_SASKATCHEWAN_SECTIONS },
  { part: 'canada-usa', args: FIGURE_ARGUMENTS, en: CANADA_USA_PAGE, fr: FRENCH_CANADA_USA_PAGE },
  { part: 'canada-usa services', args: FIGURE_ARGUMENTS, en: { services: canadaUsaServices }, fr: { services: frenchCanadaUsaServices } },
  { part: 'gallery', args: STATUS_ARGUMENTS, en: GALLERY_COPY, fr: FRENCH_GALLERY_COPY },
  { part: 'home sections', args: STATUS_ARGUMENTS, en: withUnitFacts(HOME_SECTIONS), fr: withUnitFacts(FRENCH_HOME_SECTIONS) },
  { part: 'walkthrough', args: STATUS_ARGUMENTS, en: TOUR_COPY, fr: FRENCH_TOUR_COPY },
  { part: 'image viewer', args: STATUS_ARGUMENTS, en: VIEWER_COPY.en, fr: FRENCH_VIEWER_COPY },
  { part: 'overview', args: STATUS_ARGUMENTS, en: overviewTexts(OVERVIEW_COPY, OVERVIEW_SECTIONS), fr: overviewTexts(FRENCH_OVERVIEW_COPY, FRENCH_OVERVIEW_SECTIONS) },
  { part: 'specifications', args: STATUS_ARGUMENTS, en: specificationsTexts(SPECIFICATIONS_COPY, specificationsHighlights, specCategories), fr: specificationsTexts(FRENCH_SPECIFICATIONS_COPY, frenchSpecificationsHighlights, frenchSpecCategories) },
  { part: 'condition', args: STATUS_ARGUMENTS, en: conditionTexts({ ...CONDITION_COPY, ...CONDITION_DETAILS }), fr: conditionTexts({ ...FRENCH_CONDITION_COPY, ...FRENCH_CONDITION_DETAILS }) },
  { part: 'contact', args: STATUS_ARGUMENTS, en: contactMessages(CONTACT_PAGE_COPY), fr: contactMessages(FRENCH_CONTACT_PAGE_COPY) },
  { part: 'not-found', args: STATUS_ARGUMENTS, en: { title: MESSAGES.notFoundTitle, text: SITE_COPY.notFoundText, homeLabel: MESSAGES.returnHome, homePath: PATHS.home }, fr: FRENCH_NOT_FOUND },
  { part: 'delivered cost', args: STATUS_ARGUMENTS, en: DELIVERED_COST_COPY, fr: FRENCH_DELIVERED_COST_COPY },
  // A place's label is its name, the same in both languages but for a few (shared/places.test.ts).
  { part: 'estimate', args: DAY_AND_FIGURES_ARGUMENTS, en: { ...ENGLISH_ESTIMATE_WORDS, placeLabel: null }, fr: { ...FRENCH_ESTIMATE_WORDS, placeLabel: null } },
  { part: 'quotation form', args: STATUS_ARGUMENTS, en: QUOTATION_COPY.form, fr: FRENCH_QUOTATION_FORM },
  { part: 'watch form', args: STATUS_ARGUMENTS, en: WATCH_FORM_COPY, fr: FRENCH_WATCH_FORM_COPY },
  // Its estimate's words are the 'estimate' entry's.
  { part: 'quotation', args: DAY_AND_FIGURES_ARGUMENTS, en: { ...ENGLISH_QUOTATION_WORDS, estimate: null }, fr: { ...FRENCH_QUOTATION_WORDS, estimate: null } },
  // The English cards' button reads the download cards' own label.
  { part: 'documentation downloads', args: ['PDF'], en: { ...DOCUMENTATION_COPY, buttonLabel: DOWNLOAD_BUTTON_COPY.label }, fr: FRENCH_DOCUMENTATION_COPY },
  { part: 'documents', args: DAY_AND_FIGURES_ARGUMENTS, en: ENGLISH_DOCUMENT_LANGUAGE, fr: FRENCH_DOCUMENT_LANGUAGE },
  // The report's page words and documents' words are the 'condition' and 'documents' entries'.
  // A year is what the service records' and warranty's messages take (an entry's work is the seller's own text).
  { part: 'service records and warranty', args: ['2026'], en: { ...ENGLISH_TRAILER_DOCUMENT_WORDS, language: null }, fr: { ...FRENCH_TRAILER_DOCUMENT_WORDS, language: null } },
  { part: 'resource PDFs', args: STATUS_ARGUMENTS, en: resourcePdfWords(ENGLISH_RESOURCE_DOCUMENT_WORDS), fr: resourcePdfWords(FRENCH_RESOURCE_DOCUMENT_WORDS) },
  { part: 'ROI workbook', args: [BUILT_IN_FIGURES], en: ROI_MODEL, fr: FRENCH_ROI_MODEL },
  { part: 'condition report PDF', args: [PAGE_URL], en: { ...ENGLISH_CONDITION_REPORT_WORDS, copy: null, language: null }, fr: { ...FRENCH_CONDITION_REPORT_WORDS, copy: null, language: null } },
] as const;

describe('the French catalogues', () => {
  // The types make the French catalogue hold every key the components read (typecheck); the English
  // chrome is spread from older English modules and so holds more. Here: French has each key with the
  // same kind of value, lists of the same length, and no key English lacks.
  it.each(CATALOGUES)('$part: has the keys of the English one, with values of the same kind', ({ en, fr }) => {
    const { crumbLabels: enCrumbs, ...enRest } = en as typeof ENGLISH_CHROME;
    // The mark on a seller's English text exists only in the languages that show one (ChromeCopy.inEnglishMark).
    const { crumbLabels: frCrumbs, inEnglishMark: _mark, ...frRest } = fr as typeof FRENCH_CHROME;
    const english = shape(enRest);
    for (const entry of shape(frRest)) expect(english).toContain(entry);
    // The breadcrumb names are by page: a language names the pages it has.
    for (const page of Object.keys(frCrumbs ?? {})) expect(enCrumbs).toHaveProperty(page);
  });

  it('home: has exactly the keys of the English one', () => {
    expect(shape(FRENCH_HOME_HERO)).toEqual(shape(HOME_HERO));
  });

  it.each(CATALOGUES)('$part: a no-break space before each colon, semicolon, question and exclamation mark (docs/glossary-fr.md)', ({ fr, args }) => {
    // A mark that ends a clause (a space or the end after it, so not a URL's scheme) without the space, with a few letters before it.
    const badlySpaced = /.{0,12}(^|[^\u00a0\u202f])[:;?!](?=\s|$)/g;
    for (const text of texts(fr, args)) expect(text.match(badlySpaced) ?? [], text).toEqual([]);
  });

  it.each(CATALOGUES)('$part: no message is empty or left in English', ({ en, fr, args }) => {
    const english = new Set(texts(en, args));
    for (const text of texts(fr, args).filter((text) => !NAMES.includes(text))) {
      expect(text.trim()).not.toBe('');
      // Names and numbers are the same in both languages; a sentence never is.
      if (text.includes(' ') && /[a-z]{3}/.test(text)) expect(english, text).not.toContain(text);
    }
  });
});
