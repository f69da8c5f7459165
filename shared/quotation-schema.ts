import * as z from 'zod/mini';
import './zod-config';
import { CONTACT_LIMITS } from './contact';
import { DESTINATION_MAX_LENGTH } from './delivered-cost-endpoint';
import { QUOTATION_LANGUAGES, type QuotationRequest } from './quotation';
import { textRule } from './text-schema';

/** A required line of text within `max` characters, each problem naming the field. */
const line = (field: keyof QuotationRequest, max: number) =>
  z
    .string({ error: () => `${field} must be text` })
    .check(...textRule(field, 'one-line'), z.minLength(1, `${field} is required`), z.maxLength(max, `${field} must be at most ${max} characters`));

/**
 * POST /api/quotations' body. Fields the browser may still send besides these (an estimate, a total,
 * a message) are dropped unread: every figure of a quotation is the server's.
 */
export const quotationRequestSchema = z.object({
  destination: line('destination', DESTINATION_MAX_LENGTH),
  organization: line('organization', CONTACT_LIMITS.organization),
  contactName: line('contactName', CONTACT_LIMITS.name),
  email: z.pipe(line('email', CONTACT_LIMITS.email), z.email('email must be an e-mail address')),
  language: z.optional(z.enum(QUOTATION_LANGUAGES, { error: () => `language must be one of ${QUOTATION_LANGUAGES.join(', ')}` })),
}) satisfies z.ZodMiniType<QuotationRequest, unknown>;
