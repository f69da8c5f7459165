import type { UnitFacts } from '../../../shared/listing-facts';
import type { ListingFigures } from '../../../shared/listing-figures';
import { formatUsd } from '../../../shared/listing-state';
import { TRAILER } from '../../../shared/trailer';
import { CALLS_TO_ACTION } from './calls-to-action';
import { TRAILER_FACTS } from './trailer-facts';
import type { CardCopy, FactCopy, LinkCopy, MetaCopy, SectionIntroCopy } from './types';

export const overviewMeta = ({ priceUsd, facts }: ListingFigures): MetaCopy => ({
  title: `Overview: ${TRAILER.year} ${TRAILER.lengthFeet} ft Mobile Medical Trailer, Unit ${TRAILER.unitNumber} | Edmonton, Alberta`,
  description: `The ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer for sale in Edmonton: a converted mammography clinic with ${facts.unit.examRooms} exam rooms, diesel generator, HVAC, wheelchair lift and 4-corner auto-leveling. GVWR ${TRAILER_FACTS.gvwr}. ${formatUsd(priceUsd)}.`,
  keywords: [
    'mobile medical trailer overview',
    '53 ft medical trailer',
    'mobile clinic for sale',
    'converted mammography trailer',
    'wheelchair lift trailer',
    'Edmonton',
    'Alberta',
  ],
});

export const OVERVIEW_HERO = {
  badge: `Unit ${TRAILER.unitNumber} · Built ${TRAILER.year}`,
  title: `The ${TRAILER.year} ${TRAILER.lengthFeet}-Foot Mobile Medical Trailer`,
  lead: `A self-contained mobile clinic built by a US coach builder as a mammography unit, now offered for sale in Edmonton, Alberta, with delivery across Canada and the USA.`,
  primary: CALLS_TO_ACTION.scheduleInspection,
  secondary: CALLS_TO_ACTION.viewSpecifications,
  factsLabel: 'At a glance',
  facts: (unit: UnitFacts): FactCopy[] => [
    { label: 'Year', value: String(TRAILER.year) },
    { label: 'Length', value: `${TRAILER.lengthFeet} ft` },
    { label: 'Exam rooms', value: String(unit.examRooms) },
    { label: 'GVWR', value: TRAILER_FACTS.gvwr },
    { label: 'Functional areas', value: String(unit.functionalAreas) },
    { label: 'Location', value: 'Edmonton, AB' },
  ],
};

export const OVERVIEW_PHOTOS_LABEL = 'Featured photos of the trailer';

export interface NarrativeCopy {
  title: string;
  paragraphs: readonly string[];
}

/**
 * The words of /overview in one language (English here, French in fr/overview.ts), handed to the
 * page component by its route; the unit's counts and inspection are parameters.
 */
export interface EquipmentPair {
  /** The system or maker side of the pair. */
  brand: string;
  product: string;
}

/** /overview's sections below its first screen in one language, loaded with the part that shows them. */
export interface OverviewSectionsCopy {
  narrative: (unit: UnitFacts) => readonly NarrativeCopy[];
  unitSpecs: (unit: UnitFacts) => SectionIntroCopy & { facts: readonly FactCopy[] };
  equipment: SectionIntroCopy & { items: readonly EquipmentPair[] };
  keyFeatures: (unit: UnitFacts) => { title: string; items: readonly string[] };
  applications: SectionIntroCopy & { items: readonly CardCopy[] };
  quality: (unit: UnitFacts) => SectionIntroCopy & { items: readonly string[]; cta: LinkCopy; report: LinkCopy };
}

export interface OverviewCopy {
  hero: Omit<typeof OVERVIEW_HERO, 'primary' | 'secondary'> & { primary: LinkCopy; secondary: LinkCopy };
  photosLabel: string;
  loadSections: () => Promise<OverviewSectionsCopy>;
}

export const OVERVIEW_COPY: OverviewCopy = {
  hero: OVERVIEW_HERO,
  photosLabel: OVERVIEW_PHOTOS_LABEL,
  loadSections: () => import('./overview-sections').then((sections) => sections.OVERVIEW_SECTIONS),
};
