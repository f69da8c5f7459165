import { PATHS } from '../../../shared/site-routes';
import { inspectionYear } from '../../../shared/listing-figures';
import { REGIONAL_DISTANCE_PLACES, distanceRow } from './distance-rows';
import { formatDistance, kmTo, type RegionalSectionsCopy, type ServicePackageCopy } from './regions';

const distanceHeadings = { cityHeading: 'City', distanceHeading: 'Distance from Edmonton' } as const;

const delivery = {
  title: 'Delivery',
  items: ['Door-to-door to your site', 'Typically 7-21 days', 'Quote on request', 'Virtual walkthrough before it leaves Edmonton'],
  cta: { label: 'Ask for a delivery quote', to: PATHS.contact },
} as const;

/** The sections under /alberta's hero. */
export const ALBERTA_SECTIONS: RegionalSectionsCopy = {
  benefits: (unit) => ({
    title: 'Why buy it in Alberta',
    intro: 'The shortest path from listing to a clinic in service.',
    items: [
      { title: 'Already in Edmonton', text: 'See the trailer in person by appointment before you commit, with no long haul before you buy.' },
      { title: 'Alberta inspected', text: `A current Alberta commercial vehicle inspection, valid through ${inspectionYear(unit)}.` },
      { title: 'Short delivery', text: `Door-to-door delivery from Edmonton: Red Deer is ${kmTo('red-deer')} away, Calgary ${kmTo('calgary')}. Quote on request.` },
      { title: 'Ready for rural programs', text: `${unit.examRooms} exam rooms, a wheelchair lift and its own diesel generator for communities far from a clinic.` },
    ],
  }),
  distances: {
    title: 'Delivery distances from Edmonton',
    intro: 'Delivery is door-to-door, with a quote on request.',
    ...distanceHeadings,
    rows: REGIONAL_DISTANCE_PLACES.alberta.map(distanceRow),
  },
  formatDistance,
  delivery,
};

/** The sections under /saskatchewan's hero. */
export const SASKATCHEWAN_SECTIONS: RegionalSectionsCopy = {
  benefits: () => ({
    title: 'Why it suits Saskatchewan',
    intro: 'A clinic that travels to the people it serves.',
    items: [
      { title: 'Door-to-door delivery', text: 'From Edmonton to Saskatoon, Regina, Prince Albert and beyond, with a quote on request.' },
      { title: 'Built for rural care', text: 'Its own diesel generator, HVAC and 4-corner auto-leveling let it set up where a building cannot.' },
      { title: 'Accessible to every patient', text: 'A fully automatic wheelchair lift and pull-out aluminum platforms at both entrances.' },
      { title: 'See it before it travels', text: 'A virtual walkthrough by WhatsApp video or phone, or an in-person viewing in Edmonton.' },
    ],
  }),
  distances: {
    title: 'Delivery distances from Edmonton',
    intro: 'Delivery is door-to-door, with a quote on request.',
    ...distanceHeadings,
    rows: REGIONAL_DISTANCE_PLACES.saskatchewan.map(distanceRow),
  },
  formatDistance,
  delivery,
};

export const SASKATCHEWAN_SERVICE_PACKAGE: ServicePackageCopy = {
  title: 'Saskatchewan service package',
  intro: 'One package for your program: delivery to your site, a virtual walkthrough and the documents your board needs, from technical specifications and service records to warranty information and photos.',
  cta: { label: 'Request a Service Package', to: PATHS.contact },
};
