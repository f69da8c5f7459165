import { PATHS } from '../../../shared/site-routes';
import { TRAILER, formatWholeNumber } from '../../../shared/trailer';
import { SITE_SETTINGS } from '../lib/site-settings';
import { CALLS_TO_ACTION } from './calls-to-action';
import type { UnitFacts } from '../../../shared/listing-facts';
import { inspectionYear } from '../../../shared/listing-figures';
import { inspectionText } from './trailer-facts';
import { TESTIMONIALS_SECTION, type TestimonialsCopy } from './testimonials';
import type { CardCopy, LinkCardCopy, LinkCopy, SectionIntroCopy } from './types';

/* Home below the hero (docs/product.md#home). Apart from home.ts so it loads with those sections, after the first paint. */

export type HomeFeatureIcon = 'exam' | 'reception' | 'power' | 'climate' | 'access' | 'leveling';

export const HOME_FEATURES: SectionIntroCopy & { items: readonly (CardCopy & { icon: HomeFeatureIcon })[] } = {
  title: 'A complete clinic on wheels',
  intro: `Built in ${TRAILER.year} by a US coach builder as a mammography clinic, unit ${TRAILER.unitNumber} keeps everything a mobile clinic needs. The mammography machine has been removed.`,
  items: [
    {
      icon: 'exam',
      title: 'Two full exam rooms',
      text: 'Two exam rooms and two dressing rooms along an accessible hallway, finished with oak cabinetry and granite counters.',
    },
    {
      icon: 'reception',
      title: 'Reception and break room',
      text: 'A reception and waiting area with burgundy seating and TV/DVD entertainment, plus a break room with work stations for staff.',
    },
    {
      icon: 'power',
      title: 'Diesel generator power',
      text: 'A diesel generator feeds 110V/220V distribution with GFCI protection throughout. One generator is included; a second is optional.',
    },
    {
      icon: 'climate',
      title: 'Year-round climate control',
      text: 'Curbside and street-side wall-mounted HVAC units, supplemental portable electric heaters and a humidifier with a drain flush cycle.',
    },
    {
      icon: 'access',
      title: 'Wheelchair accessible',
      text: 'A fully automatic wheelchair lift with a stow-away compartment and pull-out aluminum platforms at both entrances.',
    },
    {
      icon: 'leveling',
      title: 'Level on any site',
      text: '4-corner auto-leveling and air ride suspension, with a current Alberta commercial vehicle inspection.',
    },
  ],
};

export interface StatCopy {
  value: string;
  label: string;
}

/** The band of figures: the photos the tour shows (counted), then the seller's claims (the listing's facts). */
export const HOME_STATS = {
  label: 'The seller in numbers',
  photos: (count: number): StatCopy => ({ value: String(count), label: 'Photos of this unit' }),
} as const;

export const HOME_EXPLORE: SectionIntroCopy & { items: readonly LinkCardCopy[] } = {
  title: 'Explore the trailer',
  intro: 'Everything a purchasing committee asks for, one click away.',
  items: [
    {
      title: 'Specifications',
      text: '15 categories of technical detail, from electrical and HVAC to compliance and transport.',
      to: PATHS.specifications,
      linkLabel: 'Read the specifications',
    },
    {
      title: 'Exterior Tour',
      text: 'Photos of the outside of the unit, each with its caption and date.',
      to: PATHS.gallery,
      linkLabel: 'See the exterior photos',
    },
    {
      title: 'Interior Tour',
      text: 'A room-by-room walkthrough with two videos and the floor plan.',
      to: PATHS.walkthrough,
      linkLabel: 'Walk through the interior',
    },
    {
      title: 'Overview',
      text: 'How the unit was built, what it holds and where it fits best.',
      to: PATHS.overview,
      linkLabel: 'Read the overview',
    },
    {
      title: 'Contact',
      text: `Ask ${SITE_SETTINGS.sellerName} a question, request documents or book a viewing.`,
      to: PATHS.contact,
      linkLabel: 'Contact the seller',
    },
  ],
};

export interface ComplianceCategoryCopy {
  title: string;
  items: readonly string[];
}

