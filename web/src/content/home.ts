import type { ListingFigures } from '../../../shared/listing-figures';
import { formatUsd, type ListingStatus } from '../../../shared/listing-state';
import { TRAILER, formatWholeNumber } from '../../../shared/trailer';
import { CALLS_TO_ACTION } from './calls-to-action';
import type { FactCopy } from './types';

export interface HomeHeroCopy {
  /** The hero's first badge, by listing status. */
  statusBadges: Record<ListingStatus, string>;
  locationBadge: string;
  title: string;
  subtitle: (examRooms: number) => string;
  priceNote: string;
  secondaryCta: { label: string; to: string };
  highlights: (examRooms: number) => readonly string[];
  keyFactsLabel: string;
  keyFacts: readonly FactCopy[];
}

export interface HomeMetaCopy {
  title: string;
  description: string;
  keywords: readonly string[];
}

/** Home hero copy (docs/product.md#home). */
export const HOME_HERO: HomeHeroCopy = {
  statusBadges: { available: 'FOR SALE', 'under-offer': 'UNDER OFFER', sold: 'SOLD' },
  locationBadge: 'Edmonton, Alberta',
  title: `${TRAILER.year} ${TRAILER.lengthFeet}-Foot Mobile Medical Trailer for Sale`,
  subtitle: (examRooms) => `Unit ${TRAILER.unitNumber}: a converted mammography clinic with ${examRooms} exam rooms, reception, break room, diesel generator, HVAC, wheelchair lift and 4-corner auto-leveling, with a current Alberta commercial vehicle inspection.`,
  priceNote: 'Mammography machine removed and not included.',
  secondaryCta: CALLS_TO_ACTION.takeInteriorTour,
  highlights: (examRooms) => [`${examRooms} exam rooms`, 'Wheelchair lift', 'Diesel generator', 'Delivery to Canada & USA'],
  keyFactsLabel: 'Key facts',
  keyFacts: [
    { label: 'Year', value: String(TRAILER.year) },
    { label: 'Length', value: `${TRAILER.lengthFeet} ft` },
    { label: 'GVWR', value: `${formatWholeNumber(TRAILER.gvwrLbs)} lbs` },
    { label: 'Unit', value: `#${TRAILER.unitNumber}` },
  ],
};

export const homeMeta = ({ priceUsd, facts }: ListingFigures): HomeMetaCopy => ({
  title: `${TRAILER.year} ${TRAILER.lengthFeet} ft Mobile Medical Trailer for Sale – ${formatUsd(priceUsd)} | Edmonton, Alberta`,
  description: `Used ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical clinic trailer (unit ${TRAILER.unitNumber}) for sale in Edmonton, Alberta: ${facts.unit.examRooms} exam rooms, reception, generator, HVAC, wheelchair lift. ${formatUsd(priceUsd)}. Delivery across Canada and the USA.`,
  keywords: [
    'mobile medical trailer for sale',
    'mobile clinic trailer',
    'mammography trailer',
    '53 ft medical trailer',
    'used medical coach',
    'Edmonton',
    'Alberta',
    'Canada',
    'USA',
  ],
});
