import type { InquiryListItem } from '../../../shared/inquiries';

export const INQUIRIES_META = {
  title: 'Inquiries',
  description: 'Buyer inquiries sent through the contact form, newest first.',
} as const;

/** Texts of the admin's leads list (issue 8). */
export const INQUIRIES_COPY = {
  title: 'Buyer Inquiries',
  intro: 'Every inquiry sent through the contact form, newest first, with whether its e-mail reached you.',
  loading: 'Loading inquiries',
  signInFirst: 'Sign in as the site admin to read the inquiries.',
  signIn: 'Sign In',
  adminOnly: 'This page is for the site admin only.',
  empty: 'No inquiries yet.',
  loadMore: 'Load older inquiries',
  loadFailed: 'Failed to load inquiries',
  retry: 'Retry',
  columns: {
    date: 'Date',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    organization: 'Organization',
    appointment: 'Appointment',
    documents: 'Requested documents',
    status: 'Delivery',
    action: 'Action',
  },
  noAppointment: 'None',
  status: { received: 'Received', sent: 'Sent', failed: 'Failed' } satisfies Record<InquiryListItem['status'], string>,
  resend: 'Resend e-mail',
  resending: 'Sending...',
  resent: (reference: string) => `Inquiry ${reference} was e-mailed to you again.`,
  resendFailed: 'Failed to send email',
  reference: (reference: string) => `Ref. ${reference}`,
} as const;
