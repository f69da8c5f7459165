import type { UnitFacts } from '../../../shared/listing-facts';
import type { ListingFigures } from '../../../shared/listing-figures';
import { formatListingDay, formatUsd } from '../../../shared/listing-state';
import { TRAILER, formatWholeNumber } from '../../../shared/trailer';
import { TRAILER_FACTS } from './trailer-facts';
import type { SpecCategory, SpecItem } from './specifications';

// The rows of /specifications by category (docs/product.md#specifications), which its page, the
// specification sheet and the template show; the page loads them with the part that shows them.

const row = (label: string, value: string, highlight = false): SpecItem => ({ label, value, highlight });

/** Who built the unit: docs/product.md#the-unit names the builder only as a US coach builder in New York. */
export const COACH_BUILDER = 'US coach builder, New York';

/**
 * The 15 categories of docs/product.md#specifications (transportation and financial share one), filled only
 * with facts docs/product.md#specifications states. Where it states none, the row says where the details come from. The
 * rows that state the seller's figures (price, inspection, counts, the unit's numbers) are specCategories'.
 */
export const SPEC_CATEGORIES: readonly SpecCategory[] = [
  {
    id: 'general',
    title: 'General Information & Inspection',
    items: [
      row('Manufacturer', `${COACH_BUILDER} (unit #${TRAILER.unitNumber})`),
      row('Year of manufacture', String(TRAILER.year)),
      row('Trailer type', `${TRAILER.lengthFeet}-foot van type`),
      row('Original use', 'Mammography clinic (machine removed)'),
      row('Location', TRAILER.location),
    ],
  },
  {
    id: 'security',
    title: 'Security',
    items: [row('Entry control', 'Security keypad', true), row('Viewing', 'By appointment only')],
  },
  {
    id: 'fire-safety',
    title: 'Fire Safety',
    items: [
      row('Fire suppression', 'Built-in fire suppression system', true),
      row('Emergency egress', 'Emergency escape windows'),
      row('Electrical protection', 'GFCI protection throughout'),
    ],
  },
  {
    id: 'communications',
    title: 'Communications',
    items: [
      row('Entertainment', 'TV/DVD entertainment system'),
      row('Remote viewing', 'Virtual walkthrough by WhatsApp video or phone'),
    ],
  },
  {
    id: 'accessibility',
    title: 'Accessibility',
    items: [
      row('Wheelchair lift', 'Fully automatic, with stow-away compartment', true),
      row('Entrances', 'Pull-out aluminum platforms for both entrances'),
      row('Standard', 'ADA compliance', true),
      row('Emergency exits', 'Emergency escape windows'),
      row('Layout', 'Accessible interior layout'),
    ],
  },
  {
    id: 'trailer',
    title: 'Trailer & Suspension',
    items: [
      row('Length', `${TRAILER.lengthFeet} ft`),
      row('Height', TRAILER.height),
      row('Width', TRAILER.width),
      row('GVWR', TRAILER_FACTS.gvwr),
      row('GAWR', TRAILER_FACTS.gawr),
      row('Suspension', 'Air ride', true),
      row('Leveling', '4-corner auto-leveling', true),
    ],
  },
  {
    id: 'electrical',
    title: 'Electrical',
    items: [
      row('Main generator', 'Diesel engine with electric head', true),
      row('Generators included', 'One (a second generator is optional)'),
      row('Distribution', '110V/220V'),
      row('Battery charger', 'Included'),
      row('Protection', 'GFCI protection throughout'),
      row('Panels', 'Electrical panels on board'),
    ],
  },
  {
    id: 'hvac',
    title: 'HVAC',
    items: [
      row('Curbside', 'Wall-mounted HVAC unit'),
      row('Street side', 'Wall-mounted HVAC unit'),
      row('Supplemental heat', 'Portable electric heaters'),
      row('Humidity', 'Humidifier with drain flush cycle', true),
    ],
  },
  {
    id: 'plumbing',
    title: 'Plumbing',
    items: [
      row('Humidifier drain', 'Drain flush cycle'),
      row('Plumbing details', 'Provided by the seller on request'),
    ],
  },
  {
    id: 'medical-equipment',
    title: 'Medical Equipment',
    items: [
      row('Mammography machine', 'Removed, NOT included'),
      row('Sterilization', 'UV sterilization', true),
      row('Cleaning', 'Vacuum system'),
    ],
  },
  {
    id: 'interior',
    title: 'Interior',
    items: [
      row('Cabinetry', 'Oak cabinetry', true),
      row('Counters', 'Granite counters', true),
      row('Seating', 'Burgundy seating'),
    ],
  },
  {
    id: 'construction',
    title: 'Construction & Storage',
    items: [
      row('Builder', `Coach builder in New York, ${TRAILER.year}`),
      row('Body', `${TRAILER.lengthFeet}-foot van-type trailer`),
      row('Lift storage', 'Stow-away compartment for the wheelchair lift'),
      row('Interior storage', 'Oak cabinetry throughout'),
    ],
  },
  {
    id: 'compliance',
    title: 'Compliance',
    items: [
      row('Accessibility', 'ADA compliance'),
      row('Electrical', 'GFCI protection throughout'),
    ],
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    items: [
      row('Service records', 'Available from the seller as a document'),
      row('Warranty information', 'Available from the seller as a document'),
      row('Inspection before purchase', 'Welcome: in person in Edmonton or by virtual walkthrough'),
    ],
  },
  {
    id: 'transport-financial',
    title: 'Transportation & Financial',
    items: [
      row('Delivery', 'Door-to-door across Canada and the USA, 7-21 days'),
      row('Delivery quote', 'On request'),
      row('Financing options', 'Information from the seller on request'),
    ],
  },
];

