import type { ContactField } from '../utils/form-values';

/** Element ids of the inquiry form, shared by the form and what links to it. */
export const fieldId = (field: ContactField) => `contact-${field}`;

/** The appointment fields, a link target for 'Schedule a Viewing'. */
export const APPOINTMENT_FIELDSET_ID = 'contact-appointment';
