import type { UnitFacts } from '../../../shared/listing-facts';
import { inspectionYear } from '../../../shared/listing-figures';
import { PATHS } from '../../../shared/site-routes';
import { TRAILER } from '../../../shared/trailer';
import { SITE_SETTINGS } from '../lib/site-settings';
import { CALLS_TO_ACTION } from './calls-to-action';
import type { EquipmentPair, NarrativeCopy, OverviewSectionsCopy } from './overview';
import { TRAILER_FACTS } from './trailer-facts';
import type { CardCopy, FactCopy, LinkCopy, SectionIntroCopy } from './types';

/** The story of the unit; its counts and its inspection are the seller's facts. */
export const overviewNarrative = (unit: UnitFacts): readonly NarrativeCopy[] => [
  {
    title: 'Built as a clinic from the start',
    paragraphs: [
      `Unit ${TRAILER.unitNumber} was built in ${TRAILER.year} by a coach builder in New York as a ${TRAILER.lengthFeet}-foot mobile mammography clinic. It was designed around patients from the start, with ${unit.functionalAreas} functional areas including a main entry, a reception and waiting area, ${unit.examRooms} full exam rooms, two dressing rooms, a master room, an equipment room and a break room with work stations.`,
      'The mammography machine has been removed and is not part of the sale. What remains is a finished clinical interior, with oak cabinetry, granite counters and burgundy seating, ready to be equipped for the services you plan to offer.',
    ],
  },
  {
    title: 'Self-contained wherever you park',
    paragraphs: [
      'A diesel generator with an electric head powers 110V/220V distribution, with GFCI protection throughout and a battery charger on board. One generator is included; a second is available as an option.',
      'Curbside and street-side wall-mounted HVAC units, supplemental portable electric heaters and a humidifier with a drain flush cycle keep the interior comfortable. 4-corner auto-leveling and air ride suspension let the unit set up level on uneven ground.',
    ],
  },
  {
    title: 'Accessible for every patient',
    paragraphs: [
      'A fully automatic wheelchair lift with a stow-away compartment brings patients aboard, and pull-out aluminum platforms serve both entrances. The trailer is built for ADA compliance, with emergency escape windows and an accessible layout inside.',
    ],
  },
  {
    title: 'Ready to inspect in Edmonton',
    paragraphs: [
      `The trailer carries a current Alberta commercial vehicle inspection, valid through ${inspectionYear(unit)}. You can view it in person in Edmonton by appointment, or ask ${SITE_SETTINGS.sellerName} for a virtual walkthrough by WhatsApp video or phone.`,
    ],
  },
];

export const overviewUnitSpecs = (unit: UnitFacts): SectionIntroCopy & { facts: readonly FactCopy[] } => ({
  title: 'Unit Specifications',
  intro: 'The figures a transport company and an insurer ask for first.',
  facts: [
    { label: 'Year', value: String(TRAILER.year) },
    { label: 'Length', value: `${TRAILER.lengthFeet} feet` },
    { label: 'GVWR', value: TRAILER_FACTS.gvwr },
    { label: 'GAWR', value: TRAILER_FACTS.gawr },
    { label: 'Alberta inspection', value: `Valid through ${inspectionYear(unit)}` },
  ],
});


/**
 * Eight equipment pairs (docs/product.md#overview). docs/product.md#overview names no manufacturers, so each
 * pair names the system and what is fitted; the seller adds maker names once confirmed.
 */
export const OVERVIEW_EQUIPMENT: SectionIntroCopy & { items: readonly EquipmentPair[] } = {
  title: 'Premium equipment on board',
  intro: 'Eight systems that set this unit apart from a bare trailer shell.',
  items: [
    { brand: 'New York coach builder', product: `${TRAILER.lengthFeet}-foot van-type medical coach, ${TRAILER.year}` },
    { brand: 'Diesel generator', product: 'Diesel engine with electric head' },
    { brand: 'Wall-mounted HVAC', product: 'Curbside and street-side units' },
    { brand: 'Humidifier', product: 'With drain flush cycle' },
    { brand: 'Wheelchair lift', product: 'Fully automatic, with stow-away compartment' },
    { brand: 'Auto-leveling', product: '4-corner automatic leveling system' },
    { brand: 'UV sterilization', product: 'Built-in UV sterilization' },
    { brand: 'Fire suppression', product: 'Built-in fire suppression system' },
  ],
};

export const overviewKeyFeatures = (unit: UnitFacts): { title: string; items: readonly string[] } => ({
  title: 'Key features',
  items: [
    `${unit.examRooms} exam rooms`,
    '2 dressing rooms',
    'Reception and waiting area',
    'Break room',
    'Diesel generator',
    'HVAC',
    'Wheelchair lift',
    '4-corner auto-leveling',
    'Air ride suspension',
    'Vacuum system',
    'Alberta inspected',
  ],
});

export const OVERVIEW_APPLICATIONS: SectionIntroCopy & { items: readonly CardCopy[] } = {
  title: 'Ideal applications',
  intro: 'Where a finished, accessible mobile clinic earns its keep.',
  items: [
    {
      title: 'Mobile clinics',
      text: 'Take primary care, screening and follow-up visits to rural and indigenous communities, with two exam rooms and a waiting area on board.',
    },
    {
      title: 'Emergency response',
      text: 'A self-powered, climate-controlled space for emergency services to stage care where buildings are unavailable.',
    },
    {
      title: 'Healthcare expansion',
      text: 'Add capacity for a clinic or health authority without a building project, and move it to where demand is.',
    },
    {
      title: 'Specialized services',
      text: 'The former mammography layout suits screening and diagnostic programs; fit the equipment your service needs.',
    },
  ],
};

export const overviewQuality = (unit: UnitFacts): SectionIntroCopy & { items: readonly string[]; cta: LinkCopy; report: LinkCopy } => ({
  title: 'Quality assurance',
  intro: 'What you can check for yourself before you commit.',
  items: [
    `Current Alberta commercial vehicle inspection, valid through ${inspectionYear(unit)}`,
    'In-person inspection in Edmonton by appointment',
    'Virtual walkthrough by WhatsApp video or phone',
    'Technical specifications, service records and warranty information available as documents',
    'Plain disclosure of what is not included: the mammography machine and the optional second generator',
    'Replies to every inquiry within 24 hours',
  ],
  cta: { label: 'Ask about an inspection', to: PATHS.contact },
  report: CALLS_TO_ACTION.readConditionReport,
});

/** /overview's sections below its first screen, in English (fr/overview-sections.ts is the French). */
export const OVERVIEW_SECTIONS: OverviewSectionsCopy = {
  narrative: overviewNarrative,
  unitSpecs: overviewUnitSpecs,
  equipment: OVERVIEW_EQUIPMENT,
  keyFeatures: overviewKeyFeatures,
  applications: OVERVIEW_APPLICATIONS,
  quality: overviewQuality,
};
