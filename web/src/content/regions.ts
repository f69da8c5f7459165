import { PATHS } from '../../../shared/site-routes';
import type { UnitFacts } from '../../../shared/listing-facts';
import { inspectionYear, type ListingFigures } from '../../../shared/listing-figures';
import { formatUsd } from '../../../shared/listing-state';
import { TRAILER, formatWholeNumber } from '../../../shared/trailer';
import { CALLS_TO_ACTION } from './calls-to-action';
import { distanceRow, type DistanceRow } from './distance-rows';
import type { CardCopy, FactCopy, LinkCopy, MetaCopy, SectionIntroCopy } from './types';

/** The road distance to a place, as the page writes it. */
export const kmTo = (placeId: string) => formatDistance(distanceRow(placeId).km);

/** The sections under a provincial page's hero: loaded with their part (components/layout/regional-sections.tsx). */
export interface RegionalSectionsCopy {
  /** The benefits state the seller's facts (the inspection, the exam rooms). */
  benefits: (unit: UnitFacts) => SectionIntroCopy & { items: readonly CardCopy[] };
  distances: SectionIntroCopy & { cityHeading: string; distanceHeading: string; rows: readonly DistanceRow[] };
  /** '300 km' in the page's language. */
  formatDistance: (km: number) => string;
  delivery: { title: string; items: readonly string[]; cta: LinkCopy };
}

/** A provincial page's own closing call to action (Saskatchewan's service package). */
export type ServicePackageCopy = SectionIntroCopy & { cta: LinkCopy };

/** A provincial sales page (docs/product.md#regional-pages): one layout, two sets of copy. */
export interface RegionalPageCopy {
  path: string;
  /** The page's title and description, which state the listing's price. */
  meta: (figures: ListingFigures) => MetaCopy;
  badge: string;
  title: string;
  /** The lead and the hero's facts state the seller's facts (the inspection, the exam rooms). */
  lead: (unit: UnitFacts) => string;
  heroFactsLabel: string;
  heroFacts: (unit: UnitFacts) => readonly FactCopy[];
  loadSections: () => Promise<RegionalSectionsCopy>;
  primary: LinkCopy;
  secondary: LinkCopy;
  /** The page's own call to action after the delivered cost, if it has one: its words load with the sections'. */
  loadServicePackage?: () => Promise<ServicePackageCopy>;
}

const actions = {
  primary: CALLS_TO_ACTION.scheduleInspection,
  secondary: CALLS_TO_ACTION.takeInteriorTour,
} as const;

const REGIONAL_HERO_FACTS_LABEL = 'At a glance';

export const ALBERTA_PAGE: RegionalPageCopy = {
  path: PATHS.alberta,
  meta: ({ priceUsd }) => ({
    title: `Mobile Medical Trailer for Sale in Alberta – ${TRAILER.year} ${TRAILER.lengthFeet} ft, Edmonton | ${formatUsd(priceUsd)}`,
    description: `A ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer for sale in Edmonton, Alberta, with a current Alberta commercial vehicle inspection. Delivery to Calgary (${kmTo('calgary')}), Red Deer, Fort McMurray, Medicine Hat and Lethbridge.`,
    keywords: ['mobile medical trailer Alberta', 'mobile clinic for sale Edmonton', 'medical trailer Calgary', 'Alberta inspected trailer', 'rural health Alberta'],
  }),
  badge: 'FOR SALE IN ALBERTA',
  title: 'Mobile Medical Trailer for Sale in Alberta',
  heroFactsLabel: REGIONAL_HERO_FACTS_LABEL,
  heroFacts: (unit) => [
    { label: 'Located in', value: 'Edmonton' },
    { label: 'Inspection', value: `Alberta, ${inspectionYear(unit)}` },
    { label: 'Calgary', value: kmTo('calgary') },
    { label: 'Viewing', value: 'By appointment' },
  ],
  lead: (unit) =>
    `Unit ${TRAILER.unitNumber} is already in Edmonton. Inspect it in person, then take delivery anywhere in the province. It carries a current Alberta commercial vehicle inspection, valid through ${inspectionYear(unit)}.`,
  loadSections: () => import('./regional-sections').then((sections) => sections.ALBERTA_SECTIONS),
  ...actions,
};

export const SASKATCHEWAN_PAGE: RegionalPageCopy = {
  path: PATHS.saskatchewan,
  meta: ({ priceUsd, facts }) => ({
    title: `Mobile Medical Trailer for Sale in Saskatchewan – ${TRAILER.year} ${TRAILER.lengthFeet} ft | ${formatUsd(priceUsd)}`,
    description: `A ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer delivered from Edmonton to Saskatoon, Regina, Prince Albert, Moose Jaw, Swift Current and Yorkton: ${facts.unit.examRooms} exam rooms, generator, HVAC, wheelchair lift.`,
    keywords: ['mobile medical trailer Saskatchewan', 'mobile clinic Saskatoon', 'medical trailer Regina', 'rural health Saskatchewan', 'indigenous health mobile clinic'],
  }),
  badge: 'FOR SALE IN SASKATCHEWAN',
  title: 'Mobile Medical Trailer for Sale in Saskatchewan',
  lead: () => `A ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile clinic, delivered door-to-door from Edmonton to your Saskatchewan community.`,
  heroFactsLabel: REGIONAL_HERO_FACTS_LABEL,
  heroFacts: (unit) => [
    { label: 'Saskatoon', value: kmTo('saskatoon') },
    { label: 'Regina', value: kmTo('regina') },
    { label: 'Exam rooms', value: String(unit.examRooms) },
    { label: 'Delivery', value: 'Door-to-door' },
  ],
  loadSections: () => import('./regional-sections').then((sections) => sections.SASKATCHEWAN_SECTIONS),
  loadServicePackage: () => import('./regional-sections').then((sections) => sections.SASKATCHEWAN_SERVICE_PACKAGE),
  ...actions,
};

/** '300 km', and '0 km' for the trailer's own city. */
export function formatDistance(km: number): string {
  return `${formatWholeNumber(km)} km`;
}