/** A row for a figure the seller may leave blank: none while it is blank, so no row reads empty. */
const given = (label: string, value: string | null | false): SpecItem[] => (value ? [row(label, value)] : []);

const unitNumber = (value: number | null, unit: string) => value !== null && `${formatWholeNumber(value)} ${unit}`;

/** The inspection's status as the specifications state it, to the day. */
const inspectionStatus = (unit: UnitFacts) => `Alberta commercial vehicle inspection, valid through ${formatListingDay(unit.inspection.validThrough)}`;

/** The rows each category takes from the listing's figures, around its fixed rows. */
const FIGURE_ROWS: Readonly<Record<string, (items: readonly SpecItem[], figures: ListingFigures) => readonly SpecItem[]>> = {
  general: (items, { facts: { unit } }) => [
    ...items,
    ...given('VIN or serial number', unit.vinOrSerial),
    row('Inspection status', inspectionStatus(unit), true),
    ...given('Inspected on', unit.inspection.inspectedOn && formatListingDay(unit.inspection.inspectedOn)),
  ],
  trailer: (items, { facts: { unit } }) => [...items, ...given('Empty weight', unitNumber(unit.emptyWeightLbs, 'lbs')), ...given('Odometer', unitNumber(unit.odometerKm, 'km'))],
  electrical: (items, { facts: { unit } }) => [
    ...items,
    ...given('Generator make', unit.generator.make),
    ...given('Generator output', unitNumber(unit.generator.kw, 'kW')),
    ...given('Generator hours', unitNumber(unit.generator.hours, 'hours')),
    ...given('Shore power', unitNumber(unit.shorePowerAmps, 'amps')),
  ],
  'medical-equipment': (items, { facts: { unit } }) => [...items, row('Exam rooms', `${unit.examRooms} full exam rooms`)],
  interior: (items, { facts: { unit } }) => [
    row('Functional areas', String(unit.functionalAreas)),
    row('Rooms', `Main entry, reception/waiting area, ${unit.examRooms} full exam rooms, 2 dressing rooms, master room, equipment room, break room/work stations, hallway`),
    ...items,
  ],
  compliance: (items, { facts: { unit } }) => [row('Commercial vehicle inspection', `Alberta, valid through ${formatListingDay(unit.inspection.validThrough)}`, true), ...items],
  'transport-financial': (items, { priceUsd }) => [row('Price', formatUsd(priceUsd), true), ...items],
};

/**
 * The categories as the page, the specification sheet and the template show them: the fixed rows with
 * the listing's figures (its price, the inspection, the counts and the unit's numbers the seller has
 * filled in).
 */
export function specCategories(figures: ListingFigures): readonly SpecCategory[] {
  return SPEC_CATEGORIES.map((category) => {
    const withFigures = FIGURE_ROWS[category.id];
    return withFigures ? { ...category, items: withFigures(category.items, figures) } : category;
  });
}
