import { TRAILER } from '../../../shared/trailer';
import { formatListingDay } from '../../../shared/listing-state';
import { localizedPath, type Locale } from '../../../shared/site-routes';
import type { SellerWords } from '../components/seller-text';
import { SITE_SETTINGS, canonicalUrl } from '../lib/site-settings';
import { COACH_BUILDER, SPEC_CATEGORIES } from './spec-categories';
import type { SpecCategory } from './specifications';
import { TRAILER_FACTS, inspectionTextThrough } from './trailer-facts';

/**
 * The printed-document model: what each PDF says, as data. One layout engine
 * (features/documents/pdf) sets every document in the style of docs/product.md#constants.
 */

export interface PrintedRow {
  label: string;
  value: string;
}

/** A row of a priced table: its item and the item's amount in each of the table's two currency columns. */
export interface PrintedTableRow {
  label: string;
  amounts: readonly [string, string];
}

/** One party's signature lines: who signs for whom; an empty name or title is left to write in. */
export interface PrintedSignatory {
  party: string;
  name: string;
  title: string;
}

/** One kind of content under a section heading. */
export type PrintedBlock =
  | { kind: 'rows'; rows: readonly PrintedRow[] }
  | { kind: 'paragraphs'; paragraphs: readonly string[] }
  | { kind: 'bullets'; items: readonly string[] }
  /** Tick boxes; `writeIn` heads a blank beside each item, e.g. 'Date / initials'. */
  | { kind: 'checklist'; items: readonly string[]; writeIn?: string }
  /** Label, this unit's value and a blank column for the unit compared with it. */
  | { kind: 'comparison'; headings: readonly [string, string, string]; rows: readonly PrintedRow[] }
  /**
   * A priced table: column headings, groups of rows that are never split across pages, and the
   * total, which always shares a page with the last group.
   */
  | { kind: 'table'; headings: readonly [string, string, string]; groups: readonly (readonly PrintedTableRow[])[]; total: PrintedTableRow }
  /** Signature, name, title and date lines for each party, kept together on one page. */
  | { kind: 'signatures'; signatories: readonly PrintedSignatory[] };

export interface PrintedSection {
  heading: string;
  blocks: readonly PrintedBlock[];
}

export interface PrintedDocument {
  /** The first line and the PDF's title property. */
  title: string;
  subtitle: string;
  /** The line at the foot of every page, in the document's language: documentFooter's English when absent. */
  footer?: (host: string) => string;
  sections: readonly PrintedSection[];
}

/** Every string a printed document shows, in reading order, one per line. */
export function printedDocumentText(document: PrintedDocument): string {
  const blockText = (block: PrintedBlock): string[] => {
    switch (block.kind) {
      case 'rows':
      case 'comparison':
        return block.rows.map((row) => `${row.label}: ${row.value}`);
      case 'paragraphs':
        return [...block.paragraphs];
      case 'bullets':
      case 'checklist':
        return [...block.items];
      case 'table':
        return [...block.groups.flat(), block.total].map((row) => `${row.label}: ${row.amounts.join(' / ')}`);
      case 'signatures':
        return block.signatories.map((signatory) => `${signatory.party}: ${signatory.name}, ${signatory.title}`);
    }
  };
  return [document.title, document.subtitle, ...document.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockText)])].join('\n');
}

/** The subtitle line of every document: the coach builder and 'Unit #3057 - 2009 Model' (docs/product.md#constants). */
export const DOCUMENT_SUBTITLE = `${COACH_BUILDER} - Unit #${TRAILER.unitNumber} - ${TRAILER.year} Model`;

/** 'Generated from {host}' (docs/product.md#constants), at the foot of every page. */
export const documentFooter = (host: string) => `Generated from ${host}`;

const findSpecRow = (categories: readonly SpecCategory[], categoryId: string, pageLabel: string) =>
  categories.find((category) => category.id === categoryId)?.items.find((candidate) => candidate.label === pageLabel);

/**
 * A row of the specifications page, so a document repeats the page's words rather than a copy of
 * them: from its fixed rows (SPEC_CATEGORIES) or as the listing's figures fill it (specCategories).
 * `label` renames it for the document. Throws when the page has no such row, which the content
 * tests catch.
 */
export function specRow(categories: readonly SpecCategory[], categoryId: string, pageLabel: string, label = pageLabel): PrintedRow {
  const item = findSpecRow(categories, categoryId, pageLabel);
  if (!item) throw new Error(`No specification row '${pageLabel}' in category '${categoryId}'`);
  return { label, value: item.value };
}

/** The rows of figures the seller may leave blank, as the page shows them: only those filled in. */
export function givenSpecRows(categories: readonly SpecCategory[], categoryId: string, pageLabels: readonly string[]): PrintedRow[] {
  return pageLabels.flatMap((pageLabel) => {
    const item = findSpecRow(categories, categoryId, pageLabel);
    return item ? [{ label: pageLabel, value: item.value }] : [];
  });
}

/** What is known about the unit itself, as the documents about it open; the inspection is the year it is valid through. */
export const unitRows = (inspectionValidThrough: string): readonly PrintedRow[] => [
  { label: 'Unit number', value: TRAILER.unitNumber },
  { label: 'Year', value: String(TRAILER.year) },
  { label: 'Builder', value: COACH_BUILDER },
  specRow(SPEC_CATEGORIES, 'general', 'Original use'),
  { label: 'Dimensions', value: TRAILER_FACTS.dimensions },
  { label: 'Location', value: TRAILER.location },
  { label: 'Inspection', value: inspectionTextThrough(inspectionValidThrough) },
];

/** The seller's contact rows' labels, in a document's language. */
export interface SellerContactLabels {
  seller: string;
  phone: string;
  email: string;
  contactForm: string;
}

/**
 * What every document about the unit says the same way in one language (French in
 * fr/documents-print.ts): its subtitle and footer, how it writes a day, the seller's contact rows,
 * and a text the seller wrote.
 */
export interface DocumentLanguage {
  /** The language's pages are the ones a document links (the contact form's). */
  locale: Locale;
  subtitle: string;
  footer: (host: string) => string;
  /** A yyyy-mm-dd day as this language writes it. */
  day: (isoDay: string) => string;
  contact: SellerContactLabels;
  /**
   * A text the seller wrote, by SellerText's rule (components/seller-text.tsx): in English the English
   * text; in French their French version, or where they gave none the English text marked as such.
   */
  sellerText: (words: SellerWords) => string;
}

export const ENGLISH_DOCUMENT_LANGUAGE: DocumentLanguage = {
  locale: 'en',
  subtitle: DOCUMENT_SUBTITLE,
  footer: documentFooter,
  day: formatListingDay,
  contact: { seller: 'Seller', phone: 'Phone', email: 'E-mail', contactForm: 'Contact form' },
  sellerText: ({ english }) => english,
};

/** How to reach the seller: the closing section of the documents about the unit. */
export function sellerContactSection(heading: string, lead: string, { contact, locale }: DocumentLanguage = ENGLISH_DOCUMENT_LANGUAGE): PrintedSection {
  return {
    heading,
    blocks: [
      { kind: 'paragraphs', paragraphs: [lead] },
      {
        kind: 'rows',
        rows: [
          { label: contact.seller, value: SITE_SETTINGS.sellerName },
          { label: contact.phone, value: SITE_SETTINGS.sellerPhone },
          { label: contact.email, value: SITE_SETTINGS.sellerEmail },
          { label: contact.contactForm, value: canonicalUrl(localizedPath('contact', locale)) },
        ],
      },
    ],
  };
}
