import { formatListingDay } from '../../../shared/listing-state';
import type { ListingFigures } from '../../../shared/listing-figures';
import type { ResourceGuideSlug } from '../../../shared/site-routes';
import { TRAILER } from '../../../shared/trailer';
import { ARTICLE_FIGURES, fillArticleFigures, type ArticleFigureFormats } from './article-figures';
import { ENGLISH_DOCUMENT_LANGUAGE, type DocumentLanguage, type PrintedDocument, type PrintedSection } from './documents-print';
import { RESOURCE_ARTICLES, type ArticleSection, type ResourceArticle } from './resource-articles';
import { specCategories } from './spec-categories';
import type { SpecCategory } from './specifications';

/**
 * What the Resources downloads say. The checklist and the schedule are the guides' own lists
 * (resource-articles.ts) set as printable forms; the template is the specifications page's rows
 * with a blank column; the ROI model's figures are the reader's own except the price and rate.
 * The PDFs' words are by language (ResourceDocumentWords; French in fr/documents-resources.ts):
 * each language's guides and specifications, so a document never says what its page does not.
 */

/** Every word of the three resource PDFs in one language, and the pages they repeat. */
export interface ResourceDocumentWords {
  language: DocumentLanguage;
  /** The language's guides, and how they write the listing's figures. */
  articles: Readonly<Record<ResourceGuideSlug, ResourceArticle>>;
  articleFigures: ArticleFigureFormats;
  /** The specifications page's categories in the language, with the listing's figures. */
  specCategories: (figures: ListingFigures) => readonly SpecCategory[];
  template: { title: string; howToHeading: string; howTo: string; headings: readonly [string, string, string] };
  checklist: {
    title: string;
    beforeHeading: string;
    before: string;
    /** The compliance guide's sections whose lists are the checklist's groups, by their headings. */
    groups: readonly string[];
    writeIn: string;
  };
  schedule: {
    title: string;
    howToHeading: string;
    howTo: string;
    /** The maintenance guide's section listing the routine ('Weekly: generator run, …'), and the one on records. */
    routineHeading: string;
    recordsHeading: string;
    writeIn: string;
  };
}

const unitLabel = `Unit ${TRAILER.unitNumber}`;

export const ENGLISH_RESOURCE_DOCUMENT_WORDS: ResourceDocumentWords = {
  language: ENGLISH_DOCUMENT_LANGUAGE,
  articles: RESOURCE_ARTICLES,
  articleFigures: ARTICLE_FIGURES,
  specCategories,
  template: {
    title: 'Specifications Template',
    howToHeading: 'How to use this template',
    howTo: `The middle column holds the specifications of ${unitLabel.toLowerCase()}, as listed on its specifications page. Write the figures of the unit you compare it with in the right-hand column, and ask its seller for any that are missing.`,
    headings: ['Item', unitLabel, 'Unit compared'],
  },
  checklist: {
    title: 'Compliance Checklist',
    beforeHeading: 'Before you start',
    before:
      'Tick each item as you confirm it for the province or state where the unit will operate. This is a checklist, not legal advice: confirm each requirement with your vehicle licensing office, health regulator and insurer.',
    groups: ['Vehicle and road safety', 'Accessibility', 'Electrical and fire safety', 'The paperwork file'],
    writeIn: 'Confirmed by',
  },
  schedule: {
    title: 'Maintenance Schedule',
    howToHeading: 'How to use this schedule',
    howTo:
      'Give every check an owner, keep this sheet in the unit and a copy at the office. The manufacturers’ manuals set the intervals and procedures for each system and take priority over this schedule.',
    routineHeading: 'Set up the routine',
    recordsHeading: 'Records that add value',
    writeIn: 'Date / initials',
  },
};

