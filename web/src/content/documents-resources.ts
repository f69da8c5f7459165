import { formatListingDay } from '../../../shared/listing-state';
import type { ListingFigures } from '../../../shared/listing-figures';
import type { ResourceGuideSlug } from '../../../shared/site-routes';
import { TRAILER } from '../../../shared/trailer';
import { ARTICLE_FIGURES, fillArticleFigures, type ArticleFigureFormats } from './article-figures';
import { ENGLISH_DOCUMENT_LANGUAGE, type DocumentLanguage, type PrintedDocument, type PrintedSection } from './documents-print';
import { RESOURCE_ARTICLES, type ArticleSection, type ResourceArticle } from './resource-articles';
import { specCategories, type SpecCategory } from './specifications';

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

/** An input cell of the ROI model: the reader types over its value. */
export interface RoiInput {
  label: string;
  /** The figure the cell starts with: the listing's for the price and rate, else none (0). */
  value: (figures: ListingFigures) => number;
  note: string | ((figures: ListingFigures) => string);
  /** Excel number format. */
  format: string;
}

const USD_FORMAT = '#,##0';
/** An input the reader fills in. */
const NONE = () => 0;

/** The ROI spreadsheet's words and starting figures (the formulas are in features/documents/spreadsheet). */
export const ROI_MODEL = {
  fileTitle: `ROI model, ${TRAILER.year} ${TRAILER.lengthFeet} ft mobile medical trailer, unit ${TRAILER.unitNumber}`,
  sheetName: 'ROI model',
  instructions:
    'Enter your own figures in the shaded cells of column B; the results recompute. Only the price and the exchange rate are filled in: every other figure is yours.',
  columns: ['Item', 'Value', 'Notes'],
  inputsHeading: 'Inputs',
  resultsHeading: 'Results',
  inputs: {
    purchasePrice: { label: 'Purchase price (USD)', value: ({ priceUsd }) => priceUsd, note: `Asking price of unit ${TRAILER.unitNumber}`, format: USD_FORMAT },
    cadRate: {
      label: 'USD to CAD rate',
      value: ({ facts }) => facts.cadRate.usdToCad,
      note: ({ facts }) => `The seller’s rate of ${formatListingDay(facts.cadRate.setOn)}; replace it with the day’s rate`,
      format: '0.0000',
    },
    oneTimeCosts: { label: 'Delivery, equipment and set-up (USD)', value: NONE, note: 'Delivery quote, equipment you add, site preparation, registration', format: USD_FORMAT },
    visitsPerDay: { label: 'Patient visits per day', value: NONE, note: 'Your expected average per clinic day', format: '0' },
    revenuePerVisit: { label: 'Revenue per visit (USD)', value: NONE, note: 'Billing or program funding per patient seen', format: USD_FORMAT },
    operatingDays: { label: 'Operating days per year', value: NONE, note: 'Clinic days you plan in a year', format: '0' },
    dailyCosts: { label: 'Running cost per operating day (USD)', value: NONE, note: 'Staff, fuel and generator, consumables, travel', format: USD_FORMAT },
    yearlyFixedCosts: { label: 'Fixed yearly costs (USD)', value: NONE, note: 'Insurance, registration, inspection, maintenance, parking', format: USD_FORMAT },
  } satisfies Record<string, RoiInput>,
  results: {
    oneTimeCost: { label: 'One-time cost (USD)', note: 'Purchase price plus delivery, equipment and set-up' },
    oneTimeCostCad: { label: 'One-time cost (CAD)', note: 'At the rate above' },
    annualRevenue: { label: 'Annual revenue (USD)', note: 'Visits per day x revenue per visit x operating days' },
    annualCost: { label: 'Annual cost (USD)', note: 'Running cost per day x operating days, plus fixed yearly costs' },
    annualNet: { label: 'Annual net (USD)', note: 'Annual revenue minus annual cost' },
    paybackMonths: { label: 'Payback (months)', note: 'One-time cost divided by the annual net, in months' },
  },
  noPayback: 'No payback at these figures',
} as const;
