import type { UnitFacts } from '../../../shared/listing-facts';
import type { ListingFigures } from '../../../shared/listing-figures';
import { formatUsd } from '../../../shared/listing-state';
import { TRAILER } from '../../../shared/trailer';
import { CALLS_TO_ACTION } from './calls-to-action';
import { TRAILER_FACTS } from './trailer-facts';
import type { CardCopy, LinkCopy, MetaCopy } from './types';

export const specificationsMeta = ({ priceUsd }: ListingFigures): MetaCopy => ({
  title: `Specifications: ${TRAILER.year} ${TRAILER.lengthFeet} ft Mobile Medical Trailer, Unit ${TRAILER.unitNumber}`,
  description: `Full technical specifications of the ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer: ${TRAILER.lengthFeet} ft x ${TRAILER.width} x ${TRAILER.height}, GVWR ${TRAILER_FACTS.gvwr}, air ride, diesel generator, 110V/220V, HVAC, wheelchair lift, ADA compliance. ${formatUsd(priceUsd)}.`,
  keywords: [
    'mobile medical trailer specifications',
    '53 ft trailer GVWR 68000',
    'medical coach technical specs',
    'diesel generator trailer',
    'wheelchair lift',
    'ADA compliant mobile clinic',
  ],
});

export const SPECIFICATIONS_HEADER = {
  badge: `Unit ${TRAILER.unitNumber} · ${TRAILER.year}`,
  title: 'Technical Specifications',
  lead: `Every documented system of the ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer, unit ${TRAILER.unitNumber}, from its dimensions and power to compliance and delivery.`,
  priceLabel: 'Sale price',
  notIncludedTitle: 'NOT included in the sale',
  notIncluded: TRAILER_FACTS.notIncluded,
  primary: CALLS_TO_ACTION.scheduleInspection,
  secondary: CALLS_TO_ACTION.readConditionReport,
};

export type SpecHighlightIcon = 'size' | 'power' | 'access' | 'inspection';

/** The highlights under the hero: the seller's facts (the inspection) as parameters. */
export type SpecHighlightsCopy = (unit: UnitFacts) => { title: string; items: readonly (CardCopy & { icon: SpecHighlightIcon })[] };

export const SPECIFICATIONS_PHOTOS_LABEL = 'Technical photos of the trailer';

/** docs/product.md#spec-item. */
export interface SpecItem {
  label: string;
  value: string;
  /** Shown with a 'Premium Feature' badge. */
  highlight: boolean;
}

export interface SpecCategory {
  id: string;
  title: string;
  items: readonly SpecItem[];
}

export const PREMIUM_FEATURE_LABEL = 'Premium Feature';

export const SPEC_CATEGORIES_SECTION = {
  title: 'Specifications by category',
  intro: `Rows marked ${PREMIUM_FEATURE_LABEL} are the highlights of this unit.`,
  navLabel: 'Specification categories',
};
export const SPEC_TABLE_HEADINGS = { label: 'Item', value: 'Specification' } as const;

/**
 * The words of /specifications in one language (English here, French in fr/specifications.ts),
 * handed to the page component by its route; the price, the inspection and the counts are parameters.
 */
export interface SpecificationsCopy {
  header: Omit<typeof SPECIFICATIONS_HEADER, 'notIncluded' | 'primary' | 'secondary'> & { notIncluded: readonly string[]; primary: LinkCopy; secondary: LinkCopy };
  /** The highlights' words, loaded with their part (features/specifications/components/spec-highlights.tsx). */
  loadHighlights: () => Promise<SpecHighlightsCopy>;
  photosLabel: string;
  premiumLabel: string;
  categoriesSection: typeof SPEC_CATEGORIES_SECTION;
  tableHeadings: { label: string; value: string };
  /** The categories with the listing's figures, loaded with the part that shows them (below the first screen). */
  loadCategories: () => Promise<(figures: ListingFigures) => readonly SpecCategory[]>;
}

export const SPECIFICATIONS_COPY: SpecificationsCopy = {
  header: SPECIFICATIONS_HEADER,
  loadHighlights: () => import('./spec-highlights').then((highlights) => highlights.specificationsHighlights),
  photosLabel: SPECIFICATIONS_PHOTOS_LABEL,
  premiumLabel: PREMIUM_FEATURE_LABEL,
  categoriesSection: SPEC_CATEGORIES_SECTION,
  tableHeadings: SPEC_TABLE_HEADINGS,
  loadCategories: () => import('./spec-categories').then((categories) => categories.specCategories),
};
