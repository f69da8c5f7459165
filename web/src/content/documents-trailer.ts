import type { ListingFigures } from '../../../shared/listing-figures';
import { inspectionYear } from '../../../shared/listing-figures';
import { TRAILER } from '../../../shared/trailer';
import { SITE_SETTINGS } from '../lib/site-settings';
import { ENGLISH_DOCUMENT_LANGUAGE, sellerContactSection, specRow, unitRows, type DocumentLanguage, type PrintedDocument, type PrintedRow, type PrintedSection } from './documents-print';
import { SPEC_CATEGORIES } from './spec-categories';
import { TRAILER_FACTS, inspectionTextThrough } from './trailer-facts';

/**
 * Service Records and Warranty Information: the service entries and warranty terms the seller
 * states in the listing's facts, what else is known about the unit, and how to get the rest. While
 * the facts hold none, a document says so plainly and points to the seller. The words are by
 * language (TrailerDocumentWords; French in fr/documents-trailer.ts), the facts the same.
 */

/** A closing section's heading and lead (sellerContactSection). */
interface ContactWords {
  heading: string;
  lead: string;
}

/** Every word of the two documents in one language. */
export interface TrailerDocumentWords {
  language: DocumentLanguage;
  unitHeading: string;
  unitRows: (inspectionValidThrough: string) => readonly PrintedRow[];
  saleContents: PrintedSection;
  /** The inspection, valid through the seller's year. */
  inspectionThrough: (year: string) => string;
  aboutHeading: string;
  serviceRecords: {
    title: string;
    historyHeading: string;
    /** An entry's line: what was done (the seller's text, as language.sellerText gives it) and by whom. */
    entry: (work: string, by: string) => string;
    inspectionHeading: string;
    inspectionStatus: (inspection: string) => string;
    /** What the document is, once the seller has given service entries, and while there are none. */
    withEntries: readonly string[];
    withoutEntries: readonly string[];
    systemsHeading: string;
    systemsLead: string;
    /** Systems on board that have their own service needs (docs/product.md#the-unit, docs/product.md#pages and docs/product.md#document-templates). */
    systems: readonly string[];
    contact: ContactWords;
  };
  warranty: {
    title: string;
    termsHeading: string;
    noTerms: string;
    settleHeading: string;
    settle: (inspection: string) => readonly string[];
    contact: ContactWords;
  };
}

const unit = `unit ${TRAILER.unitNumber}`;

export const SALE_CONTENTS: PrintedSection = {
  heading: 'What the sale includes',
  blocks: [
    {
      kind: 'rows',
      rows: [
        { label: 'Included', value: 'The trailer with its fitted systems: diesel generator, HVAC, wheelchair lift and 4-corner auto-leveling' },
        specRow(SPEC_CATEGORIES, 'electrical', 'Generators included', 'Generators'),
        { label: 'Not included', value: TRAILER_FACTS.notIncluded.join(' ') },
      ],
    },
  ],
};

export const ENGLISH_TRAILER_DOCUMENT_WORDS: TrailerDocumentWords = {
  language: ENGLISH_DOCUMENT_LANGUAGE,
  unitHeading: 'The unit',
  unitRows,
  saleContents: SALE_CONTENTS,
  inspectionThrough: inspectionTextThrough,
  aboutHeading: 'About this document',
  serviceRecords: {
    title: 'Service Records',
    historyHeading: 'Service history',
    entry: (work, by) => (by ? `${work} (${by})` : work),
    inspectionHeading: 'Inspection status',
    inspectionStatus: (inspection) =>
      `Unit ${TRAILER.unitNumber} carries a current ${inspection}. Ask the seller for a copy of the inspection report together with the service records.`,
    withEntries: [
      `The service history above is as the seller, ${SITE_SETTINGS.sellerName}, states it. The invoices and service documentation behind it are sent to you privately on request.`,
    ],
    withoutEntries: [
      `This sheet lists what is known about ${unit} from its listing. It is not the service history: no service dates, hours or repairs are listed here, because none are published on the site.`,
      `The maintenance history and service documentation are available from the seller, ${SITE_SETTINGS.sellerName}, and are sent to you privately on request.`,
    ],
    systemsHeading: 'Systems to ask about',
    systemsLead: 'When you request the records, ask for the service history of each of these systems:',
    systems: [
      'Diesel generator (engine with electric head) and the battery charger',
      '110V/220V electrical distribution and GFCI protection',
      'Curbside and street-side wall-mounted HVAC units and the humidifier',
      'Fully automatic wheelchair lift and the pull-out aluminum platforms',
      '4-corner auto-leveling and the air ride suspension',
      'Fire suppression system and emergency escape windows',
      'UV sterilization and the vacuum system',
      'Road side: tires, brakes, lights and coupling',
    ],
    contact: {
      heading: 'How to get the full records',
      lead: 'Tick "Service Records" in the contact form, or call or e-mail the seller. Replies come within 24 hours; a viewing in Edmonton or a virtual walkthrough can be booked at the same time.',
    },
  },
  warranty: {
    title: 'Warranty Information',
    termsHeading: 'Warranty terms',
    noTerms: `No warranty terms for ${unit} are published on this site, and this document gives none. It lists what is known about the unit and the questions to settle in writing with the seller before you buy.`,
    settleHeading: 'Settle in writing before you buy',
    settle: (inspection) => [
      'Whether any manufacturer or component warranties remain on the trailer or its systems, and until when',
      'Whether those warranties transfer to a new owner, and what that takes',
      'The terms of sale, including the condition the unit is sold in',
      `What the current inspection covers: ${inspection}`,
      'Delivery to your site: door-to-door across Canada and the USA, quoted on request',
    ],
    contact: {
      heading: 'How to get the warranty details',
      lead: 'Tick "Warranty Information" in the contact form, or call or e-mail the seller, who replies within 24 hours with what applies to this unit.',
    },
  },
};

