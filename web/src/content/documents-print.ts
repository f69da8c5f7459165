import { TRAILER } from '../../../shared/trailer';
import { PATHS } from '../../../shared/site-routes';
import { SITE_SETTINGS, canonicalUrl } from '../lib/site-settings';
import { COACH_BUILDER, SPEC_CATEGORIES } from './specifications';
import { TRAILER_FACTS } from './trailer-facts';

/**
 * The printed-document model: what each PDF says, as data. One layout engine
 * (features/documents/pdf) sets every document in the style of docs/product.md#constants.
 */

export interface PrintedRow {
  label: string;
  value: string;
}

/** One kind of content under a section heading. */
export type PrintedBlock =
  | { kind: 'rows'; rows: readonly PrintedRow[] }
  | { kind: 'paragraphs'; paragraphs: readonly string[] }
  | { kind: 'bullets'; items: readonly string[] }
  /** Tick boxes; `writeIn` heads a blank beside each item, e.g. 'Date / initials'. */
  | { kind: 'checklist'; items: readonly string[]; writeIn?: string }
  /** Label, this unit's value and a blank column for the unit compared with it. */
  | { kind: 'comparison'; headings: readonly [string, string, string]; rows: readonly PrintedRow[] };

export interface PrintedSection {
  heading: string;
  blocks: readonly PrintedBlock[];
}

export interface PrintedDocument {
  /** The first line and the PDF's title property. */
  title: string;
  subtitle: string;
  sections: readonly PrintedSection[];
}

/** The subtitle line of every document: the coach builder and 'Unit #3057 - 2009 Model' (docs/product.md#constants). */
export const DOCUMENT_SUBTITLE = `${COACH_BUILDER} - Unit #${TRAILER.unitNumber} - ${TRAILER.year} Model`;

/** 'Generated from {host}' (docs/product.md#constants), at the foot of every page. */
export const documentFooter = (host: string) => `Generated from ${host}`;

/**
 * A row of the specifications page (SPEC_CATEGORIES), so a document repeats the page's words
 * rather than a copy of them; `label` renames it for the document. Throws when the page has no
 * such row, which the content tests catch.
 */
export function specRow(categoryId: string, pageLabel: string, label = pageLabel): PrintedRow {
  const item = SPEC_CATEGORIES.find((category) => category.id === categoryId)?.items.find((candidate) => candidate.label === pageLabel);
  if (!item) throw new Error(`No specification row '${pageLabel}' in category '${categoryId}'`);
  return { label, value: item.value };
}

/** What is known about the unit itself, as the documents about it open. */
export const UNIT_ROWS: readonly PrintedRow[] = [
  { label: 'Unit number', value: TRAILER.unitNumber },
  { label: 'Year', value: String(TRAILER.year) },
  { label: 'Builder', value: COACH_BUILDER },
  specRow('general', 'Original use'),
  { label: 'Dimensions', value: TRAILER_FACTS.dimensions },
  { label: 'Location', value: TRAILER.location },
  specRow('general', 'Inspection status', 'Inspection'),
];

/** How to reach the seller: the closing section of the documents about the unit. */
export function sellerContactSection(heading: string, lead: string): PrintedSection {
  return {
    heading,
    blocks: [
      { kind: 'paragraphs', paragraphs: [lead] },
      {
        kind: 'rows',
        rows: [
          { label: 'Seller', value: SITE_SETTINGS.sellerName },
          { label: 'Phone', value: SITE_SETTINGS.sellerPhone },
          { label: 'E-mail', value: SITE_SETTINGS.sellerEmail },
          { label: 'Contact form', value: canonicalUrl(PATHS.contact) },
        ],
      },
    ],
  };
}
