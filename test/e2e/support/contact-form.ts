import type { Page } from 'playwright-core';

/** The contact form's controls, found as a visitor finds them: by role and accessible name. */
export const contactFormFields = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Full name', exact: true }),
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  phone: page.getByRole('textbox', { name: 'Phone', exact: true }),
  organization: page.getByRole('textbox', { name: 'Organization', exact: true }),
  intendedUse: page.getByRole('textbox', { name: 'Intended use', exact: true }),
  message: page.getByRole('textbox', { name: 'Message', exact: true }),
  appointmentType: page.getByRole('combobox', { name: 'Appointment type' }),
  preferredDate: page.getByLabel('Preferred date'),
  preferredTime: page.getByRole('combobox', { name: /Preferred time/ }),
  document: (name: string) => page.getByRole('checkbox', { name, exact: true }),
  contactBy: (name: string) => page.getByRole('radio', { name, exact: true }),
  submit: page.getByRole('button', { name: /Send Inquiry|Sending/ }),
});
