import * as z from 'zod/mini';
import '../../../../../shared/zod-locale';
import { contactInquirySchema } from '../../../../../shared/contact-schema';

// zod compiles fast paths with new Function() unless told not to; the site's CSP forbids eval,
// and the attempt alone is reported as a violation.
z.config({ jitless: true });

/** The shared schema the handler checks with, as the form uses it. Loaded on demand: see loadInquirySchema. */
export const inquirySchema = contactInquirySchema();

export type InquirySchema = typeof inquirySchema;
