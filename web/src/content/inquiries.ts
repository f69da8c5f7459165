import type { AuditAction } from '../../../shared/audit';
import type { InquiryDeskState, InquiryListItem } from '../../../shared/inquiries';
import { TRAILER } from '../../../shared/trailer';

const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
/** 'Nov. 27, 2026, 9:14 a.m.' in the admin's own time zone. */
export const formatAdminDateTime = (iso: string) => dateTime.format(new Date(iso));

export const INQUIRIES_META = {
  title: 'Inquiries',
  description: 'Buyer inquiries sent through the contact form, newest first.',
} as const;

/** Texts of the admin's leads list (issue 8). */
export const INQUIRIES_COPY = {
  title: 'Buyer Inquiries',
  intro: 'Every inquiry sent through the contact form, newest first: what the buyer asked, how to reach them, whether its e-mail reached you, and where you are with it.',
  newCount: (count: number) => (count === 1 ? '1 new inquiry' : `${count} new inquiries`),
  filterLabel: 'Show inquiries',
  allStates: 'All',
  deskStates: { new: 'New', replied: 'Replied', closed: 'Closed' } satisfies Record<InquiryDeskState, string>,
  emptyState: (state: string) => `No ${state.toLowerCase()} inquiries.`,
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'Failed to export inquiries',
  message: 'Message',
  intendedUse: 'Intended use',
  contact: 'Contact',
  preferredContact: (method: string) => `Prefers ${method}`,
  reply: 'Reply by e-mail',
  replySubject: (reference: string) => `Re: your inquiry ${reference} about unit ${TRAILER.unitNumber}`,
  replyGreeting: (name: string) => `Hello ${name},`,
  replyQuoteIntro: (at: string, name: string) => `On ${formatAdminDateTime(at)}, ${name} wrote:`,
  deskState: 'Your state',
  markAs: { new: 'Mark new', replied: 'Mark replied', closed: 'Close' } satisfies Record<InquiryDeskState, string>,
  notes: 'Private notes',
  noNotes: 'No notes yet. Only you see them.',
  noteLabel: 'Add a private note',
  addNote: 'Add note',
  saving: 'Saving...',
  saved: 'Saved.',
  saveFailed: 'Failed to save',
  noteBy: (at: string, by: string) => `${formatAdminDateTime(at)} · ${by}`,
  loading: 'Loading inquiries',
  signInFirst: 'Sign in as the site admin to read the inquiries.',
  signIn: 'Sign In',
  adminOnly: 'This page is for the site admin only.',
  empty: 'No inquiries yet.',
  loadMore: 'Load older inquiries',
  loadFailed: 'Failed to load inquiries',
  retry: 'Retry',
  columns: {
    appointment: 'Appointment',
    documents: 'Requested documents',
    status: 'Delivery',
  },
  noAppointment: 'None',
  status: { received: 'Received', sent: 'Sent', failed: 'Failed' } satisfies Record<InquiryListItem['status'], string>,
  resend: 'Resend e-mail',
  resending: 'Sending...',
  resent: (reference: string) => `Inquiry ${reference} was e-mailed to you again.`,
  resendFailed: 'Failed to send email',
  reference: (reference: string) => `Ref. ${reference}`,
} as const;

/** Texts of the audit log's panel on /inquiries. */
export const AUDIT_COPY = {
  title: 'Who did what',
  intro: 'Every change made in Admin Mode, newest first: who made it, when, and what it changed.',
  loading: 'Loading the log',
  empty: 'No admin changes yet.',
  loadMore: 'Load older changes',
  loadFailed: 'Failed to load the log',
  before: 'before',
  after: 'after',
  none: '(none)',
  actions: {
    'admin.claim': 'Claimed admin rights',
    'photo.upload': 'Uploaded a photo',
    'photo.update': 'Edited a photo',
    'photo.featured': 'Changed a photo’s featured flag',
    'photo.delete': 'Deleted a photo',
    'tour.room-photos': 'Placed a room’s photos',
    'tour.floor-plan': 'Set the floor plan',
    'tour.videos': 'Set the tour videos',
    'listing.change': 'Changed the listing status or price',
    'listing.facts': 'Changed the listing facts',
    'question.publish': 'Published a question',
    'question.update': 'Edited a question',
    'question.reorder': 'Reordered the questions',
    'question.unpublish': 'Unpublished a question',
    'inquiry.resend': 'Resent an inquiry',
    'inquiry.desk': 'Changed an inquiry’s state or notes',
    'condition.document-upload': 'Uploaded an inspection document',
    'condition.document-delete': 'Deleted an inspection document',
  } satisfies Record<AuditAction, string>,
} as const;
