import type { ListingFigures } from '../../../shared/listing-figures';
import { DOCUMENT_SUBTITLE, givenSpecRows, specRow, type PrintedDocument, type PrintedRow } from './documents-print';
import { specCategories } from './spec-categories';
import { TRAILER_FACTS } from './trailer-facts';

const rows = (...printed: PrintedRow[]) => ({ kind: 'rows', rows: printed }) as const;

/**
 * The generated specification sheet of docs/product.md#document-templates: four categories of label/value rows,
 * every value taken from the specifications page as the listing's figures fill it, so the PDF and the
 * page cannot disagree: the unit's numbers the seller has filled in, and no row for a blank one.
 */
export function specSheetDocument(figures: ListingFigures): PrintedDocument {
  const categories = specCategories(figures);
  const spec = (categoryId: string, pageLabel: string, label?: string) => specRow(categories, categoryId, pageLabel, label);
  return {
    title: 'Mobile Medical Trailer Specifications',
    subtitle: DOCUMENT_SUBTITLE,
    sections: [
      {
        heading: 'General Information',
        blocks: [
          rows(
            spec('general', 'Manufacturer'),
            spec('general', 'Year of manufacture'),
            { label: 'Dimensions', value: TRAILER_FACTS.dimensions },
            spec('general', 'Trailer type'),
            spec('trailer', 'Suspension'),
            spec('general', 'Inspection status'),
            ...givenSpecRows(categories, 'general', ['Inspected on', 'VIN or serial number']),
            ...givenSpecRows(categories, 'trailer', ['Empty weight', 'Odometer']),
          ),
        ],
      },
      {
        heading: 'Power Systems',
        blocks: [
          rows(
            spec('electrical', 'Main generator'),
            { label: 'Electrical', value: `${spec('electrical', 'Distribution').value} distribution` },
            spec('electrical', 'Battery charger'),
            spec('electrical', 'Protection', 'GFCI protection'),
            ...givenSpecRows(categories, 'electrical', ['Generator make', 'Generator output', 'Generator hours', 'Shore power']),
          ),
        ],
      },
      {
        heading: 'HVAC Systems',
        blocks: [rows(spec('hvac', 'Curbside'), spec('hvac', 'Street side'), spec('hvac', 'Supplemental heat'), spec('hvac', 'Humidity', 'Humidifier'))],
      },
      {
        heading: 'Accessibility',
        blocks: [
          rows(
            spec('accessibility', 'Wheelchair lift'),
            spec('accessibility', 'Entrances'),
            spec('accessibility', 'Standard', 'ADA'),
            spec('accessibility', 'Emergency exits'),
          ),
        ],
      },
    ],
  };
}
