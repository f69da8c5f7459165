import * as z from 'zod/mini';
import '../shared/zod-config';
import { QUOTATION_MESSAGES, QUOTATION_NUMBER_PATTERN } from '../shared/quotation';
import { requireAdmin } from './common/auth';
import { HttpError, httpHandler, json, parsePathParameter } from './common/http';
import { quotationsRepository } from './common/quotations';

const numberSchema = z.string({ error: () => 'number is required' }).check(z.regex(QUOTATION_NUMBER_PATTERN, 'number must be a quotation number such as Q-3057-20261123-4F2A9C1B'));

/**
 * GET /api/quotations/{number} (admin): a stored quotation exactly as issued, with the buyer's
 * e-mail and what became of the seller's copy, so the seller can reproduce what the buyer holds.
 */
export const handler = httpHandler(async (event) => {
  requireAdmin(event);
  const number = parsePathParameter(event, 'number', numberSchema);
  const stored = await quotationsRepository.get(number);
  if (!stored) throw new HttpError(404, QUOTATION_MESSAGES.notFound);
  const { requestKey: _key, writeId: _write, ...quotation } = stored;
  return json(200, quotation);
});
