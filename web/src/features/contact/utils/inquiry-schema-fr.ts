import { FRENCH_CONTACT_PROBLEMS } from '../../../../../shared/contact-form-fr';
import { contactInquirySchema } from '../../../../../shared/contact-schema';
import type { InquirySchema } from './inquiry-schema';

/** The shared schema with its problems in French, for /fr/contact's form. Loaded on demand, like the English one. */
export const frenchInquirySchema: InquirySchema = contactInquirySchema(undefined, FRENCH_CONTACT_PROBLEMS);