/** A guide's section with the listing's figures filled in, as the language writes them. */
function guideSection(slug: ResourceGuideSlug, heading: string, figures: ListingFigures, { articles, articleFigures }: ResourceDocumentWords): ArticleSection {
  const section = articles[slug].sections.find((candidate) => candidate.heading === heading);
  if (!section) throw new Error(`The ${slug} has no section '${heading}'`);
  const fill = (texts: readonly string[] | undefined) => texts?.map((text) => fillArticleFigures(text, figures, articleFigures));
  return { ...section, paragraphs: fill(section.paragraphs), bullets: fill(section.bullets), after: fill(section.after) };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const specificationsTemplateDocument = (figures: ListingFigures, words: ResourceDocumentWords = ENGLISH_RESOURCE_DOCUMENT_WORDS): PrintedDocument => ({
  title: words.template.title,
  subtitle: words.language.subtitle,
  footer: words.language.footer,
  sections: [
    { heading: words.template.howToHeading, blocks: [{ kind: 'paragraphs', paragraphs: [words.template.howTo] }] },
    ...words.specCategories(figures).map(
      (category): PrintedSection => ({
        heading: category.title,
        blocks: [{ kind: 'comparison', headings: words.template.headings, rows: category.items }],
      }),
    ),
  ],
});

export const complianceChecklistDocument = (figures: ListingFigures, words: ResourceDocumentWords = ENGLISH_RESOURCE_DOCUMENT_WORDS): PrintedDocument => ({
  title: words.checklist.title,
  subtitle: words.language.subtitle,
  footer: words.language.footer,
  sections: [
    { heading: words.checklist.beforeHeading, blocks: [{ kind: 'paragraphs', paragraphs: [words.checklist.before] }] },
    ...words.checklist.groups.map((heading): PrintedSection => ({
      heading,
      blocks: [{ kind: 'checklist', items: guideSection('compliance-guide', heading, figures, words).bullets ?? [], writeIn: words.checklist.writeIn }],
    })),
  ],
});

/**
 * The routine of the maintenance guide, one section per frequency. Its lines read
 * 'Weekly: generator run, HVAC check, cleaning and disinfection log' (in French, a no-break space
 * before the colon).
 */
function routineSections(figures: ListingFigures, words: ResourceDocumentWords): PrintedSection[] {
  return (guideSection('maintenance-guide', words.schedule.routineHeading, figures, words).bullets ?? []).map((line) => {
    const match = /^([^:]+?)\u00a0?: (.+)$/.exec(line);
    if (!match?.[1] || !match[2]) throw new Error(`Not a routine line: '${line}'`);
    return {
      heading: match[1],
      blocks: [{ kind: 'checklist', items: match[2].split(', ').map(capitalise), writeIn: words.schedule.writeIn }],
    };
  });
}

export const maintenanceScheduleDocument = (figures: ListingFigures, words: ResourceDocumentWords = ENGLISH_RESOURCE_DOCUMENT_WORDS): PrintedDocument => ({
  title: words.schedule.title,
  subtitle: words.language.subtitle,
  footer: words.language.footer,
  sections: [
    {
      heading: words.schedule.howToHeading,
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [words.schedule.howTo, ...(guideSection('maintenance-guide', words.schedule.recordsHeading, figures, words).paragraphs ?? []).slice(0, 1)],
        },
      ],
    },
    ...routineSections(figures, words),
  ],
});

/** The ROI model's inputs and results, by key, in the sheet's order. */
export type RoiInputKey = 'purchasePrice' | 'cadRate' | 'oneTimeCosts' | 'visitsPerDay' | 'revenuePerVisit' | 'operatingDays' | 'dailyCosts' | 'yearlyFixedCosts';
export type RoiResultKey = 'oneTimeCost' | 'oneTimeCostCad' | 'annualRevenue' | 'annualCost' | 'annualNet' | 'paybackMonths';

const USD_FORMAT = '#,##0';
/** An input the reader fills in. */
const NONE = () => 0;

/**
 * Each input cell's starting figure (the listing's for the price and rate, else none: 0) and its Excel
 * number format, the same in every language: the spreadsheet program writes numbers its reader's way.
 */
