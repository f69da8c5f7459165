import { APPOINTMENT_LABELS, formatAppointmentDate } from '../../shared/contact';
import { INQUIRY_EXPORT_COLUMNS, inquiryDeskState } from '../../shared/inquiries';
import { excelCsv } from './excel-csv';
import type { StoredInquiry } from './inquiries-repository';

function appointment(inquiry: StoredInquiry): string {
  if (inquiry.appointmentType === 'none') return '';
  return [APPOINTMENT_LABELS[inquiry.appointmentType], inquiry.preferredDate && formatAppointmentDate(inquiry.preferredDate), inquiry.preferredTime]
    .filter(Boolean)
    .join(', ');
}

/** Each note on a line of its own: its time, its author, its text. */
const notes = (inquiry: StoredInquiry) => (inquiry.notes ?? []).map((note) => `${note.at} ${note.by}: ${note.text}`).join('\n');

/** One inquiry's cells, in INQUIRY_EXPORT_COLUMNS' order. */
function row(inquiry: StoredInquiry): string[] {
  return [
    inquiry.createdAt,
    inquiry.reference,
    inquiryDeskState(inquiry),
    inquiry.status,
    inquiry.name,
    inquiry.organization,
    inquiry.email,
    inquiry.phone,
    inquiry.preferredContact,
    inquiry.intendedUse,
    inquiry.message,
    inquiry.requestedDocuments.join(', '),
    appointment(inquiry),
    notes(inquiry),
  ];
}

/** The inquiries as a CSV file Excel opens as it is (excel-csv.ts): a buyer's text is never run as a formula. */
export function inquiriesCsv(inquiries: readonly StoredInquiry[]): string {
  return excelCsv([INQUIRY_EXPORT_COLUMNS, ...inquiries.map(row)]);
}
