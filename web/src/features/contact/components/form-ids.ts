import type { ContactField } from '../utils/form-values';

/** Element ids of the inquiry form, shared by the form and what links to it. */
export const fieldId = (field: ContactField) => `contact-${field}`;

/** The appointment fields, a link target for 'Schedule a Viewing'. */
export const APPOINTMENT_FIELDSET_ID = 'contact-appointment';

/** The form's heading, which names the form. */
export const FORM_TITLE_ID = 'contact-form-title';

/** The part that holds the form, hydrated on its own (contact-top.tsx). */
export const FORM_PART_ID = 'inquiry-form';
