import * as z from 'zod/mini';
import './zod-config';
import { DELIVERED_COST_COPY } from './delivered-cost-copy';
import { DESTINATION_MAX_LENGTH, DESTINATION_PARAM, LANGUAGE_PARAM } from './delivered-cost-endpoint';
import { textRule } from './text-schema';

/** The answer page's languages besides English, the default. */
export const ANSWER_LANGUAGES = ['fr'] as const;

/** What the estimator form's GET may carry: one destination, typed text of one line, and the answer's language. */
export const deliveredCostQuerySchema = z.object({
  [DESTINATION_PARAM]: z
    .string({ error: () => DELIVERED_COST_COPY.missingDestination })
    .check(
      ...textRule('The destination', 'one-line'),
      z.minLength(1, DELIVERED_COST_COPY.missingDestination),
      z.maxLength(DESTINATION_MAX_LENGTH, `The destination must be at most ${DESTINATION_MAX_LENGTH} characters`),
    ),
  [LANGUAGE_PARAM]: z.optional(z.enum(ANSWER_LANGUAGES, { error: () => `The language must be one of ${ANSWER_LANGUAGES.join(', ')}` })),
});
