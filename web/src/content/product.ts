import { TRAILER } from '../../../shared/trailer';
import type { UnitFacts } from '../../../shared/listing-facts';
import { inspectionText } from './trailer-facts';

/** The trailer as one product, for structured data on every page. */
export const PRODUCT_COPY = {
  name: `${TRAILER.year} ${TRAILER.lengthFeet}-Foot Mobile Medical Trailer, Unit ${TRAILER.unitNumber}`,
  /** Of the seller's facts: the exam rooms and the inspection. */
  description: (unit: UnitFacts) =>
    `Used ${TRAILER.year} ${TRAILER.lengthFeet}-foot mobile medical trailer built by a US coach builder as a mammography clinic (mammography machine removed, not included): ${unit.examRooms} exam rooms, reception, break room, diesel generator, HVAC, wheelchair lift and 4-corner auto-leveling. ${inspectionText(unit)}. Located in Edmonton, Alberta; delivery to Canada and the USA.`,
} as const;
