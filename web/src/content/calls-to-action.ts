import type { ListingStatus } from '../../../shared/listing-state';
import { PATHS } from '../../../shared/site-routes';
import type { LinkCopy } from './types';

/** The calls to action several pages share, each written once. */
export const CALLS_TO_ACTION = {
  scheduleInspection: { label: 'Schedule Inspection', to: PATHS.contact },
  viewSpecifications: { label: 'View Specifications', to: PATHS.specifications },
  takeInteriorTour: { label: 'Take the Interior Tour', to: PATHS.walkthrough },
  readConditionReport: { label: 'Read the Condition Report', to: PATHS.condition },
  crossBorderQuote: { label: 'Get a Cross-Border Quote', to: PATHS.contact },
  /** Once the unit is sold: the contact form, worded for buyers of a similar unit. */
  askAboutSimilarUnits: { label: 'Ask About Similar Units', to: PATHS.contact },
  seeDeliveredCost: { label: 'the cost delivered to your town', to: PATHS.deliveredCost },
  readBuyerQuestions: { label: 'the questions buyers asked', to: PATHS.questions },
} as const satisfies Record<string, LinkCopy>;

/** The site's main call to action for the listing's status: once the unit is sold, buyers ask about similar units. */
export function primaryCallToAction(status: ListingStatus): LinkCopy {
  return status === 'sold' ? CALLS_TO_ACTION.askAboutSimilarUnits : CALLS_TO_ACTION.scheduleInspection;
}
