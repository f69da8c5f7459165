import * as z from 'zod/mini';
import './zod-config';
import { DELIVERED_COST_COPY } from './delivered-cost-copy';
import { DESTINATION_MAX_LENGTH, DESTINATION_PARAM } from './delivered-cost-endpoint';
import { textRule } from './text-schema';

/** What the estimator form's GET may carry: one destination, typed text of one line. */
export const deliveredCostQuerySchema = z.object({
  [DESTINATION_PARAM]: z
    .string({ error: () => DELIVERED_COST_COPY.missingDestination })
    .check(
      ...textRule('The destination', 'one-line'),
      z.minLength(1, DELIVERED_COST_COPY.missingDestination),
      z.maxLength(DESTINATION_MAX_LENGTH, `The destination must be at most ${DESTINATION_MAX_LENGTH} characters`),
    ),
});
