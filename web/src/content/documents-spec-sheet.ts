import { DOCUMENT_SUBTITLE, specRow, type PrintedDocument, type PrintedRow } from './documents-print';
import { TRAILER_FACTS } from './trailer-facts';

const rows = (...printed: PrintedRow[]) => ({ kind: 'rows', rows: printed }) as const;

/**
 * The generated specification sheet of docs/product.md#document-templates: four categories of label/value rows,
 * every value taken from the specifications page so the PDF and the page cannot disagree.
 */
export const SPEC_SHEET: PrintedDocument = {
  title: 'Mobile Medical Trailer Specifications',
  subtitle: DOCUMENT_SUBTITLE,
  sections: [
    {
      heading: 'General Information',
      blocks: [
        rows(
          specRow('general', 'Manufacturer'),
          specRow('general', 'Year of manufacture'),
          { label: 'Dimensions', value: TRAILER_FACTS.dimensions },
          specRow('general', 'Trailer type'),
          specRow('trailer', 'Suspension'),
          specRow('general', 'Inspection status'),
        ),
      ],
    },
    {
      heading: 'Power Systems',
      blocks: [
        rows(
          specRow('electrical', 'Main generator'),
          { label: 'Electrical', value: `${specRow('electrical', 'Distribution').value} distribution` },
          specRow('electrical', 'Battery charger'),
          specRow('electrical', 'Protection', 'GFCI protection'),
        ),
      ],
    },
    {
      heading: 'HVAC Systems',
      blocks: [
        rows(
          specRow('hvac', 'Curbside'),
          specRow('hvac', 'Street side'),
          specRow('hvac', 'Supplemental heat'),
          specRow('hvac', 'Humidity', 'Humidifier'),
        ),
      ],
    },
    {
      heading: 'Accessibility',
      blocks: [
        rows(
          specRow('accessibility', 'Wheelchair lift'),
          specRow('accessibility', 'Entrances'),
          specRow('accessibility', 'Standard', 'ADA'),
          specRow('accessibility', 'Emergency exits'),
        ),
      ],
    },
  ],
};
