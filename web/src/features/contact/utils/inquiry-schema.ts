import { config as configureZod } from 'zod';
import { contactInquirySchema } from '../../../../../shared/contact-schema';

// zod compiles fast paths with new Function() unless told not to; the site's CSP forbids eval,
// and the attempt alone is reported as a violation.
configureZod({ jitless: true });

/** The shared schema the handler checks with, as the form uses it. Loaded on demand: see loadInquirySchema. */
export const inquirySchema = contactInquirySchema();

export type InquirySchema = typeof inquirySchema;
