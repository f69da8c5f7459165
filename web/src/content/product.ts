import { TRAILER } from '../../../shared/trailer';
import { INSPECTION_VALID_THROUGH } from './trailer-facts';

/** The trailer as one product, for structured data on every page. */
export const PRODUCT_COPY = {
  name: `${TRAILER.year} ${TRAILER.lengthFeet}-Foot Mobile Medical Trailer, Unit ${TRAILER.unitNumber}`,
  description: `Used ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer built by a US coach builder as a mammography clinic (mammography machine removed, not included): 2 exam rooms, reception, break room, diesel generator, HVAC, wheelchair lift and 4-corner auto-leveling. Alberta commercial vehicle inspection valid through ${INSPECTION_VALID_THROUGH}. Located in Edmonton, Alberta; delivery to Canada and the USA.`,
} as const;
