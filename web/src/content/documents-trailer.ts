import { formatListingDay } from '../../../shared/listing-state';
import { inspectionYear, type ListingFigures } from '../../../shared/listing-figures';
import { TRAILER } from '../../../shared/trailer';
import { SITE_SETTINGS } from '../lib/site-settings';
import { DOCUMENT_SUBTITLE, sellerContactSection, specRow, unitRows, type PrintedDocument, type PrintedSection } from './documents-print';
import { SPEC_CATEGORIES } from './specifications';
import { TRAILER_FACTS, inspectionText } from './trailer-facts';

/**
 * Service Records and Warranty Information: the service entries and warranty terms the seller
 * states in the listing's facts, what else is known about the unit, and how to get the rest. While
 * the facts hold none, a document says so plainly and points to the seller.
 */

const unit = `unit ${TRAILER.unitNumber}`;

const unitSection = ({ facts }: ListingFigures): PrintedSection => ({ heading: 'The unit', blocks: [{ kind: 'rows', rows: unitRows(inspectionYear(facts.unit)) }] });

export const SALE_CONTENTS: PrintedSection = {
  heading: 'What the sale includes',
  blocks: [
    {
      kind: 'rows',
      rows: [
        { label: 'Included', value: 'The trailer with its fitted systems: diesel generator, HVAC, wheelchair lift and 4-corner auto-leveling' },
        specRow(SPEC_CATEGORIES, 'electrical', 'Generators included', 'Generators'),
        { label: 'Not included', value: TRAILER_FACTS.notIncluded.join(' ') },
      ],
    },
  ],
};

/** Systems on board that have their own service needs (docs/product.md#the-unit, docs/product.md#pages and docs/product.md#document-templates). */
const SERVICED_SYSTEMS = [
  'Diesel generator (engine with electric head) and the battery charger',
  '110V/220V electrical distribution and GFCI protection',
  'Curbside and street-side wall-mounted HVAC units and the humidifier',
  'Fully automatic wheelchair lift and the pull-out aluminum platforms',
  '4-corner auto-leveling and the air ride suspension',
  'Fire suppression system and emergency escape windows',
  'UV sterilization and the vacuum system',
  'Road side: tires, brakes, lights and coupling',
] as const;

/** The service entries as rows, newest first: 'November 2, 2025: generator service (by ...)'. */
function serviceEntriesSection({ facts }: ListingFigures): PrintedSection[] {
  const entries = facts.documents.serviceEntries;
  if (!entries.length) return [];
  return [
    {
      heading: 'Service history',
      blocks: [
        {
          kind: 'rows',
          rows: [...entries]
            .sort((a, b) => b.date.localeCompare(a.date))
            .map((entry) => ({ label: formatListingDay(entry.date), value: entry.by ? `${entry.work} (${entry.by})` : entry.work })),
        },
      ],
    },
  ];
}

export const serviceRecordsDocument = (figures: ListingFigures): PrintedDocument => ({
  title: 'Service Records',
  subtitle: DOCUMENT_SUBTITLE,
  sections: [
    unitSection(figures),
    ...serviceEntriesSection(figures),
    {
      heading: 'Inspection status',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            `Unit ${TRAILER.unitNumber} carries a current ${inspectionText(figures.facts.unit)}. Ask the seller for a copy of the inspection report together with the service records.`,
          ],
        },
      ],
    },
    {
      heading: 'About this document',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: figures.facts.documents.serviceEntries.length
            ? [
                `The service history above is as the seller, ${SITE_SETTINGS.sellerName}, states it. The invoices and service documentation behind it are sent to you privately on request.`,
              ]
            : [
                `This sheet lists what is known about ${unit} from its listing. It is not the service history: no service dates, hours or repairs are listed here, because none are published on the site.`,
                `The maintenance history and service documentation are available from the seller, ${SITE_SETTINGS.sellerName}, and are sent to you privately on request.`,
              ],
        },
      ],
    },
    {
      heading: 'Systems to ask about',
      blocks: [
        { kind: 'paragraphs', paragraphs: ['When you request the records, ask for the service history of each of these systems:'] },
        { kind: 'bullets', items: SERVICED_SYSTEMS },
      ],
    },
    SALE_CONTENTS,
    sellerContactSection(
      'How to get the full records',
      'Tick "Service Records" in the contact form, or call or e-mail the seller. Replies come within 24 hours; a viewing in Edmonton or a virtual walkthrough can be booked at the same time.',
    ),
  ],
});

export const warrantyDocument = (figures: ListingFigures): PrintedDocument => ({
  title: 'Warranty Information',
  subtitle: DOCUMENT_SUBTITLE,
  sections: [
    figures.facts.documents.warrantyTerms.length
      ? { heading: 'Warranty terms', blocks: [{ kind: 'paragraphs', paragraphs: figures.facts.documents.warrantyTerms }] }
      : {
          heading: 'About this document',
          blocks: [
            {
              kind: 'paragraphs',
              paragraphs: [
                `No warranty terms for ${unit} are published on this site, and this document gives none. It lists what is known about the unit and the questions to settle in writing with the seller before you buy.`,
              ],
            },
          ],
        },
    unitSection(figures),
    SALE_CONTENTS,
    {
      heading: 'Settle in writing before you buy',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Whether any manufacturer or component warranties remain on the trailer or its systems, and until when',
            'Whether those warranties transfer to a new owner, and what that takes',
            'The terms of sale, including the condition the unit is sold in',
            `What the current inspection covers: ${inspectionText(figures.facts.unit)}`,
            'Delivery to your site: door-to-door across Canada and the USA, quoted on request',
          ],
        },
      ],
    },
    sellerContactSection(
      'How to get the warranty details',
      'Tick "Warranty Information" in the contact form, or call or e-mail the seller, who replies within 24 hours with what applies to this unit.',
    ),
  ],
});
