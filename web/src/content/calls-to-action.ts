import { PATHS } from '../../../shared/site-routes';
import type { LinkCopy } from './types';

/** The calls to action several pages share, each written once. */
export const CALLS_TO_ACTION = {
  scheduleInspection: { label: 'Schedule Inspection', to: PATHS.contact },
  viewSpecifications: { label: 'View Specifications', to: PATHS.specifications },
  takeInteriorTour: { label: 'Take the Interior Tour', to: PATHS.walkthrough },
  crossBorderQuote: { label: 'Get a Cross-Border Quote', to: PATHS.contact },
} as const satisfies Record<string, LinkCopy>;