const unitSection = ({ facts }: ListingFigures, words: TrailerDocumentWords): PrintedSection => ({
  heading: words.unitHeading,
  blocks: [{ kind: 'rows', rows: words.unitRows(inspectionYear(facts.unit)) }],
});

const contactSection = ({ heading, lead }: ContactWords, { language }: TrailerDocumentWords) => sellerContactSection(heading, lead, language);

/** The service entries as rows, newest first: 'November 2, 2025: generator service (by ...)'. */
function serviceEntriesSection({ facts }: ListingFigures, { language, serviceRecords }: TrailerDocumentWords): PrintedSection[] {
  const entries = facts.documents.serviceEntries;
  if (!entries.length) return [];
  return [
    {
      heading: serviceRecords.historyHeading,
      blocks: [
        {
          kind: 'rows',
          rows: [...entries]
            .sort((a, b) => b.date.localeCompare(a.date))
            .map((entry) => ({ label: language.day(entry.date), value: serviceRecords.entry(language.sellerText({ english: entry.work }), entry.by) })),
        },
      ],
    },
  ];
}

export const serviceRecordsDocument = (figures: ListingFigures, words: TrailerDocumentWords = ENGLISH_TRAILER_DOCUMENT_WORDS): PrintedDocument => {
  const { language, serviceRecords: copy } = words;
  return {
    title: copy.title,
    subtitle: language.subtitle,
    footer: language.footer,
    sections: [
      unitSection(figures, words),
      ...serviceEntriesSection(figures, words),
      { heading: copy.inspectionHeading, blocks: [{ kind: 'paragraphs', paragraphs: [copy.inspectionStatus(words.inspectionThrough(inspectionYear(figures.facts.unit)))] }] },
      { heading: words.aboutHeading, blocks: [{ kind: 'paragraphs', paragraphs: figures.facts.documents.serviceEntries.length ? copy.withEntries : copy.withoutEntries }] },
      { heading: copy.systemsHeading, blocks: [{ kind: 'paragraphs', paragraphs: [copy.systemsLead] }, { kind: 'bullets', items: copy.systems }] },
      words.saleContents,
      contactSection(copy.contact, words),
    ],
  };
};

export const warrantyDocument = (figures: ListingFigures, words: TrailerDocumentWords = ENGLISH_TRAILER_DOCUMENT_WORDS): PrintedDocument => {
  const { language, warranty: copy } = words;
  const terms = figures.facts.documents.warrantyTerms;
  return {
    title: copy.title,
    subtitle: language.subtitle,
    footer: language.footer,
    sections: [
      terms.length
        ? { heading: copy.termsHeading, blocks: [{ kind: 'paragraphs', paragraphs: terms.map((term) => language.sellerText({ english: term })) }] }
        : { heading: words.aboutHeading, blocks: [{ kind: 'paragraphs', paragraphs: [copy.noTerms] }] },
      unitSection(figures, words),
      words.saleContents,
      { heading: copy.settleHeading, blocks: [{ kind: 'bullets', items: copy.settle(words.inspectionThrough(inspectionYear(figures.facts.unit))) }] },
      contactSection(copy.contact, words),
    ],
  };
};
