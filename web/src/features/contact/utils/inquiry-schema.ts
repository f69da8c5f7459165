import { contactInquirySchema } from '../../../../../shared/contact-schema';

/** The shared schema the handler checks with, as the form uses it. Loaded on demand: see loadInquirySchema. */
export const inquirySchema = contactInquirySchema();

export type InquirySchema = typeof inquirySchema;
