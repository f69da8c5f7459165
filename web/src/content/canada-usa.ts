import type { ListingFigures } from '../../../shared/listing-figures';
import { formatUsd } from '../../../shared/listing-state';
import { PATHS } from '../../../shared/site-routes';
import { TRAILER } from '../../../shared/trailer';
import { CALLS_TO_ACTION } from './calls-to-action';
import type { CardCopy, FactCopy, LinkCopy, MetaCopy, SectionIntroCopy } from './types';

export const canadaUsaMeta = ({ priceUsd }: ListingFigures): MetaCopy => ({
  title: `Mobile Medical Trailer for Sale: Canada and USA Delivery | ${TRAILER.year} ${TRAILER.lengthFeet} ft, ${formatUsd(priceUsd)}`,
  description: `Cross-border sale of a ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer from Edmonton: delivery to Alberta, Saskatchewan, British Columbia, Manitoba, Ontario, Montana, North Dakota, Washington, Idaho and Minnesota. Priced in USD with the CAD equivalent.`,
  keywords: ['mobile medical trailer USA', 'medical trailer Canada', 'cross-border trailer delivery', 'mobile clinic Montana', 'mobile clinic Washington', 'USD CAD price'],
});

export const CANADA_USA_HERO = {
  badge: 'CANADA & USA',
  title: 'Cross-Border Sales: Canada and USA',
  lead: 'Priced in US dollars with the Canadian equivalent alongside, and delivered door-to-door to buyers on both sides of the border.',
  primary: CALLS_TO_ACTION.crossBorderQuote,
  secondary: CALLS_TO_ACTION.viewSpecifications,
  factsLabel: 'At a glance',
  facts: ({ priceUsd }: ListingFigures): FactCopy[] => [
    { label: 'Price', value: formatUsd(priceUsd) },
    { label: 'Delivery', value: '7-21 days' },
    { label: 'Provinces', value: String(CANADA_USA_REGIONS.provinces.length) },
    { label: 'States', value: String(CANADA_USA_REGIONS.states.length) },
  ],
};

export type CrossBorderServiceIcon = 'transport' | 'compliance' | 'coordination' | 'currency';

/** The cross-border services: what the seller arranges, the currency's card stating the price and the seller's rate. */
export type CrossBorderServicesCopy = (figures: ListingFigures) => SectionIntroCopy & { items: readonly (CardCopy & { icon: CrossBorderServiceIcon })[] };

export const CANADA_USA_REGIONS = {
  title: 'Where we deliver',
  intro: 'Provinces and states served from Edmonton. Other destinations: ask for a quote.',
  provincesTitle: 'Provinces served',
  provinces: ['Alberta', 'Saskatchewan', 'British Columbia', 'Manitoba', 'Ontario'],
  statesTitle: 'States served',
  states: ['Montana', 'North Dakota', 'Washington', 'Idaho', 'Minnesota'],
  deliveryTitle: 'How delivery works',
  delivery: ['Door-to-door to your site', '7-21 days once arranged', 'Quote on request', 'Virtual walkthrough before it leaves Edmonton'],
} as const;

export const CANADA_USA_QUOTE: SectionIntroCopy & { cta: LinkCopy } = {
  title: 'Get a cross-border quote',
  intro: 'Tell the seller where the trailer is going; the quote covers transport to your door.',
  cta: CALLS_TO_ACTION.crossBorderQuote,
};

/** The cross-border page's words in one language: CANADA_USA_PAGE here, and one per other language. */
export interface CanadaUsaCopy {
  path: string;
  meta: (figures: ListingFigures) => MetaCopy;
  hero: {
    badge: string;
    title: string;
    lead: string;
    primary: LinkCopy;
    secondary: LinkCopy;
    factsLabel: string;
    /** Its counts are the lengths of the region lists. */
    facts: (figures: ListingFigures) => FactCopy[];
  };
  /** The services section's words, loaded with its part (components/layout/cross-border-services.tsx). */
  loadServices: () => Promise<CrossBorderServicesCopy>;
  regions: SectionIntroCopy & {
    provincesTitle: string;
    provinces: readonly string[];
    statesTitle: string;
    states: readonly string[];
    deliveryTitle: string;
    delivery: readonly string[];
  };
  quote: SectionIntroCopy & { cta: LinkCopy };
}

export const CANADA_USA_PAGE: CanadaUsaCopy = {
  path: PATHS.canadaUsa,
  meta: canadaUsaMeta,
  hero: CANADA_USA_HERO,
  loadServices: () => import('./canada-usa-services').then((services) => services.canadaUsaServices),
  regions: CANADA_USA_REGIONS,
  quote: CANADA_USA_QUOTE,
};