/** What is documented: the inspection is the seller's fact. */
export const homeCompliance = (
  unit: UnitFacts,
): SectionIntroCopy & {
  certifications: readonly string[];
  categories: readonly ComplianceCategoryCopy[];
} => ({
  title: 'Certifications and compliance',
  intro: 'What is documented for this unit today. Ask for the paperwork behind any item before you buy.',
  certifications: [
    `Alberta commercial vehicle inspection, valid through ${inspectionYear(unit)}`,
    'ADA compliance',
    'GFCI protection throughout',
  ],
  categories: [
    {
      title: 'Road and vehicle safety',
      items: [
        inspectionText(unit),
        'Air ride suspension',
        `GVWR ${formatWholeNumber(TRAILER.gvwrLbs)} lbs on ${TRAILER.axleCount} axles rated ${formatWholeNumber(TRAILER.axleRatingLbs)} lbs each`,
        '4-corner auto-leveling',
      ],
    },
    {
      title: 'Accessibility',
      items: [
        'ADA compliance',
        'Fully automatic wheelchair lift with stow-away compartment',
        'Pull-out aluminum platforms at both entrances',
        'Accessible interior layout',
      ],
    },
    {
      title: 'Fire and life safety',
      items: ['Fire suppression', 'Emergency escape windows', 'GFCI protection throughout', 'Security keypad entry'],
    },
    {
      title: 'Clinical environment',
      items: [
        'UV sterilization',
        'Vacuum system',
        'HVAC with humidifier and drain flush cycle',
        `${unit.examRooms} full exam rooms and two dressing rooms`,
      ],
    },
  ],
});

export const HOME_REGIONS: SectionIntroCopy & { items: readonly LinkCardCopy[] } = {
  title: 'For buyers across Canada and the USA',
  intro: `The trailer is in Edmonton, Alberta. Delivery is door-to-door, with a quote on request.`,
  items: [
    {
      title: 'Alberta',
      text: 'View it in Edmonton by appointment; delivery distances to Calgary, Red Deer, Fort McMurray and more.',
      to: PATHS.alberta,
      linkLabel: 'Buying in Alberta',
    },
    {
      title: 'Saskatchewan',
      text: 'Delivery distances from Edmonton to Saskatoon, Regina and Prince Albert, and a service package.',
      to: PATHS.saskatchewan,
      linkLabel: 'Buying in Saskatchewan',
    },
    {
      title: 'Canada and USA',
      text: 'Cross-border transport, delivery coordination and USD/CAD pricing for US buyers.',
      to: PATHS.canadaUsa,
      linkLabel: 'Buying across the border',
    },
  ],
};

export const HOME_CLOSING: SectionIntroCopy & { primary: LinkCopy; secondary: LinkCopy; more: readonly LinkCopy[] } = {
  title: `Ready to see unit ${TRAILER.unitNumber}?`,
  intro: `Inspect it in person in Edmonton or take a virtual walkthrough by WhatsApp video or phone. ${SITE_SETTINGS.sellerName} replies within 24 hours.`,
  primary: CALLS_TO_ACTION.scheduleInspection,
  secondary: CALLS_TO_ACTION.viewSpecifications,
  more: [CALLS_TO_ACTION.seeDeliveredCost, CALLS_TO_ACTION.readBuyerQuestions],
};

/** Before the closing's further links. */
export const HOME_CLOSING_MORE = 'Also see:';

/** The closing call to action once the unit is sold: buyers ask about similar units instead. */
export const HOME_CLOSING_WHEN_SOLD: typeof HOME_CLOSING = {
  title: 'Looking for a unit like this one?',
  intro: `Unit ${TRAILER.unitNumber} has been sold. Tell ${SITE_SETTINGS.sellerName} what your program needs and hear about similar mobile medical units; replies within 24 hours.`,
  primary: CALLS_TO_ACTION.askAboutSimilarUnits,
  secondary: CALLS_TO_ACTION.viewSpecifications,
  more: [CALLS_TO_ACTION.readBuyerQuestions],
};

export type HomeClosingCopy = typeof HOME_CLOSING;
export type HomeComplianceCopy = ReturnType<typeof homeCompliance>;

/**
 * Home below the hero in one language, for the sections' components (content/fr/home-sections.ts is the
 * French one). The facts are parameters: the unit's facts, the photo count.
 */
export interface HomeSectionsCopy {
  features: typeof HOME_FEATURES;
  stats: { label: string; photos: (count: number) => StatCopy };
  explore: typeof HOME_EXPLORE;
  testimonials: TestimonialsCopy;
  compliance: (unit: UnitFacts) => HomeComplianceCopy;
  /** The name of the list of certification badges. */
  certificationsLabel: string;
  regions: typeof HOME_REGIONS;
  closing: HomeClosingCopy;
  closingMore: string;
  closingWhenSold: HomeClosingCopy;
}

export const HOME_SECTIONS: HomeSectionsCopy = {
  features: HOME_FEATURES,
  stats: HOME_STATS,
  explore: HOME_EXPLORE,
  testimonials: TESTIMONIALS_SECTION,
  compliance: homeCompliance,
  certificationsLabel: 'Certifications',
  regions: HOME_REGIONS,
  closing: HOME_CLOSING,
  closingMore: HOME_CLOSING_MORE,
  closingWhenSold: HOME_CLOSING_WHEN_SOLD,
};
