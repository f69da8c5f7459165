import type { Page } from 'playwright-core';
import { CONTACT_FIELD_LABELS, type ContactFieldLabels } from '../../../shared/contact-form';

/** The form's words a test finds its controls by: the English ones unless a French page's are given. */
export interface ContactFormNames {
  labels: ContactFieldLabels;
  /** The submit button, idle or busy. */
  submit: RegExp;
}

const ENGLISH_NAMES: ContactFormNames = { labels: CONTACT_FIELD_LABELS, submit: /Send Inquiry|Sending/ };

/** The contact form's controls, found as a visitor finds them: by role and accessible name. */
export const contactFormFields = (page: Page, { labels, submit }: ContactFormNames = ENGLISH_NAMES) => ({
  name: page.getByRole('textbox', { name: labels.name, exact: true }),
  email: page.getByRole('textbox', { name: labels.email, exact: true }),
  phone: page.getByRole('textbox', { name: labels.phone, exact: true }),
  organization: page.getByRole('textbox', { name: labels.organization, exact: true }),
  intendedUse: page.getByRole('textbox', { name: labels.intendedUse, exact: true }),
  message: page.getByRole('textbox', { name: labels.message, exact: true }),
  appointmentType: page.getByRole('combobox', { name: labels.appointmentType }),
  preferredDate: page.getByLabel(labels.preferredDate),
  preferredTime: page.getByRole('combobox', { name: labels.preferredTime }),
  document: (name: string) => page.getByRole('checkbox', { name, exact: true }),
  contactBy: (name: string) => page.getByRole('radio', { name, exact: true }),
  submit: page.getByRole('button', { name: submit }),
});