export const ROI_INPUT_FIGURES: Readonly<Record<RoiInputKey, { value: (figures: ListingFigures) => number; format: string }>> = {
  purchasePrice: { value: ({ priceUsd }) => priceUsd, format: USD_FORMAT },
  cadRate: { value: ({ facts }) => facts.cadRate.usdToCad, format: '0.0000' },
  oneTimeCosts: { value: NONE, format: USD_FORMAT },
  visitsPerDay: { value: NONE, format: '0' },
  revenuePerVisit: { value: NONE, format: USD_FORMAT },
  operatingDays: { value: NONE, format: '0' },
  dailyCosts: { value: NONE, format: USD_FORMAT },
  yearlyFixedCosts: { value: NONE, format: USD_FORMAT },
};

/** An input cell's words: its label and the note beside it. */
export interface RoiInput {
  label: string;
  note: string | ((figures: ListingFigures) => string);
}

/** The ROI spreadsheet's words in one language (French in fr/documents-resources.ts); the formulas are in features/documents/spreadsheet. */
export interface RoiModel {
  fileTitle: string;
  /** The sheet's tab: at most 31 characters. */
  sheetName: string;
  instructions: string;
  columns: readonly [string, string, string];
  inputsHeading: string;
  resultsHeading: string;
  inputs: Readonly<Record<RoiInputKey, RoiInput>>;
  results: Readonly<Record<RoiResultKey, { label: string; note: string }>>;
  /** What the payback cell says when the annual net is not positive. */
  noPayback: string;
}

export const ROI_MODEL: RoiModel = {
  fileTitle: `ROI model, ${TRAILER.year} ${TRAILER.lengthFeet} ft mobile medical trailer, unit ${TRAILER.unitNumber}`,
  sheetName: 'ROI model',
  instructions:
    'Enter your own figures in the shaded cells of column B; the results recompute. Only the price and the exchange rate are filled in: every other figure is yours.',
  columns: ['Item', 'Value', 'Notes'],
  inputsHeading: 'Inputs',
  resultsHeading: 'Results',
  inputs: {
    purchasePrice: { label: 'Purchase price (USD)', note: `Asking price of unit ${TRAILER.unitNumber}` },
    cadRate: { label: 'USD to CAD rate', note: ({ facts }) => `The seller’s rate of ${formatListingDay(facts.cadRate.setOn)}; replace it with the day’s rate` },
    oneTimeCosts: { label: 'Delivery, equipment and set-up (USD)', note: 'Delivery quote, equipment you add, site preparation, registration' },
    visitsPerDay: { label: 'Patient visits per day', note: 'Your expected average per clinic day' },
    revenuePerVisit: { label: 'Revenue per visit (USD)', note: 'Billing or program funding per patient seen' },
    operatingDays: { label: 'Operating days per year', note: 'Clinic days you plan in a year' },
    dailyCosts: { label: 'Running cost per operating day (USD)', note: 'Staff, fuel and generator, consumables, travel' },
    yearlyFixedCosts: { label: 'Fixed yearly costs (USD)', note: 'Insurance, registration, inspection, maintenance, parking' },
  },
  results: {
    oneTimeCost: { label: 'One-time cost (USD)', note: 'Purchase price plus delivery, equipment and set-up' },
    oneTimeCostCad: { label: 'One-time cost (CAD)', note: 'At the rate above' },
    annualRevenue: { label: 'Annual revenue (USD)', note: 'Visits per day x revenue per visit x operating days' },
    annualCost: { label: 'Annual cost (USD)', note: 'Running cost per day x operating days, plus fixed yearly costs' },
    annualNet: { label: 'Annual net (USD)', note: 'Annual revenue minus annual cost' },
    paybackMonths: { label: 'Payback (months)', note: 'One-time cost divided by the annual net, in months' },
  },
  noPayback: 'No payback at these figures',
};
